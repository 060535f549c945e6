/// A `Picker` in the menu style (iOS's automatic style in a List or Form row) as a row of the
/// list: its label at the leading edge, then the selection's text and the up-and-down chevrons at
/// the trailing edge, measured on two iOS 26 renders (see docs/layout.md "Metrics measured on
/// renders"): the chevrons' ink starts 6pt after the selection's and ends 17.67–18pt from the
/// card's edge, so the selection's text ends 16.33pt (16–16.67) before the row's content edge.
public enum MenuPickerRow {
    /// From the selection's text to the row's content edge: the chevrons and the gaps around them.
    public static let indicatorWidth = 16.333

    /// The row's content: `label`, then `selection` (the selected option's text) and the chevrons.
    public static func node(label: ViewNode, selection: ViewNode) -> ViewNode {
        let indicator = ViewNode(kind: .view("PickerIndicator"), layout: FrameLayout(width: indicatorWidth, height: 0), children: [.empty])
        return .hStack(kind: .view("Picker"), [label, .spacer(), .hStack(spacing: 0, [selection, indicator])])
    }
}
