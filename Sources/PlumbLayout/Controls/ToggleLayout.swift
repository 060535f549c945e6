/// `Toggle(isOn:) { label }` on iOS: as wide as proposed, the label at the leading edge and the
/// 51×31 switch at the trailing edge, as tall as the taller of the two. Unspecified width: the
/// label's ideal width, the default 8pt gap and the switch. With its label hidden
/// (`.labelsHidden()`) it is the switch alone. A `Stepper` is laid out alike around UIStepper's
/// 94×32 buttons. On a watch the row is drawn on a platter at least `WatchPlatter.minimumHeight` tall.
public struct ToggleLayout: ModifierLayout {
    public var role: PlacedView.Role { .control }

    /// The size of UISwitch.
    public static let switchSize = Size(width: 51, height: 31)
    /// The size of UIStepper, measured on a render of an iOS Stepper on iPhone 13 (@3x, 282×96
    /// pixels; docs/layout.md, "Metrics measured on renders").
    public static let stepperSize = Size(width: 94, height: 32)

    /// The system control beside the label: the switch, or a stepper's buttons.
    public var control: Size
    public var labelHidden: Bool

    public init(control: Size = Self.switchSize, labelHidden: Bool = false) {
        self.control = control
        self.labelHidden = labelHidden
    }

    public func subviewsAlwaysPlaced(of count: Int) -> Int { labelHidden ? 0 : count }

    private func labelProposal(_ width: Double?, _ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: width.map { max($0 - control.width - ViewSpacing.platformDefault, 0) },
            height: proposal.height)
    }

    /// The label is proposed what is left beside the switch: no claim.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        false
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        if labelHidden { return control }
        let label = subviews.first?.sizeThatFits(labelProposal(proposal.width, proposal)) ?? .zero
        let width = proposal.width ?? label.width + ViewSpacing.platformDefault + control.width
        let platter = WatchPlatter.applies(in: environment) ? WatchPlatter.minimumHeight : 0
        return Size(width: width, height: max(label.height, control.height, platter))
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        if labelHidden { return subviews.map { _ in .hidden } }
        let labelProposal = labelProposal(bounds.size.width, proposal)
        return subviews.map { SubviewPlacement($0, aligned: .leading, in: bounds, proposal: labelProposal) }
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing { .standard }
}

extension ViewNode {
    /// `Toggle("title", isOn:)` or `Toggle(isOn:) { label }`.
    public static func toggle(label: ViewNode) -> ViewNode {
        ViewNode(kind: .view("Toggle"), label: label.kind == .view("Text") ? label.label : nil, layout: ToggleLayout(), children: [label])
    }

    /// `Stepper("title", value:in:)` or `Stepper(value:in:) { label }`.
    public static func stepper(label: ViewNode) -> ViewNode {
        ViewNode(
            kind: .view("Stepper"), label: label.kind == .view("Text") ? label.label : nil,
            layout: ToggleLayout(control: ToggleLayout.stepperSize), children: [label])
    }
}
