import PlumbLayout

extension ViewNode {
    /// This view with the view inside its modifiers replaced by what `transform` makes of it
    /// (`.contentMargins` reaches a ScrollView, `.listSectionSpacing` a List, through
    /// `.background` or `.tint`); nil where `transform` gives nil.
    func transformingModifiedView(_ transform: (ViewNode) -> ViewNode?) -> ViewNode? {
        guard kind.isModifier, let modified = children.first else { return transform(self) }
        guard let transformed = modified.transformingModifiedView(transform) else { return nil }
        var copy = self
        copy.children[0] = transformed
        return copy
    }
}
