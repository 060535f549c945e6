import PlumbCore
import PlumbLayout
import Testing

/// Text measurement: SF Pro line heights at every Dynamic Type size, Inter widths, wrapping and
/// truncation.
@Suite struct TextTests {
    static let sentence = "The quick brown fox jumps over the lazy dog while the design system watches closely"
    let grid = PixelGrid(scale: 3)

    @Test(arguments: DynamicTypeSize.allCases)
    func wrapsAtEveryDynamicTypeSize(size: DynamicTypeSize) throws {
        let host = LayoutHost(screenSize: Size(width: 200, height: 2000), scale: 3, dynamicTypeSize: size)
        let placed = LayoutEngine.layout(ViewNode.text(Self.sentence), in: host)
        let text = try #require(placed.first(kind: .view("Text"))).frame
        let pointSize = TextStyle.body.pointSize(at: size)
        let lineHeight = grid.ceil(pointSize * 2444 / 2048)
        let lines = text.size.height / lineHeight
        #expect(abs(lines - lines.rounded()) < 1e-6, "height is a whole number of lines")
        #expect(text.size.width <= 200)
        let measurer = TextMeasurer(font: .body, dynamicType: size, grid: grid)
        let wrapped = measurer.lines(of: Self.sentence, width: 200, maxLines: nil)
        #expect(Double(wrapped.count) == lines.rounded())
        // Wrapping keeps every character in order (a word wider than the line breaks inside it).
        #expect(wrapped.joined().filter { $0 != " " } == Self.sentence.filter { $0 != " " })
        #expect(wrapped.allSatisfy { measurer.width(of: $0) <= 200 })
        // Each line but the last is full: the next word would not have fitted.
        for (line, next) in zip(wrapped, wrapped.dropFirst()) {
            let nextWord = next.split(separator: " ").first.map(String.init) ?? ""
            #expect(measurer.width(of: line + " " + nextWord) > 200)
        }
    }

    @Test func largerTextSizesNeverTakeFewerLines() {
        let counts = DynamicTypeSize.allCases.map { size in
            TextMeasurer(font: .body, dynamicType: size, grid: grid).lines(of: Self.sentence, width: 200, maxLines: nil).count
        }
        #expect(counts == counts.sorted())
        #expect(counts.first! < counts.last!)
    }

    @Test func lineHeightsFollowSFProAtEveryStyleAndSize() {
        for style in TextStyle.allCases {
            for size in DynamicTypeSize.allCases {
                let metrics = TextMeasurer(font: .style(style), dynamicType: size, grid: grid).metrics
                let exact = style.pointSize(at: size) * 1.193359375
                #expect(metrics.lineHeight >= exact - 1e-9 && metrics.lineHeight < exact + 1 / 3.0)
                #expect(abs(metrics.lineHeight * 3 - (metrics.lineHeight * 3).rounded()) < 1e-9)
            }
        }
        #expect(TextStyle.largeTitle.pointSize(at: .accessibility5) == 60)
        #expect(TextStyle.caption2.pointSize(at: .xSmall) == 11)
    }

    @Test func fixedSizeFontsDoNotScale() {
        let small = TextMeasurer(font: .system(size: 17), dynamicType: .xSmall, grid: grid).metrics.lineHeight
        let large = TextMeasurer(font: .system(size: 17), dynamicType: .accessibility5, grid: grid).metrics.lineHeight
        #expect(small == large)
    }

    @Test func lineLimitTruncatesWithAnEllipsis() throws {
        let measurer = TextMeasurer(font: .body, dynamicType: .large, grid: grid)
        let lines = measurer.lines(of: Self.sentence, width: 150, maxLines: 2)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
        #expect(measurer.width(of: lines[1]) <= 150)
        let placed = LayoutEngine.layout(
            ViewNode.text(Self.sentence).lineLimit(2).frame(width: 150), in: LayoutHost(screenSize: Size(width: 300, height: 300)))
        let text = try #require(placed.first(kind: .view("Text")))
        #expect(abs(text.frame.size.height - 2 * measurer.metrics.lineHeight) < 1e-9)
    }

    @Test func proposedHeightLimitsTheLinesButNeverBelowOne() {
        let measurer = TextMeasurer(font: .body, dynamicType: .large, grid: grid)
        let lineHeight = measurer.metrics.lineHeight
        let two = measurer.size(of: Self.sentence, proposal: ProposedSize(width: 150, height: lineHeight * 2.5), lineLimit: nil)
        #expect(two.height == 2 * lineHeight)
        let none = measurer.size(of: Self.sentence, proposal: ProposedSize(width: 150, height: 0), lineLimit: nil)
        #expect(none.height == lineHeight)
    }

    @Test func idealWidthIsOneLineAndMinimumWidthIsZero() {
        let measurer = TextMeasurer(font: .body, dynamicType: .large, grid: grid)
        let ideal = measurer.size(of: "Hello world", proposal: .unspecified, lineLimit: nil)
        #expect(ideal.height == measurer.metrics.lineHeight)
        #expect(ideal.width == grid.ceil(measurer.width(of: "Hello world")))
        #expect(measurer.size(of: "Hello world", proposal: ProposedSize(width: 0, height: nil), lineLimit: nil).width == 0)
    }

    @Test func explicitNewlinesStartLines() {
        let measurer = TextMeasurer(font: .body, dynamicType: .large, grid: grid)
        #expect(measurer.lines(of: "a\nb c", width: nil, maxLines: nil) == ["a", "b c"])
    }

    /// A carriage return, a CRLF pair and Unicode's line and paragraph separators break a line as
    /// "\n" does; a two-line prompt written with "\r" is two short lines, not one long one.
    @Test(arguments: ["\r", "\r\n", "\u{2028}", "\u{2029}"])
    func everyLineBreakStartsALine(separator: String) {
        let measurer = TextMeasurer(font: .body, dynamicType: .large, grid: grid)
        #expect(measurer.lines(of: "Set your location\(separator)to see more", width: nil, maxLines: nil)
            == ["Set your location", "to see more"])
        let twoLines = measurer.size(of: "Set your location\(separator)to see more", proposal: .unspecified, lineLimit: 2)
        #expect(twoLines.width == grid.ceil(measurer.width(of: "Set your location")))
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let measurer = TextMeasurer(font: .body, dynamicType: .large, grid: grid)
        let lines = measurer.lines(of: "Supercalifragilistic", width: 60, maxLines: nil)
        #expect(lines.count > 1)
        #expect(lines.joined() == "Supercalifragilistic")
        #expect(lines.allSatisfy { measurer.width(of: $0) <= 60 })
    }

    @Test func widthsComeFromInterAdvances() {
        // Inter Regular: "H" 2084, "i" 668 units of 2816 per em; at 12 pt SF Pro is untracked.
        let measurer = TextMeasurer(font: .system(size: 12), dynamicType: .large, grid: grid)
        #expect(abs(measurer.width(of: "Hi") - (2084 + 668) * 12 / 2816.0) < 1e-9)
        let bold = TextMeasurer(font: .system(size: 12, weight: .bold), dynamicType: .large, grid: grid)
        #expect(bold.width(of: "Hi") > measurer.width(of: "Hi"))
    }

    @Test func textSpacingDependsOnTheFontAndTheNeighbour() {
        let metrics = FontMetrics(pointSize: 17, grid: grid)
        let text = metrics.textSpacing
        #expect(text.distance(to: text, along: .vertical) == 0, "text to text: the lower text's leading")
        #expect(text.distance(to: .standard, along: .horizontal) == ViewSpacing.platformDefault)
        #expect(ViewSpacing.standard.distance(to: .standard, along: .vertical) == ViewSpacing.platformDefault)
        let title = FontMetrics(pointSize: 34, grid: grid).textSpacing
        #expect(ViewSpacing.standard.distance(to: title, along: .vertical) > ViewSpacing.standard.distance(to: text, along: .vertical))
    }
}
