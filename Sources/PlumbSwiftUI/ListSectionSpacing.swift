import PlumbLayout

/// `.listSectionSpacing(_:)`, which Apple documents as the spacing between adjacent sections of
/// a List: a number sets it and `.default` keeps the style's own. On a List or Form whose
/// sections meet card to card the number is the gap between their cards; the list's top is not
/// between sections and keeps its gap. Where a header or a footer stands between two sections,
/// where the spacing goes is in no render, and so is `.compact`'s length: those stay opaque.
extension TreeBuilder {
    func listSectionSpacing(_ view: ViewNode, _ call: inout Call) -> ViewNode {
        let member = call.arguments.unlabelled(0).flatMap(LiteralValue.memberName)
        if member == "default" { return view }
        if let member {
            return opaque(
                .modifier("listSectionSpacing"), "listSectionSpacing '\(member)' is not measured on a render", at: call.syntax,
                children: [view])
        }
        // A length the reader cannot resolve is reported as that argument.
        guard let spacing = call.arguments.number(position: 0) else { return view }
        guard let spaced = spacingSections(of: view, by: spacing) else {
            let reason = "a list's section spacing is modelled between sections that meet card to card, in a List or Form"
            return opaque(.modifier("listSectionSpacing"), reason, at: call.syntax, children: [view])
        }
        return spaced
    }

    /// `view`, a List or Form through the modifiers around it, with its sections `spacing` apart;
    /// nil for another view, or a list with a header or footer between two sections.
    private func spacingSections(of view: ViewNode, by spacing: Double) -> ViewNode? {
        view.transformingModifiedView { list in
            guard var layout = list.layout as? ListLayout, ListLayout.sectionsMeetCardToCard(list.children) else { return nil }
            layout.sectionSpacing = spacing
            var copy = list
            copy.layout = layout
            return copy
        }
    }
}
