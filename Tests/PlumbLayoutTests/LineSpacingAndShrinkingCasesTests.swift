import PlumbLayout
import Testing

/// The cases of layout-cases.json about text's line spacing and shrinking, and the Stepper.
@Suite struct LineSpacingAndShrinkingCasesTests {
    @Test func aStepperIsItsLabelBesideUIStepper() throws {
        let c = try LayoutCase.named("stepper-size-render")
        let stepper = ViewNode.stepper(label: .text("Number of digits"))
        let placed = LayoutEngine.layout(stepper, in: canvas(390, 844))
        let label = try #require(placed.first(kind: .view("Text")))
        #expect(placed.frame.size.width == 390)
        #expect(placed.frame.size.height == (try c.number("stepper.h")))
        // The label is proposed what the stepper and the gap beside it leave.
        #expect(label.proposal.width == 390 - (try c.number("stepper.w")) - ViewSpacing.platformDefault)
        let hidden = LayoutEngine.layout(ViewNode.stepper(label: .text("Digits")).hidingLabel, in: canvas(390, 844))
        #expect(hidden.frame.size == Size(width: try c.number("stepper.w"), height: try c.number("stepper.h")))
    }

    @Test func lineSpacingGoesBetweenLinesOnly() throws {
        let c = try LayoutCase.named("text-line-spacing")
        let three = LayoutEngine.layout(ViewNode.text("One\nTwo\nThree").lineSpacing(10), in: canvas(200, 400))
        #expect(abs(three.frame.size.height - (try c.number("threeLines.h"))) <= Tolerance.exact)
        #expect(three.first(kind: .view("Text"))?.laidOutText?.lines == ["One", "Two", "Three"])
        let one = LayoutEngine.layout(ViewNode.text("One").lineSpacing(10), in: canvas(200, 400))
        #expect(abs(one.frame.size.height - (try c.number("oneLine.h"))) <= Tolerance.exact)
        let negative = LayoutEngine.layout(ViewNode.text("One\nTwo").lineSpacing(-10), in: canvas(200, 400))
        #expect(negative.frame.size == LayoutEngine.layout(ViewNode.text("One\nTwo"), in: canvas(200, 400)).frame.size)
    }

    @Test func lineSpacingCountsInTheLinesAHeightHolds() {
        // 45pt holds two 20.333pt lines, but one only once the lines are 10pt apart.
        let text = ViewNode.text("One\nTwo\nThree").lineSpacing(10).frame(height: 45)
        let placed = LayoutEngine.layout(text, in: canvas(200, 400))
        let laidOut = placed.first(kind: .view("Text"))
        #expect(laidOut?.laidOutText?.lines.count == 1)
        #expect(laidOut?.traits.contains(.truncated) == true)
    }

    @Test func aTextTooWideShrinksInsteadOfTruncating() throws {
        let c = try LayoutCase.named("text-minimum-scale-factor")
        let string = "This is a long label that will be scaled to fit:"
        let shrinking = ViewNode.text(string).lineLimit(1).minimumScaleFactor(try c.number("scale.min")).frame(width: 300)
        let placed = try #require(LayoutEngine.layout(shrinking, in: canvas(400, 400)).first(kind: .view("Text")))
        let laidOut = try #require(placed.laidOutText)
        #expect(placed.frame.size.width <= (try c.number("text.maxWidth")))
        #expect(!placed.traits.contains(.truncated))
        #expect(laidOut.lines == [string])
        #expect(laidOut.pointSize < 17 && laidOut.pointSize >= 17 * 0.5)
        // Without the factor it truncates; with one too large to fit, it shrinks to it and truncates.
        let truncating = LayoutEngine.layout(ViewNode.text(string).lineLimit(1).frame(width: 300), in: canvas(400, 400))
        #expect(truncating.first(kind: .view("Text"))?.traits.contains(.truncated) == true)
        let tooLarge = LayoutEngine.layout(ViewNode.text(string).lineLimit(1).minimumScaleFactor(0.95).frame(width: 300), in: canvas(400, 400))
        let shrunk = try #require(tooLarge.first(kind: .view("Text")))
        #expect(shrunk.traits.contains(.truncated))
        #expect(abs((shrunk.laidOutText?.pointSize ?? 0) - 17 * 0.95) < 0.001)
    }

    @Test func aHugeFontWithATinyFactorShrinksToFillItsFrame() throws {
        // The monogram idiom: a 1,300-pt font allowed down to a thousandth fits any short name in a
        // 25-pt circle; at a hundredth (13 pt) these letters would still be cut.
        let monogram = ViewNode.text("ABCDEFGHIJKLMNOPQRST").font(.system(size: 1300)).minimumScaleFactor(0.001).frame(width: 25, height: 25)
        let placed = try #require(LayoutEngine.layout(monogram, in: canvas(200, 200)).first(kind: .view("Text")))
        #expect(!placed.traits.contains(.truncated))
        #expect((placed.laidOutText?.pointSize ?? 0) < 13)
    }

    @Test func aTextThatFitsKeepsItsSize() {
        let plain = LayoutEngine.layout(ViewNode.text("Short").lineLimit(1), in: canvas(200, 400))
        let shrinking = LayoutEngine.layout(ViewNode.text("Short").lineLimit(1).minimumScaleFactor(0.5), in: canvas(200, 400))
        #expect(shrinking.frame == plain.frame)
        // Free to wrap and to grow in height, a text never needs to shrink.
        let wrapping = LayoutEngine.layout(ViewNode.text("A longer text that wraps to lines").minimumScaleFactor(0.5), in: canvas(100, 400))
        #expect(wrapping.first(kind: .view("Text"))?.laidOutText?.pointSize == 17)
    }
}

extension ViewNode {
    /// The node with its ToggleLayout's label hidden, as `.labelsHidden()` reads it.
    fileprivate var hidingLabel: ViewNode {
        var copy = self
        if let toggle = layout as? ToggleLayout { copy.layout = ToggleLayout(control: toggle.control, labelHidden: true) }
        return copy
    }
}
