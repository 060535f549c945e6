import PlumbLayout

extension PlacedView {
    /// The tree without source origins, to compare a read tree with one built in code.
    var withoutOrigins: PlacedView {
        var copy = self
        copy.origin = nil
        copy.children = children.map(\.withoutOrigins)
        return copy
    }
}
