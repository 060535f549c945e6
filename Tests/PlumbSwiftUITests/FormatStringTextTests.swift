import PlumbLayout
@testable import PlumbSwiftUI
import Testing

/// A string made with `String(format:)` shows the format's characters as written and each
/// conversion as what it formats: digits for a number's, the role of its argument for `%@`.
@Suite struct FormatStringTextTests {
    @Test(arguments: [
        (#"Text(String(format: "%.0f", item.confidence * 100))"#, [RunTimeTextLayout.Part.runTime(.number)]),
        (#"Text(String(format: "%d%%", item.progress))"#, [.runTime(.number), .written("%")]),
        (#"Text(String(format: "%@ · %ld min", item.title, item.minutes))"#,
         [.runTime(.title), .written(" · "), .runTime(.number), .written(" min")]),
        (#"Text(String(format: "%2$@: %1$.1f km", item.distance, item.author.name))"#,
         [.runTime(.name), .written(": "), .runTime(.number), .written(" km")]),
        (#"Text(verbatim: "\(String(format: "%.2f", item.rate)) per hour")"#, [.runTime(.number), .written(" per hour")]),
        (#"Label(String(format: "%+05.1f°", item.delta), systemImage: "thermometer")"#, [.runTime(.number), .written("°")]),
    ])
    func theFormatTellsTheParts(view: String, parts: [RunTimeTextLayout.Part]) throws {
        #expect(try RunTimeTextTests.parts(view) == parts)
    }

    /// A format held elsewhere, or a conversion this reading does not know, leaves the string
    /// run-time text as a whole.
    @Test(arguments: [
        #"Text(String(format: item.template, item.count))"#,
        #"Text(String(format: "%*d", item.width, item.count))"#,
        #"Text(String(format: "%@", arguments: item.values))"#,
        #"Text(String(format: "%@ (+/- %@)", String(metres: item.altitude), String(metres: item.accuracy)))"#,
    ])
    func anUnknownFormatIsRunTimeText(view: String) throws {
        #expect(try RunTimeTextTests.parts(view) == [.runTime(.text)])
    }

    @Test func aFormatIsReadAsFoundationReadsIt() {
        #expect(FormatString.pieces(of: "%%%lu items") == [.written("%"), .conversion(.number, position: nil), .written(" items")])
        #expect(FormatString.pieces(of: "%C and %3$s") == [.conversion(.character, position: nil), .written(" and "), .conversion(.object, position: 3)])
        #expect(FormatString.pieces(of: "100%") == nil)
        #expect(FormatString.pieces(of: "%n") == nil)
    }
}
