/// `ContentUnavailableView`'s empty state, as SwiftUI lays it out (measured on renders, see
/// docs/layout.md "Metrics measured on renders"): the symbol at 48pt (scaled as body text is),
/// the title in the bold title2 style below it and the description in the callout style below
/// that, centred in all the space the view is offered (as tall and wide as its content where
/// the proposal is unspecified). Each part's font is the style's unless the part sets its own.
///
/// Plumb draws a symbol it has not measured as a line of its font with the ink on the baseline,
/// so `symbolToTitle` is the distance measured from the ink's bottom to the title's capitals
/// (23.67–24.33 on four renders, iOS 18 and 26) less that line's descent and the title line's
/// space above its capitals. The title's font and that distance are the same on both releases;
/// the description is measured on iOS 18 only. How far a long title or description is inset
/// from the sides when it wraps is in no render: the parts are offered the view's whole width.
public enum ContentUnavailableLayout {
    public static let symbolFont = Font(.scaled(48, relativeTo: .body))
    public static let titleFont = Font.style(.title2).weight(.bold)
    public static let descriptionFont = Font.style(.callout)
    /// From the symbol's line to the title's line.
    public static let symbolToTitle = 7.0
    /// From the title's line to the description's: its capitals 27 below the title's.
    public static let titleToDescription = 2.0

    /// The view with `symbol` (nil when it has none), `title` and `description` (nil when it has none).
    public static func node(symbol: ViewNode?, title: ViewNode, description: ViewNode?) -> ViewNode {
        let texts = ViewNode.vStack(
            spacing: titleToDescription, [title.font(titleFont)] + (description.map { [$0.font(descriptionFont)] } ?? []))
        let stack = ViewNode.vStack(spacing: symbolToTitle, (symbol.map { [$0.font(symbolFont)] } ?? []) + [texts])
        return ViewNode(
            kind: .view("ContentUnavailableView"),
            layout: FlexFrameLayout(width: .init(max: .infinity), height: .init(max: .infinity), alignment: .center), children: [stack])
    }
}
