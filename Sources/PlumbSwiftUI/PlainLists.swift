import PlumbLayout

/// `.listStyle(.plain)`: every List in the view shows its rows spanning the list from its top,
/// their content inset as in the inset-grouped style (16 at the sides, 15 above and below, as an
/// iOS 26 render of a plain List shows; the 51-pt minimum row is the inset-grouped style's,
/// inferred: no render shows a plain row shorter than it). A plain list's Sections draw headers
/// and gaps no render shows, so a List holding a Section, or one whose section spacing or top
/// margin is already read for the inset-grouped look, is not rewritten, nor is a Form inside:
/// nil, and the style stays opaque.
extension StyleRewriter {
    static func plainLists(in view: ViewNode) -> ViewNode? {
        // A Form draws in its form style, which this modifier does not name.
        if view.kind == .view("Form") { return nil }
        guard var layout = view.layout as? ListLayout, view.kind == .view("List") else {
            var copy = view
            for index in view.children.indices {
                guard let child = plainLists(in: view.children[index]) else { return nil }
                copy.children[index] = child
            }
            return copy
        }
        guard layout.sectionSpacing == nil, layout.topGap == nil,
            !view.children.contains(where: { $0.layout is SectionLayout })
        else { return nil }
        layout.style = .plain
        var copy = view
        copy.layout = layout
        return copy
    }
}
