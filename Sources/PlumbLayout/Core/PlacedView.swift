import PlumbCore

/// A laid-out view: its frame in the screen's (or canvas's) coordinates, rounded to the pixel
/// grid, and its laid-out children.
///
/// `origin` is the `ViewNode`'s, so a rule that finds a problem in the geometry can report it at
/// the line that made the view. An opaque view (`isOpaque`) was not modelled — its geometry is
/// a pass-through of its content, or zero — and `opaqueReason` says why; a rule never reports on
/// the geometry of an opaque view or of what it contains.
public struct PlacedView: Sendable, Hashable {
    public var kind: NodeKind
    public var label: String?
    public var frame: Rect
    public var children: [PlacedView]
    /// The view or modifier is not modelled: it was laid out as a pass-through or an empty view.
    public var isOpaque: Bool
    /// Why the view is not modelled ("unknown modifier 'cardStyle'"); nil when it is modelled
    /// or no reason was given.
    public var opaqueReason: String?
    /// What its layout knows about the view as placed, beyond its frame (see `PlacedTraits`).
    public var traits: PlacedTraits
    /// Where the view was read from; nil for a tree built in code.
    public var origin: SourceOrigin?
    /// The text the view draws, line by line as laid out; nil for a view without text of its own.
    public var laidOutText: PlacedText?
    /// What the view is, for drawing it.
    public var role: Role
    /// The bar the view draws around its content (a NavigationStack's, a TabView's).
    public var bar: PlacedBar?
    /// The size its parent proposed: nil along an axis where the parent left it free (a vertical
    /// scroll view's content is proposed no height).
    public var proposal: ProposedSize
    /// For text known only at run time, the sample it was laid out with (`RunTimeTextLayout`).
    public var textSample: TextSample?

    public init(
        kind: NodeKind, label: String?, frame: Rect, children: [PlacedView], isOpaque: Bool = false,
        opaqueReason: String? = nil, traits: PlacedTraits = [], origin: SourceOrigin? = nil,
        laidOutText: PlacedText? = nil, role: Role? = nil, bar: PlacedBar? = nil, proposal: ProposedSize? = nil,
        textSample: TextSample? = nil
    ) {
        self.kind = kind
        self.label = label
        self.frame = frame
        self.children = children
        self.isOpaque = isOpaque
        self.opaqueReason = opaqueReason
        self.traits = traits
        self.origin = origin
        self.laidOutText = laidOutText
        self.role = role ?? (isOpaque ? .opaque : .view)
        self.bar = bar
        self.proposal = proposal ?? ProposedSize(width: frame.size.width, height: frame.size.height)
        self.textSample = textSample
    }

    /// This view and its descendants, depth first, outermost first. Each view is copied once
    /// into one array (concatenating the subtrees' arrays copied deep trees once per level).
    public var allViews: [PlacedView] {
        var views: [PlacedView] = []
        appendAll(to: &views)
        return views
    }

    private func appendAll(to views: inout [PlacedView]) {
        views.append(self)
        for child in children { child.appendAll(to: &views) }
    }

    /// The first view, depth first, with `kind` and (when given) `label`.
    public func first(kind: NodeKind, label: String? = nil) -> PlacedView? {
        allViews.first { $0.kind == kind && (label == nil || $0.label == label) }
    }
}

/// Facts about a placed view that its frame does not show, for the checks that read laid-out
/// screens.
public struct PlacedTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A text that shows fewer lines than it needs at its width: it ends in "…".
    public static let truncated = PlacedTraits(rawValue: 1 << 0)
    /// A control whose hit area the system extends beyond its frame (a bordered button).
    public static let systemHitArea = PlacedTraits(rawValue: 1 << 1)
    /// A view whose size does not depend on what it holds: a frame fixed in both dimensions, a
    /// GeometryReader. What it holds may be unknown while its own size is not.
    public static let sizedWithoutContent = PlacedTraits(rawValue: 1 << 2)
    /// A truncated text that got every line its `lineLimit` allows: the limit cut it, not its
    /// frame.
    public static let cutAtLineLimit = PlacedTraits(rawValue: 1 << 3)
    /// A text in a face Plumb has no metrics for (`Font.face`): measured with the system font's,
    /// so its height follows its size but its width, and whether it fits, is not known.
    public static let unmeasuredFace = PlacedTraits(rawValue: 1 << 4)
    /// A view whose size this layout asked where Plumb cannot know it (a picture known only at
    /// run time left a length to size itself, `RunTimePictureLayout`): opaque in this layout only.
    public static let unknownSize = PlacedTraits(rawValue: 1 << 5)
    /// A frame that sets its height (`.frame(height: 24)`): it is that tall whatever it is
    /// proposed, so what it holds — a `Spacer` — makes a gap of a chosen length.
    public static let heightSet = PlacedTraits(rawValue: 1 << 6)
}

extension PlacedView {
    /// The view for people, on one line: `Text "One\nTwo"`, `padding`, `Image "star.fill"`; a
    /// label longer than `limit` characters is cut with an ellipsis.
    public func displayName(labelLimit limit: Int = .max) -> String {
        guard let label, !label.isEmpty else { return kind.name }
        let oneLine = label.replacingOccurrences(of: "\n", with: "\\n")
        let shown = oneLine.count > limit ? oneLine.prefix(limit - 1) + "…" : Substring(oneLine)
        return "\(kind) \"\(shown)\""
    }
}
