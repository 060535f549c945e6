import PlumbLayout

/// `.contentMargins(edges, length, for: placement)`. Apple documents a scroll view's content
/// margins as insetting its content, in addition to the safe area: on a `ScrollView` they are
/// read as padding around its content. The scroll indicators' margins move no view. A List's or
/// Form's margins replace parts of the list style's own, which no render measures, and the other
/// placements belong to other kinds of view: those stay opaque.
extension TreeBuilder {
    func contentMargins(_ view: ViewNode, _ call: inout Call) -> ViewNode {
        let placement = call.arguments.read("for", LiteralValue.memberName) ?? "automatic"
        if placement == "scrollIndicators" { return view }
        guard let insets = PaddingReader.insets(&call.arguments), ["automatic", "scrollContent"].contains(placement),
            let margined = insettingScrollContent(of: view, by: insets)
        else {
            let reason = "content margins are modelled on a ScrollView's content only"
            return opaque(.modifier("contentMargins"), reason, at: call.syntax, children: [view])
        }
        return margined
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
