import PlumbLayout
import PlumbSwiftUI
import Testing

/// A string literal is the text it stands for: its escapes are resolved before the text is
/// measured, so `\n` starts a line and `\"` is one quotation mark.
@Suite struct StringEscapesReadingTests {
    private let canvas = LayoutHost(screenSize: Size(width: 390, height: 300), scale: 3)

    private func text(_ source: String) throws -> PlacedView {
        let reading = try SnippetReader.read(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        return try #require(LayoutEngine.layout(reading.root, in: canvas).first(kind: .view("Text")))
    }

    @Test(arguments: [
        #"Text("Zaps support the voices\nthat make the network")"#,
        #"Text("Zaps support the voices\nthat make the network", comment: "Why zaps")"#,
        #"Button("Zaps support the voices\nthat make the network") { }"#,
    ])
    func anEscapedNewlineStartsALine(source: String) throws {
        let text = try text(source)
        #expect(text.label == "Zaps support the voices\nthat make the network")
        #expect(text.laidOutText?.lines.count == 2)
        let oneLine = try self.text(#"Text("Zaps support the voices that make the network")"#)
        #expect(text.frame.size.width < oneLine.frame.size.width * 0.6)
    }

    @Test func anEscapedQuoteIsOneCharacterAndNamesShowNewlinesAsWritten() throws {
        let text = try text(#"Text("Say \"hi\"\nto me")"#)
        #expect(text.label == "Say \"hi\"\nto me")
        #expect(text.displayName() == #"Text "Say "hi"\nto me""#)
    }

    @Test func anInterpolatedLiteralIsStillRunTimeText() throws {
        #expect(try text(#"Text("Hello, \(name)\nWelcome")"#).textSample != nil)
    }
}
