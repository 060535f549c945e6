import PlumbCore
import PlumbLayout
import Testing

/// East Asian full-width characters (ideographs, kana, Hangul, full-width forms) are one em
/// wide in the faces the system sets them in, not the width of a Latin "n", and a line breaks
/// between them where Unicode's line breaking allows, without a space.
@Suite struct EastAsianTextTests {
    private static func measurer(_ weight: FontWeight, size: Double) -> TextMeasurer {
        TextMeasurer(font: .system(size: size, weight: weight), dynamicType: .large, grid: PixelGrid(scale: 3))
    }

    /// Each is one em (at most the system font's tracking more: 1.4 % of an em at 34 pt) and
    /// no narrower than the system font's narrowest calibration of an em, in every weight, at
    /// text and display sizes; far wider than a Latin "n".
    @Test(arguments: ["石", "道", "あ", "カ", "한", "，", "！", "。", "𠀋"], [FontWeight.regular, .semibold, .bold, .heavy])
    func aFullWidthCharacterIsAboutOneEm(character: String, weight: FontWeight) {
        for size in [12.0, 17, 34, 64] {
            let measurer = Self.measurer(weight, size: size)
            let width = measurer.width(of: character)
            #expect(width <= size * 1.015, "\(character) \(weight) at \(size)")
            #expect(width >= size * 0.85, "\(character) \(weight) at \(size)")
            #expect(width > measurer.width(of: "n") * 1.4)
        }
    }

    /// A line of ideographs as long as a line of Latin letters is far wider; Latin text and
    /// characters outside both (an emoji) measure as before.
    @Test func aRunOfIdeographsIsWiderThanLatinLetters() {
        let measurer = Self.measurer(.regular, size: 17)
        #expect(measurer.width(of: "欢迎加入社区") > 1.5 * measurer.width(of: "nnnnnn"))
        #expect(measurer.width(of: "🎉") == measurer.width(of: "n"))
        #expect(measurer.width(of: "ｱ") == measurer.width(of: "n"))  // a half-width katakana is no full-width form
    }

    /// A run of ideographs without spaces wider than the line breaks between its characters, and
    /// each line holds as many as one em each allows.
    @Test func aRunOfIdeographsWrapsBetweenCharacters() {
        let measurer = Self.measurer(.regular, size: 20)
        let run = String(repeating: "道", count: 30)
        let lines = measurer.lines(of: run, width: 200, maxLines: nil)
        #expect(lines.count >= 3)
        #expect(lines.allSatisfy { measurer.width(of: $0) <= 200.001 })
        #expect(lines.joined() == run)
        #expect(lines[0].count <= 11)
    }

    /// A run of ideographs after a Latin word fills the rest of the line: it breaks between its
    /// characters, not only before the run as a word between spaces would.
    @Test func aRunAfterALatinWordFillsTheLine() {
        let measurer = Self.measurer(.regular, size: 17)
        let width = measurer.width(of: "Hello 世界世界") + 0.5
        let lines = measurer.lines(of: "Hello 世界世界世界世界", width: width, maxLines: nil)
        #expect(lines == ["Hello 世界世界", "世界世界"])
        #expect(measurer.lines(of: "Hello world wide web", width: measurer.width(of: "Hello world") + 0.5, maxLines: nil)
            == ["Hello world", "wide web"])
    }

    /// Closing punctuation and small kana never start a line, and an opening bracket never ends
    /// one (the kinsoku rules): the character before or after moves with them.
    @Test(arguments: ["欢迎加入我们的社区，一起分享你的想法。", "今日はちょっと寒いですね、ジャケットを持っていこう。", "他说「你好」然后离开了房间"])
    func punctuationStaysWithItsNeighbour(text: String) {
        let measurer = Self.measurer(.regular, size: 17)
        for characters in 3...9 {
            let width = measurer.width(of: String(repeating: "道", count: characters)) + 0.5
            let lines = measurer.lines(of: text, width: width, maxLines: nil)
            #expect(lines.joined() == text)
            for line in lines.dropFirst() {
                #expect(!"，。、」ょっャ".contains(line.first!), "\(line) at \(characters)")
            }
            for line in lines.dropLast() {
                #expect(line.last != "「", "\(line) at \(characters)")
            }
        }
    }

    /// Truncating a run without spaces joins the next line's characters without a space.
    @Test func truncationJoinsARunWithoutASpace() {
        let measurer = Self.measurer(.regular, size: 17)
        let width = measurer.width(of: "道道道道道") + 0.5
        let lines = measurer.lines(of: "欢迎加入我们的社区一起分享", width: width, maxLines: 1)
        #expect(lines.count == 1)
        #expect(!lines[0].contains(" "))
        #expect(lines[0].hasSuffix("…"))
    }
}
