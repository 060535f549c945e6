/// `Text`: wraps to the proposed width, truncates past its line limit or the proposed height;
/// its minimum width is 0 and its height a whole number of lines. A text that may shrink
/// (`.minimumScaleFactor`) and would be truncated is measured and drawn at the largest scale,
/// down to the factor, at which its lines fit, and truncated only if they do not fit at the factor.
public struct TextLayout: LeafLayout {
    public let text: PreparedText

    public init(_ string: String) {
        text = PreparedText(string)
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        measurer(for: proposal, environment).size(of: text, proposal: proposal, lineLimit: environment.lineLimit)
    }

    /// The font's measurer, or a smaller one where the text shrinks to fit `proposal`: the
    /// largest scale that fits, to a hundredth (SwiftUI scales continuously), else the factor.
    private func measurer(for proposal: ProposedSize, _ environment: LayoutEnvironment) -> TextMeasurer {
        let full = environment.textMeasurer
        let factor = environment.minimumScaleFactor
        guard factor < 1, !fits(full, proposal, environment) else { return full }
        var fitting = factor
        var tooLarge = 1.0
        guard fits(environment.textMeasurer(scale: factor), proposal, environment) else { return environment.textMeasurer(scale: factor) }
        while tooLarge - fitting > 0.01 {
            let middle = (fitting + tooLarge) / 2
            if fits(environment.textMeasurer(scale: middle), proposal, environment) { fitting = middle } else { tooLarge = middle }
        }
        return environment.textMeasurer(scale: fitting)
    }

    /// Whether every line the text needs at the proposed width fits in the proposed height and
    /// its line limit.
    private func fits(_ measurer: TextMeasurer, _ proposal: ProposedSize, _ environment: LayoutEnvironment) -> Bool {
        let needed = measurer.size(of: text, proposal: ProposedSize(width: proposal.width, height: nil), lineLimit: nil)
        let allowed = measurer.size(of: text, proposal: proposal, lineLimit: environment.lineLimit)
        return needed.height <= allowed.height + 0.001
    }

    /// Truncated when the lines the text needs at its width, without a line limit or a height,
    /// are more than it got; cut at its line limit when it got all the lines the limit allows.
    /// In a custom face, its width is unmeasured.
    public func traits(placedAt size: Size, proposal: ProposedSize, environment: LayoutEnvironment) -> PlacedTraits {
        let face: PlacedTraits = environment.font.face == nil ? [] : .unmeasuredFace
        let measurer = measurer(for: proposal, environment)
        let needed = measurer.size(of: text, proposal: ProposedSize(width: size.width, height: nil), lineLimit: nil)
        guard needed.height > size.height + 0.001 else { return face }
        guard let limit = environment.lineLimit, size.height + 0.001 >= measurer.height(ofLines: max(limit, 1)) else {
            return face.union(.truncated)
        }
        return face.union([.truncated, .cutAtLineLimit])
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        environment.fontMetrics.textSpacing
    }

    /// The first baseline is one ascender below the top; the last, one ascender below the top
    /// of the last line.
    public func textBaseline(
        _ guide: VerticalAlignment, size: Size, proposal: ProposedSize, subviews: [LayoutSubview],
        environment: LayoutEnvironment
    ) -> Double? {
        let metrics = environment.fontMetrics
        let lastLineTop = guide == .lastTextBaseline ? max(size.height - metrics.lineHeight, 0) : 0
        return lastLineTop + metrics.ascender
    }

    /// The lines the text wraps to in its laid-out width, as many as its height holds.
    public func placedText(size: Size, environment: LayoutEnvironment) -> PlacedText? {
        // The size the text took is a proposal it fits at the scale it chose.
        let measurer = measurer(for: ProposedSize(width: size.width, height: size.height), environment)
        let fitting = measurer.linesFitting(height: size.height)
        let maxLines = environment.lineLimit.map { min(max($0, 1), fitting) } ?? fitting
        let lines = measurer.lines(of: text, width: size.width, maxLines: maxLines)
        return PlacedText(lines: lines, measurer: measurer, weight: environment.font.resolvedWeight)
    }
}

extension ViewNode {
    /// `Text("…")`.
    public static func text(_ string: String) -> ViewNode {
        ViewNode(kind: .view("Text"), label: string, layout: TextLayout(string))
    }
}
