/// `.aspectRatio(_:contentMode:)`: the view is proposed the largest size of the ratio that fits
/// the proposal (`.fit`) or the smallest that covers it (`.fill`); without a ratio, its ideal
/// size's. An unspecified dimension follows from the other; with neither, the ideal width.
public struct AspectRatioLayout: ModifierLayout {
    public enum ContentMode: String, Sendable, Hashable { case fit, fill }

    /// Width ÷ height; nil takes the view's ideal size's.
    public var ratio: Double?
    public var contentMode: ContentMode

    public init(ratio: Double? = nil, contentMode: ContentMode = .fit) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    /// The view's ideal size is asked only where it counts (no ratio, or no length proposed): a
    /// picture known only at run time asked it is unknown (`RunTimePictureLayout`).
    private func childProposal(_ proposal: ProposedSize, _ child: LayoutSubview) -> ProposedSize {
        let ratio = self.ratio ?? {
            let ideal = child.sizeThatFits(.unspecified)
            return ideal.height > 0 ? ideal.width / ideal.height : 1
        }()
        guard ratio > 0, ratio.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            let idealWidth = child.sizeThatFits(.unspecified).width
            return ProposedSize(width: idealWidth, height: idealWidth / ratio)
        case (let width?, nil):
            return ProposedSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let widthLimited = (width / height < ratio) == (contentMode == .fit)
            return widthLimited
                ? ProposedSize(width: width, height: width / ratio) : ProposedSize(width: height * ratio, height: height)
        }
    }

    public func traits(placedAt size: Size, proposal: ProposedSize, environment: LayoutEnvironment) -> PlacedTraits {
        contentMode == .fill ? .coversProposal : []
    }

    /// The proposal is reshaped to the ratio: no claim.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        false
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        subviews[0].sizeThatFits(childProposal(proposal, subviews[0]))
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        [SubviewPlacement(subviews[0], aligned: .center, in: bounds, proposal: childProposal(proposal, subviews[0]))]
    }
}

extension ViewNode {
    /// `.aspectRatio(_:contentMode:)`.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: AspectRatioLayout.ContentMode = .fit) -> ViewNode {
        ViewNode(kind: .modifier("aspectRatio"), layout: AspectRatioLayout(ratio: ratio, contentMode: contentMode), children: [self])
    }
}
