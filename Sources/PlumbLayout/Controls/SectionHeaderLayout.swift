/// A Section's header in an inset-grouped `List` or `Form`, as iOS 26 places it (measured on
/// renders, see docs/layout.md "Metrics measured on renders"): its content in the headline style
/// (semibold, not upper-cased) unless it sets its own font, inset 16pt from the card's sides like
/// the rows' content, and 10pt above its section's card. Above it, the list leaves one of the
/// gaps below instead of its usual gap between sections.
public struct SectionHeaderLayout: SectionPartLayout {
    public static let insets = EdgeInsets(top: 0, leading: 16, bottom: 10, trailing: 16)
    /// From the list's top to the first section's header.
    public static let gapAtTop = 10.0
    /// From a card to the header of the section after it.
    public static let gapAfterCard = 27.667
    /// From a footer's last line to the header of the section after it.
    public static let gapAfterFooter = 16.333

    public static let contentAlignment = Alignment.bottomLeading
    public static let font = Font.style(.headline)

    public init() {}
}

extension ViewNode {
    /// A Section's `header:` content, laid out above its rows as the list style places it.
    public static func sectionHeader(_ content: ViewNode) -> ViewNode {
        ViewNode(kind: .view("SectionHeader"), layout: SectionHeaderLayout(), children: [content])
    }

    /// Whether the view is a Section whose header starts it.
    var startsWithSectionHeader: Bool {
        layout is SectionLayout && children.first?.layout is SectionHeaderLayout
    }
}
