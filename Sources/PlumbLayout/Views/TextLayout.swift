/// `Text`: wraps to the proposed width, truncates past its line limit or the proposed height;
/// its minimum width is 0 and its height a whole number of lines.
public struct TextLayout: LeafLayout {
    public let text: PreparedText

    public init(_ string: String) {
        text = PreparedText(string)
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        environment.textMeasurer.size(of: text, proposal: proposal, lineLimit: environment.lineLimit)
    }

    /// Truncated when the lines the text needs at its width, without a line limit or a height,
    /// are more than it got; cut at its line limit when it got all the lines the limit allows.
    public func traits(placedAt size: Size, proposal: ProposedSize, environment: LayoutEnvironment) -> PlacedTraits {
        let measurer = environment.textMeasurer
        let needed = measurer.size(of: text, proposal: ProposedSize(width: size.width, height: nil), lineLimit: nil)
        guard needed.height > size.height + 0.001 else { return [] }
        guard let limit = environment.lineLimit, size.height + 0.001 >= Double(max(limit, 1)) * measurer.metrics.lineHeight else {
            return .truncated
        }
        return [.truncated, .cutAtLineLimit]
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        environment.textMeasurer.metrics.textSpacing
    }

    /// The first baseline is one ascender below the top; the last, one ascender below the top
    /// of the last line.
    public func textBaseline(
        _ guide: VerticalAlignment, size: Size, proposal: ProposedSize, subviews: [LayoutSubview],
        environment: LayoutEnvironment
    ) -> Double? {
        let metrics = environment.textMeasurer.metrics
        let lastLineTop = guide == .lastTextBaseline ? max(size.height - metrics.lineHeight, 0) : 0
        return lastLineTop + metrics.ascender
    }

    /// The lines the text wraps to in its laid-out width, as many as its height holds.
    public func placedText(size: Size, environment: LayoutEnvironment) -> PlacedText? {
        let measurer = environment.textMeasurer
        let fitting = max(Int((size.height / measurer.metrics.lineHeight + 1e-9).rounded(.down)), 1)
        let maxLines = environment.lineLimit.map { min(max($0, 1), fitting) } ?? fitting
        let lines = measurer.lines(of: text, width: size.width, maxLines: maxLines)
        return PlacedText(lines: lines, environment: environment)
    }
}

extension ViewNode {
    /// `Text("…")`.
    public static func text(_ string: String) -> ViewNode {
        ViewNode(kind: .view("Text"), label: string, layout: TextLayout(string))
    }
}
