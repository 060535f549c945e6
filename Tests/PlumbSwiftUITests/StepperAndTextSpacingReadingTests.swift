import PlumbLayout
import PlumbSwiftUI
import Testing

/// `Stepper`, `.lineSpacing` and `.minimumScaleFactor` read from source in their common spellings.
@Suite struct StepperAndTextSpacingReadingTests {
    private let canvas = LayoutHost(screenSize: Size(width: 390, height: 300), scale: 3)

    private func read(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> PlacedView {
        let reading = try SnippetReader.read(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)", sourceLocation: sourceLocation)
        #expect(!reading.root.isOpaque, sourceLocation: sourceLocation)
        return LayoutEngine.layout(reading.root, in: canvas).withoutOrigins
    }

    @Test(arguments: [
        "Stepper(\"Digits\", value: $digits, in: 5...10)",
        "Stepper(value: $digits, in: 5...10) { Text(\"Digits\") }",
        "Stepper { Text(\"Digits\") } onIncrement: { digits += 1 } onDecrement: { digits -= 1 }",
        "Stepper(\"Digits\", onIncrement: { digits += 1 }, onDecrement: { digits -= 1 })",
    ])
    func aStepperIsItsLabelBesideItsButtons(source: String) throws {
        let placed = try read(source)
        #expect(placed.kind == .view("Stepper"))
        #expect(placed.frame.size == Size(width: 390, height: 32))
        #expect(placed.first(kind: .view("Text"), label: "Digits") != nil)
    }

    @Test func aStepperWithItsLabelHiddenIsItsButtons() throws {
        let placed = try read("Stepper(\"Digits\", value: $digits).labelsHidden()")
        #expect(placed.frame.size == ToggleLayout.stepperSize)
    }

    @Test(arguments: [
        "Text(\"Words that wrap to lines\").lineSpacing(6).frame(width: 60)",
        "VStack { Text(\"Words that wrap to lines\") }.lineSpacing(6).frame(width: 60)",
    ])
    func lineSpacingIsReadFromTheTextOrAnAncestor(source: String) throws {
        let unspaced = try #require(try read("Text(\"Words that wrap to lines\").frame(width: 60)").first(kind: .view("Text")))
        let spaced = try #require(try read(source).first(kind: .view("Text")))
        let lines = try #require(unspaced.laidOutText?.lines.count)
        #expect(lines > 1)
        #expect(abs(spaced.frame.size.height - unspaced.frame.size.height - 6 * Double(lines - 1)) < 0.001)
    }

    @Test func aLineSpacingKnownOnlyAtRunTimeIsOpaque() throws {
        let reading = try SnippetReader.read("Text(\"Words\").lineSpacing(spacing)")
        #expect(reading.root.isOpaque)
        #expect(reading.root.notModelledCause == .argument(of: "lineSpacing"))
    }

    @Test(arguments: [
        "Text(\"A rather long title\").font(.title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200)",
        "HStack { Text(\"A rather long title\").lineLimit(1) }.font(.title).minimumScaleFactor(0.5).frame(width: 200)",
    ])
    func aTextShrinksToFitItsWidth(source: String) throws {
        let text = try #require(try read(source).first(kind: .view("Text")))
        #expect(!text.traits.contains(.truncated))
        #expect(text.frame.size.width <= 200)
        #expect((text.laidOutText?.pointSize ?? 28) < 28)
    }
}
