import PlumbCore

/// One view or layout modifier of a view tree. A modifier's first child is the view it
/// modifies; further children are its secondary views (background, overlay, inset content).
///
/// A node read from source carries its `origin` (file, line, span and the custom views it came
/// through); the layout engine copies it, untouched, into the laid-out `PlacedView`. Nodes built
/// in code have none.
public struct ViewNode: Sendable {
    /// The view's type or the modifier's name: `.view("HStack")`, `.modifier("frame")`.
    public var kind: NodeKind
    /// The literal that names the view — a colour's name, a Text's string, an Image's symbol.
    public var label: String?
    public var layout: any ViewLayout
    public var children: [ViewNode]
    /// Where the node was read from; nil for a node built in code.
    public var origin: SourceOrigin?

    public init(
        kind: NodeKind, label: String? = nil, layout: any ViewLayout, children: [ViewNode] = [],
        origin: SourceOrigin? = nil
    ) {
        self.kind = kind
        self.label = label
        self.layout = layout
        self.children = children
        self.origin = origin
    }

    /// The same node with `origin` set.
    public func at(_ origin: SourceOrigin?) -> ViewNode {
        var copy = self
        copy.origin = origin
        return copy
    }
}

extension ViewNode: Equatable {
    /// Equal nodes are the same view: the rows of a `ForEach` are copies of one node.
    public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
        lhs.kind == rhs.kind && lhs.origin == rhs.origin && lhs.label == rhs.label
            && lhs.layout.isEqual(to: rhs.layout) && lhs.children == rhs.children
    }
}
