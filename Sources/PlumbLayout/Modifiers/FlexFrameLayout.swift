/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// A negative minimum becomes 0, an ideal below the minimum becomes the minimum, a maximum below
/// the ideal becomes the ideal. With a concrete proposal the frame is the proposal clamped to
/// [min, max], an unset bound taking the view's size; with an unspecified proposal it is the
/// ideal, else the view's size clamped.
public struct FlexFrameLayout: ModifierLayout {
    /// The bounds of one dimension.
    public struct Bounds: Sendable, Hashable {
        public var min: Double?
        public var ideal: Double?
        public var max: Double?

        /// An infinite or NaN minimum is invalid and ignored, as SwiftUI does.
        public init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
            let low = min.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
            let preferred = ideal.map { Swift.max(low ?? 0, $0) }
            self.min = low
            self.ideal = preferred
            self.max = max.map { Swift.max(preferred ?? 0, $0) }
        }

        var isSet: Bool { min != nil || ideal != nil || max != nil }

        func clamp(_ value: Double) -> Double {
            Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
        }

        /// What the view is proposed in this dimension.
        func childProposal(_ proposed: Double?) -> Double? {
            (proposed ?? ideal).map(clamp)
        }

        /// The frame's length when it does not depend on the view, else nil.
        func ownLength(_ proposed: Double?) -> Double? {
            guard let proposed else { return ideal }
            guard let min, let max, min <= max else { return nil }
            return Swift.min(Swift.max(proposed, min), max)
        }

        /// The frame's length given the view's `length` for `childProposal`.
        func length(childProposal: Double?, childLength: Double) -> Double {
            switch (min, max) {
            case let (low?, high?) where low <= high: Swift.min(Swift.max(low, childLength), high)
            case let (low?, nil): Swift.max(Swift.min(childProposal ?? .infinity, childLength), low)
            case let (nil, high?): Swift.min(Swift.max(childProposal ?? -.infinity, childLength), high)
            default: childLength
            }
        }

        /// The view's proposal when the frame is placed at `length`, having been proposed
        /// `proposed`: unspecified stays unspecified while the view's ideal fits the bounds.
        func placementProposal(length: Double, proposed: Double?) -> Double? {
            guard ideal == nil, proposed == nil, (min ?? -.infinity) < length, length < (max ?? .infinity) else {
                return length
            }
            return nil
        }
    }

    public var width: Bounds
    public var height: Bounds
    public var alignment: Alignment

    public init(width: Bounds, height: Bounds, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// A proposed length is passed on as the frame's own.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        proposed
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        let ownWidth = width.ownLength(proposal.width)
        let ownHeight = height.ownLength(proposal.height)
        if let ownWidth, let ownHeight { return Size(width: ownWidth, height: ownHeight) }
        let child = ProposedSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
        let size = subviews[0].sizeThatFits(child)
        return Size(
            width: ownWidth ?? width.length(childProposal: child.width, childLength: size.width),
            height: ownHeight ?? height.length(childProposal: child.height, childLength: size.height))
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        let child = ProposedSize(
            width: width.placementProposal(length: bounds.size.width, proposed: proposal.width),
            height: height.placementProposal(length: bounds.size.height, proposed: proposal.height))
        return [SubviewPlacement(subviews[0], aligned: alignment, in: bounds, proposal: child)]
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        var spacing = subviews[0].spacing
        var edges: Edge.Set = []
        if width.isSet { edges.formUnion(.horizontal) }
        if height.isSet { edges.formUnion(.vertical) }
        spacing.reset(edges)
        return spacing
    }
}

extension ViewNode {
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> ViewNode {
        ViewNode(
            kind: .modifier("frame"),
            layout: FlexFrameLayout(
                width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                height: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment),
            children: [self])
    }
}
