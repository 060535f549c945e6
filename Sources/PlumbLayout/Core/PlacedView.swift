import PlumbCore

/// A laid-out view: its frame in the screen's (or canvas's) coordinates, rounded to the pixel
/// grid, and its laid-out children.
///
/// `origin` is the `ViewNode`'s, so a rule that finds a problem in the geometry can report it at
/// the line that made the view. An opaque view (`isOpaque`) was not modelled — its geometry is
/// a pass-through of its content, or zero — and `opaqueReason` says why; a rule never reports on
/// the geometry of an opaque view or of what it contains.
public struct PlacedView: Sendable, Hashable {
    /// What the view is, held behind one reference. A laid-out tree is passed up through every
    /// layout, copied into the flat lists the checks read (`LaidOutScreen`) and into arrays that
    /// grow; a copy of the parts themselves retained each of their dozen references, and those
    /// copies were a tenth of a lint's layout phase (callgrind, `BENCHMARKS.md`). A copy of the
    /// view now retains one; a change gives the view new parts, so copies stay values.
    private struct Parts: Sendable, Hashable {
        var kind: NodeKind
        var label: String?
        var frame: Rect
        var children: [PlacedView]
        var isOpaque: Bool
        var opaqueReason: String?
        var traits: PlacedTraits
        var origin: SourceOrigin?
        var laidOutText: PlacedText?
        var role: Role
        var bar: PlacedBar?
        var proposal: ProposedSize
        var textSample: TextSample?
    }

    private final class Storage: Sendable {
        let parts: Parts

        init(_ parts: Parts) {
            self.parts = parts
        }
    }

    private var storage: Storage

    /// The parts, read in place; a change makes new parts for this view alone.
    private var parts: Parts {
        get { storage.parts }
        set { storage = Storage(newValue) }
    }

    public var kind: NodeKind {
        get { parts.kind }
        set { parts.kind = newValue }
    }
    public var label: String? {
        get { parts.label }
        set { parts.label = newValue }
    }
    public var frame: Rect {
        get { parts.frame }
        set { parts.frame = newValue }
    }
    public var children: [PlacedView] {
        get { parts.children }
        set { parts.children = newValue }
    }
    /// The view or modifier is not modelled: it was laid out as a pass-through or an empty view.
    public var isOpaque: Bool {
        get { parts.isOpaque }
        set { parts.isOpaque = newValue }
    }
    /// Why the view is not modelled ("unknown modifier 'cardStyle'"); nil when it is modelled
    /// or no reason was given.
    public var opaqueReason: String? {
        get { parts.opaqueReason }
        set { parts.opaqueReason = newValue }
    }
    /// What its layout knows about the view as placed, beyond its frame (see `PlacedTraits`).
    public var traits: PlacedTraits {
        get { parts.traits }
        set { parts.traits = newValue }
    }
    /// Where the view was read from; nil for a tree built in code.
    public var origin: SourceOrigin? {
        get { parts.origin }
        set { parts.origin = newValue }
    }
    /// The text the view draws, line by line as laid out; nil for a view without text of its own.
    public var laidOutText: PlacedText? {
        get { parts.laidOutText }
        set { parts.laidOutText = newValue }
    }
    /// What the view is, for drawing it.
    public var role: Role {
        get { parts.role }
        set { parts.role = newValue }
    }
    /// The bar the view draws around its content (a NavigationStack's, a TabView's).
    public var bar: PlacedBar? {
        get { parts.bar }
        set { parts.bar = newValue }
    }
    /// The size its parent proposed: nil along an axis where the parent left it free (a vertical
    /// scroll view's content is proposed no height).
    public var proposal: ProposedSize {
        get { parts.proposal }
        set { parts.proposal = newValue }
    }
    /// For text known only at run time, the sample it was laid out with (`RunTimeTextLayout`).
    public var textSample: TextSample? {
        get { parts.textSample }
        set { parts.textSample = newValue }
    }

    public init(
        kind: NodeKind, label: String?, frame: Rect, children: [PlacedView], isOpaque: Bool = false,
        opaqueReason: String? = nil, traits: PlacedTraits = [], origin: SourceOrigin? = nil,
        laidOutText: PlacedText? = nil, role: Role? = nil, bar: PlacedBar? = nil, proposal: ProposedSize? = nil,
        textSample: TextSample? = nil
    ) {
        storage = Storage(Parts(
            kind: kind, label: label, frame: frame, children: children, isOpaque: isOpaque, opaqueReason: opaqueReason,
            traits: traits, origin: origin, laidOutText: laidOutText, role: role ?? (isOpaque ? .opaque : .view), bar: bar,
            proposal: proposal ?? ProposedSize(width: frame.size.width, height: frame.size.height), textSample: textSample))
    }

    public static func == (lhs: PlacedView, rhs: PlacedView) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.parts == rhs.storage.parts
    }

    public func hash(into hasher: inout Hasher) {
        storage.parts.hash(into: &hasher)
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
    /// An `.aspectRatio(contentMode: .fill)` (`scaledToFill()`): what it holds covers the size
    /// it is proposed, and what runs past that is meant to be cut off (a background picture),
    /// not content pushed off the screen or under its insets.
    public static let coversProposal = PlacedTraits(rawValue: 1 << 7)
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
