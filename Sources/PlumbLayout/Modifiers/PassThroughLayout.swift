/// Modifiers that change drawing or hit testing but not layout (`contentShape`, `clipShape`,
/// `hidden`): the view's layout passes through unchanged.
public struct PassThroughLayout: ModifierLayout {
    public init() {}
}

extension ViewNode {
    /// `.clipShape(_:)`: no layout effect.
    public func clipShape(_ shape: String) -> ViewNode {
        ViewNode(kind: .modifier("clipShape"), label: shape, layout: PassThroughLayout(), children: [self])
    }

    /// `.contentShape(_:)`: no layout effect.
    public func contentShape(_ shape: String) -> ViewNode {
        ViewNode(kind: .modifier("contentShape"), label: shape, layout: PassThroughLayout(), children: [self])
    }

    /// `.hidden()`: the view keeps its space but is not drawn, so nothing in it is seen.
    public func hidden() -> ViewNode {
        ViewNode(kind: .modifier("hidden"), layout: PassThroughLayout(), children: [self])
    }
}
