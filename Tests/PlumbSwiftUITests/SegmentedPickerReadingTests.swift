import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A segmented Picker is UIKit's segmented control: as wide as it is proposed, 32 tall, where a
/// render shows one (its label hidden); elsewhere its size stays unknown and it is placed opaque.
@Suite struct SegmentedPickerReadingTests {
    func laidOut(_ source: String, in host: LayoutHost? = nil) throws -> (reading: SnippetReading, placed: PlacedView) {
        let reading = try SnippetReader.read(source)
        return (reading, LayoutEngine.layout(reading.root, in: host ?? RealScreenReadingTests().canvas))
    }

    @Test(arguments: [
        #"VStack { Picker("Range", selection: $range) { Text("Day").tag(0); Text("Week").tag(1) }.pickerStyle(.segmented).labelsHidden() }.frame(width: 180)"#,
        #"VStack { Picker(selection: $range) { ForEach(ranges) { Text($0.title) } } label: { Text("Range") }.labelsHidden().pickerStyle(SegmentedPickerStyle()) }.frame(width: 180)"#,
        // Apple: a palette outside a menu is drawn as a segmented picker.
        #"VStack { Picker("", selection: $mode) { Text("Light"); Text("Dark") }.pickerStyle(.palette).labelsHidden() }.frame(width: 180)"#,
        // A style further in is the Picker's, whatever style the container sets.
        #"VStack { Picker("Range", selection: $range) { Text("Day") }.pickerStyle(.segmented).labelsHidden() }.pickerStyle(.wheel).frame(width: 180)"#,
    ])
    func aSegmentedPickerWithItsLabelHiddenTakesTheWidthProposedAndIs32Tall(source: String) throws {
        let (reading, placed) = try laidOut(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        let picker = try #require(placed.first(kind: .view("Picker")))
        #expect(!picker.isOpaque)
        #expect(picker.frame.size == Size(width: 180, height: SegmentedPickerLayout.height))
    }

    /// The render's own idiom: a palette Picker in an inset-grouped Form row, framed 40 tall and
    /// padded 8 at the sides, on a 393-pt screen: the control spans x 40 to 353, 32 tall, and the
    /// row is 70 tall (criticalmaps-ios `0fcf7210`, docs/layout.md "Metrics measured on renders").
    @Test func aSegmentedPickerInAFormRowSpansTheRowAsTheRenderShows() throws {
        let host = LayoutHost(device: try #require(DeviceCatalog.device(id: "iphone-14-pro")), orientation: .portrait)
        let source = #"""
            Form {
                Section {
                    Picker("Theme", selection: $scheme) {
                        ForEach(Scheme.allCases, id: \.self) { Text($0.title).tag($0) }
                    }
                    .pickerStyle(.palette)
                    .labelsHidden()
                    .frame(height: 40)
                    .padding(.horizontal, 8)
                } header: {
                    Text("Theme")
                }
            }
            """#
        let (reading, placed) = try laidOut(source, in: host)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        let picker = try #require(placed.first(kind: .view("Picker")))
        #expect(!picker.isOpaque)
        #expect(abs(picker.frame.minX - 40) < 0.01 && abs(picker.frame.maxX - 353) < 0.01)
        #expect(abs(picker.frame.size.height - 32) < 0.01)
        let row = try #require(placed.first(kind: .view("ListRow")))
        #expect(abs(row.frame.size.height - 70) < 0.01)
        #expect(abs((picker.frame.minY - row.frame.minY) - (row.frame.maxY - picker.frame.maxY)) <= 1.0 / 3)
    }

    @Test(arguments: [
        // Its label shown: where it goes is in no render.
        #"VStack { Picker("Range", selection: $range) { Text("Day") }.pickerStyle(.segmented) }"#,
        #"Form { Section { Picker("Range", selection: $range) { Text("Day") }.pickerStyle(SegmentedPickerStyle()) } }"#,
        // The label hidden on another chain than the style's: not read together.
        #"VStack { Picker("Range", selection: $range) { Text("Day") }.labelsHidden() }.pickerStyle(.segmented)"#,
        // Another style further in is the Picker's.
        #"VStack { Picker("Range", selection: $range) { Text("Day") }.pickerStyle(.wheel) }.pickerStyle(.segmented).labelsHidden()"#,
    ])
    func aSegmentedPickerWhoseLabelIsShownOrAnotherStyleStaysOpaque(source: String) throws {
        let (reading, placed) = try laidOut(source)
        #expect(try #require(placed.first(kind: .view("Picker"))).isOpaque)
        #expect(!reading.issues.isEmpty)
    }

    @Test(arguments: [
        // No width proposed: its own width is in no render.
        #"ScrollView(.horizontal) { Picker("Range", selection: $range) { Text("Day") }.pickerStyle(.segmented).labelsHidden() }"#,
        #"Picker("Range", selection: $range) { Text("Day") }.pickerStyle(.segmented).labelsHidden().fixedSize()"#,
    ])
    func aSegmentedPickerOfferedNoWidthIsPlacedOpaque(source: String) throws {
        let (reading, placed) = try laidOut(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        #expect(try #require(placed.first(kind: .view("Picker"))).isOpaque)
    }
}
