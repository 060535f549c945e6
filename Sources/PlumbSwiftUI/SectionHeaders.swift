import PlumbLayout

/// A Section's header is placed by the style of the list that holds it: `section(_:)` reads it
/// as an opaque node holding its content (a Section in a `LazyVStack` or any other container
/// keeps it so), and a List or Form lays out its own Sections' headers as iOS 26's inset-grouped
/// style places them (`SectionHeaderLayout`).
extension TreeBuilder {
    /// `node` with its header placed, if it is a Section whose header the reader left opaque.
    func placingSectionHeader(_ node: ViewNode) -> ViewNode {
        guard node.kind == .view("Section"), let header = node.children.first,
            header.notModelledCause == .sectionHeader, let content = header.children.first
        else { return node }
        withdrawReport(of: header)
        var section = node
        section.children[0] = ViewNode.sectionHeader(content).at(header.origin)
        return section
    }
}
