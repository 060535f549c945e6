/// `.layoutPriority(_:)`: the order in which a stack sizes its children.
public struct LayoutPriorityLayout: ModifierLayout {
    public var priority: Double

    public init(priority: Double) {
        self.priority = priority
    }

    public func layoutPriority(subviews: [LayoutSubview]) -> Double { priority }
}

extension ViewNode {
    /// `.layoutPriority(_:)`.
    public func layoutPriority(_ priority: Double) -> ViewNode {
        ViewNode(kind: .modifier("layoutPriority"), layout: LayoutPriorityLayout(priority: priority), children: [self])
    }
}
