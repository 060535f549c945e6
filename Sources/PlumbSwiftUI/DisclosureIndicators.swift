import PlumbCore
import PlumbLayout

/// A List or Form row that is a `NavigationLink` shows a disclosure indicator at its trailing
/// edge. Its room is bounded, not known (`DisclosureIndicator`): the row is read with the
/// indicator at its narrowest or widest as the host's open numbers say, and the choice is noted.
extension TreeBuilder {
    /// `row` with a disclosure indicator beside it if it is a NavigationLink (through the
    /// modifiers around it); `list` is the List, Form or Section holding it.
    func placingDisclosureIndicator(_ row: ViewNode, in list: Call) -> ViewNode {
        var link = row
        while link.kind.isModifier, let modified = link.children.first { link = modified }
        guard link.kind == .view("NavigationLink") else { return row }
        let openNumbers = hostOpenNumbers
        let width = openNumbers == .low ? DisclosureIndicator.narrowest : DisclosureIndicator.widest
        let extreme = openNumbers == .low ? "lowest" : "highest"
        assume(
            "took \(NumberText.literal(width)) for a list row's disclosure indicator, its \(extreme): where the row's content ends "
                + "before the chevron is bounded by renders, not measured (open numbers at their \(extreme))",
            at: list.syntax)
        return .hStack(spacing: 0, [row, .spacer(minLength: 0), DisclosureIndicator.node(width: width).at(row.origin)]).at(row.origin)
    }
}
