import PlumbCore
import PlumbLayout

/// `.contentMargins(edges, length, for: placement)`. Apple documents a scroll view's content
/// margins as insetting its content, in addition to the safe area: on a `ScrollView` they are
/// read as padding around its content. The scroll indicators' margins move no view. A List's or
/// Form's margins replace parts of the list style's own, which no render measures: a top margin
/// alone is bounded (`listTop`), its other margins and the other placements, which belong to
/// other kinds of view, stay opaque.
extension TreeBuilder {
    func contentMargins(_ view: ViewNode, _ call: inout Call) -> ViewNode {
        let placement = call.arguments.read("for", LiteralValue.memberName) ?? "automatic"
        if placement == "scrollIndicators" { return view }
        guard let insets = PaddingReader.insets(&call.arguments), ["automatic", "scrollContent"].contains(placement),
            let margined = insettingScrollContent(of: view, by: insets) ?? listTop(of: view, margin: insets, at: call)
        else {
            let reason = "content margins are modelled on a ScrollView's content and a List's top only"
            return opaque(.modifier("contentMargins"), reason, at: call.syntax, children: [view])
        }
        return margined
    }

    /// `view`, a List or Form through the modifiers around it, with its first section where a
    /// top content margin puts it; nil for another view or other margins. The margin replaces
    /// the part of the style's own top gap that is a margin; the rest (the space a section
    /// keeps above its card or header) stays. Which part is which no render measures, but both
    /// are lengths of at least 0: the first section's top lies between the margin and the
    /// margin plus the style's whole gap, an open number laid out at both (docs/layout.md,
    /// "Numbers chosen at run time"). A bottom margin of 0 leaves the content where Plumb lays it.
    private func listTop(of view: ViewNode, margin insets: EdgeInsets, at call: Call) -> ViewNode? {
        guard insets.leading == 0, insets.trailing == 0, insets.bottom == 0 else { return nil }
        // `.contentMargins(.bottom, 0)` names no top margin: the style's own top stays.
        let namesTop = call.arguments.unlabelled(0).flatMap(LiteralValue.edges)?.contains(.top) ?? true
        return view.transformingModifiedView { list in
            guard var layout = list.layout as? ListLayout else { return nil }
            guard namesTop else { return list }
            let own = layout.ownTopGap(above: list.children.first)
            let openNumbers = hostOpenNumbers
            guard let top = openNumbers.pick([insets.top, insets.top + own]) else { return nil }
            let extreme = openNumbers == .low ? "lowest" : "highest"
            assume(
                "took \(NumberText.literal(top)) above the list's first section, its \(extreme): its top content margin "
                    + "\(NumberText.literal(insets.top)) replaces the style's own \(NumberText.literal(own)) or adds to it, which no render "
                    + "measures (open numbers at their \(extreme))",
                at: call.syntax)
            layout.topGap = top
            var copy = list
            copy.layout = layout
            return copy
        }
    }

    /// `view`, a ScrollView of one view through the modifiers around it, with that view padded by
    /// `insets`; nil for another view.
    private func insettingScrollContent(of view: ViewNode, by insets: EdgeInsets) -> ViewNode? {
        view.transformingModifiedView { scrollView in
            guard scrollView.kind == .view("ScrollView"), scrollView.children.count == 1 else { return nil }
            var copy = scrollView
            copy.children[0] = scrollView.children[0].padding(insets)
            return copy
        }
    }
}
