/// A laid-out view: its frame in the screen's (or canvas's) coordinates, rounded to the pixel
/// grid, and its laid-out children.
public struct PlacedView: Sendable, Hashable {
    public var kind: String
    public var label: String?
    public var frame: Rect
    public var children: [PlacedView]
    /// The view or modifier is not modelled: it was laid out as a pass-through or an empty view.
    public var isOpaque: Bool
    /// The text the view draws, line by line as laid out; nil for a view without text of its own.
    public var laidOutText: PlacedText?
    /// What the view is, for drawing it.
    public var role: Role

    public init(
        kind: String, label: String?, frame: Rect, children: [PlacedView], isOpaque: Bool = false,
        laidOutText: PlacedText? = nil, role: Role? = nil
    ) {
        self.kind = kind
        self.label = label
        self.frame = frame
        self.children = children
        self.isOpaque = isOpaque
        self.laidOutText = laidOutText
        self.role = role ?? (isOpaque ? .opaque : .view)
    }

    /// This view and its descendants, depth first, outermost first.
    public var allViews: [PlacedView] {
        [self] + children.flatMap(\.allViews)
    }

    /// The first view, depth first, with `kind` and (when given) `label`.
    public func first(kind: String, label: String? = nil) -> PlacedView? {
        allViews.first { $0.kind == kind && (label == nil || $0.label == label) }
    }
}
