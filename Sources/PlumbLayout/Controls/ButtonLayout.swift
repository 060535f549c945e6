/// `Button`: its label, inset by its style. The default (automatic/borderless/plain) style is
/// only as tall as its label; `.bordered` and `.borderedProminent` add a capsule-like bezel of
/// 7pt above and below and 12pt at the sides (UIKit's regular control size: 34pt tall around
/// a body-text label; inferred). On a watch the default and bordered styles draw the label on
/// a platter as wide as the button is offered (`WatchPlatter`).
public struct ButtonLayout: ModifierLayout {
    public var role: PlacedView.Role { .control }

    public enum Style: String, Sendable, Hashable, CaseIterable {
        case automatic, borderless, plain, bordered, borderedProminent

        var insets: EdgeInsets {
            switch self {
            case .automatic, .borderless, .plain: .zero
            case .bordered, .borderedProminent: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            }
        }
    }

    public var style: Style

    public init(style: Style = .automatic) {
        self.style = style
    }

    private var padding: PaddingLayout { PaddingLayout(insets: style.insets) }

    /// Whether the button is drawn on a watch's platter: the automatic style is the bordered
    /// one there.
    private func drawsPlatter(in environment: LayoutEnvironment) -> Bool {
        WatchPlatter.applies(in: environment) && [.automatic, .bordered, .borderedProminent].contains(style)
    }

    private func labelProposal(_ proposal: ProposedSize) -> ProposedSize {
        let insets = WatchPlatter.insets
        return ProposedSize(
            width: proposal.width.map { max($0 - insets.horizontal, 0) },
            height: proposal.height.map { max($0 - insets.vertical, 0) })
    }

    /// The label is proposed the proposal less the bezel's insets.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        proposed
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        guard drawsPlatter(in: environment), let label = subviews.first else {
            return padding.sizeThatFits(proposal, subviews: subviews, environment: environment)
        }
        return WatchPlatter.size(around: label.sizeThatFits(labelProposal(proposal)), proposedWidth: proposal.width)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        guard let label = subviews.first, drawsPlatter(in: label.environment) else {
            return padding.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
        }
        let labelProposal = labelProposal(ProposedSize(bounds.size))
        return subviews.map { SubviewPlacement($0, aligned: .center, in: bounds.inset(by: WatchPlatter.insets), proposal: labelProposal) }
    }

    /// UIKit extends a bordered button's hit area to 44pt beyond its 34pt bezel.
    public func traits(placedAt size: Size, proposal: ProposedSize, environment: LayoutEnvironment) -> PlacedTraits {
        style == .bordered || style == .borderedProminent ? .systemHitArea : []
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        (style == .automatic && !WatchPlatter.applies(in: environment)) || style == .borderless || style == .plain
            ? subviews[0].spacing : .standard
    }
}

extension ViewNode {
    /// `Button { … } label: { label }` (or `Button("title")`, whose label is a Text).
    public static func button(style: ButtonLayout.Style = .automatic, label: ViewNode) -> ViewNode {
        ViewNode(
            kind: .view("Button"), label: label.kind == .view("Text") ? label.label : nil, layout: ButtonLayout(style: style),
            children: [label])
    }

    /// `Link("title", destination:)` or `Link(destination:) { label }`: its label, tinted, as a
    /// default-styled button shows it (a button style styles it as it does a button).
    public static func link(label: ViewNode) -> ViewNode {
        ViewNode(
            kind: .view("Link"), label: label.kind == .view("Text") && !label.isOpaque ? label.label : nil,
            layout: ButtonLayout(style: .automatic), children: [label])
    }

    /// `NavigationLink { … } label: { label }`: outside a list it is shown as a default-styled
    /// button around its label; its destination is a screen of its own.
    public static func navigationLink(label: ViewNode) -> ViewNode {
        ViewNode(
            kind: .view("NavigationLink"), label: label.kind == .view("Text") && !label.isOpaque ? label.label : nil,
            layout: ButtonLayout(style: .automatic), children: [label])
    }
}
