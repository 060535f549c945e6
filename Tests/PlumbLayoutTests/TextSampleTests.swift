import PlumbCore
@testable import PlumbLayout
import Testing

/// The stated samples of text known only at run time, and how a host's text length picks one.
@Suite struct TextSampleTests {
    @Test(arguments: TextRole.allCases)
    func theLongSampleIsTwiceTheTypicalOneAndTheShortOneIsOneWord(role: TextRole) {
        // Digits are not translated, a date is as long as its format, an identifier as its issuer
        // makes it, `Bool.description` is "true" or "false" in every language; derived text is
        // laid out at its shortest at every length.
        let isFixedLength = [TextRole.number, .date, .code, .character, .truthValue, .derived].contains(role)
        #expect(role.sample(.long).count == (isFixedLength ? 1 : 2) * role.sample(.typical).count)
        #expect(!role.sample(.short).contains(" "))
    }

    @Test func theHostsTextLengthPicksTheSampleAndThePlacedViewSaysWhich() {
        let node = ViewNode.runTimeText([.written("By "), .runTime(.name)], written: "\"By \\(author)\"")
        func placed(_ length: TextLength) -> PlacedView {
            LayoutEngine.layout(node, in: LayoutHost(screenSize: Size(width: 400, height: 400), textLength: length))
        }
        let short = placed(.short), typical = placed(.typical), long = placed(.long)
        #expect(short.frame.size.width < typical.frame.size.width && typical.frame.size.width < long.frame.size.width)
        #expect(typical.textSample == TextSample(length: .typical, characters: 14))
        #expect(long.laidOutText?.lines == ["By Alexandra Maria Morgan"])
        #expect(long.text.contains("[long text (25 characters)]"))
        #expect(long.json(canvas: Size(width: 400, height: 400)).contains(#""sample": {"length": "long", "characters": 25}"#))
    }
}
