/// A Section's footer in an inset-grouped `List` or `Form`, as iOS 26 places it (measured on a
/// render, see docs/layout.md "Metrics measured on renders"): its content in the footnote style
/// unless it sets its own font, inset 16pt from the card's sides like the rows' content, its
/// first line's top 7.33pt below the card. The next section's card follows the footer's last
/// line by `ListLayout.gapAfterFooter` rather than the usual section gap.
public struct SectionFooterLayout: SectionPartLayout {
    public static let insets = EdgeInsets(top: 7.333, leading: 16, bottom: 0, trailing: 16)
    public static let contentAlignment = Alignment.topLeading
    public static let font = Font.style(.footnote)

    public init() {}
}

extension ViewNode {
    /// A Section's `footer:` content, laid out below its rows as the list style places it.
    public static func sectionFooter(_ content: ViewNode) -> ViewNode {
        ViewNode(kind: .view("SectionFooter"), layout: SectionFooterLayout(), children: [content])
    }

    /// Whether the view is a Section whose footer ends it.
    var endsWithSectionFooter: Bool {
        layout is SectionLayout && children.last?.layout is SectionFooterLayout
    }
}
