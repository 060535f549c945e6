import PlumbLayout
import PlumbSwiftUI
import Testing

/// `ContentUnavailableView` is read in the forms measured on renders, a title with an SF Symbol
/// and an optional description; with actions, an asset image or another label it stays opaque.
@Suite struct ContentUnavailableReadingTests {
    func laidOut(_ source: String) throws -> (reading: SnippetReading, placed: PlacedView) {
        try RealScreenReadingTests().laidOut(source)
    }

    @Test(arguments: [
        #"ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try another search."))"#,
        #"ContentUnavailableView { Label("No Results", systemImage: "magnifyingglass") } description: { Text("Try another search.") }"#,
        #"ContentUnavailableView(label: { Label("No Results", systemImage: "magnifyingglass") }, description: { Text("Try another search.") })"#,
    ])
    func aTitleASymbolAndADescriptionAreLaidOut(source: String) throws {
        let (reading, placed) = try laidOut(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        #expect(placed.allViews.allSatisfy { !$0.isOpaque })
        let texts = placed.allViews.filter { $0.kind == .view("Text") }
        #expect(texts.map(\.label) == ["No Results", "Try another search."])
        #expect(texts.map { $0.laidOutText?.pointSize } == [22, 16])
        let symbol = try #require(placed.first(kind: .view("Image")))
        #expect(symbol.frame.maxY < texts[0].frame.minY)
    }

    @Test func aTitleAndASymbolAloneAreLaidOut() throws {
        let (reading, placed) = try laidOut(#"VStack { ContentUnavailableView(title, systemImage: "tray") }"#)
        #expect(!placed.allViews.contains { $0.kind == .view("ContentUnavailableView") && $0.isOpaque })
        #expect(reading.issues.allSatisfy { !$0.message.contains("ContentUnavailableView") })
    }

    @Test(arguments: [
        #"ContentUnavailableView { Label("Offline", systemImage: "wifi.slash") } actions: { Button("Retry") {} }"#,
        #"ContentUnavailableView("No Photos", image: "empty-album")"#,
        #"ContentUnavailableView { Text("Nothing here") }"#,
    ])
    func anotherFormStaysOpaque(source: String) throws {
        let (reading, placed) = try laidOut(source)
        #expect(try #require(placed.first(kind: .view("ContentUnavailableView"))).isOpaque)
        #expect(reading.issues.map(\.message).contains("ContentUnavailableView: laid out by the system's empty-state style"))
    }
}
