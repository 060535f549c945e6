import PlumbCore

/// `.frame(width: proxy.size.width / 2)` inside `GeometryReader { proxy in … }`: a frame whose
/// lengths are read from the size of the GeometryReader around it. A proxy's size is its
/// reader's own size, which SwiftUI knows when it places the reader and before the content is
/// laid out; so the reader resolves the frame as it places its content
/// (`GeometryReaderLayout.children(_:placedAt:)`). Laid out anywhere else (apart from its
/// reader) the frame's size is not known, and the view is opaque in that layout.
public struct MeasuredFrameLayout: ModifierLayout {
    /// One length argument of `frame`.
    public enum Argument: String, Sendable, Hashable, CaseIterable {
        case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight
    }

    /// Where the closure of the GeometryReader whose size the lengths read is written.
    public var reader: SourcePosition
    /// Each argument given: a number, or a number plus multiples of the reader's width and height.
    public var lengths: [Argument: GuideValue]
    public var alignment: Alignment

    public init(reader: SourcePosition, lengths: [Argument: GuideValue], alignment: Alignment = .center) {
        self.reader = reader
        self.lengths = lengths
        self.alignment = alignment
    }

    /// The frame in a reader `size` large: `.frame(width:height:)` where only those are given,
    /// else the flexible frame. Nil where a fixed length comes out negative or not finite, which
    /// SwiftUI calls an invalid frame dimension without saying what it draws.
    public func resolved(in size: Size) -> (any ModifierLayout)? {
        let value = { (argument: Argument) in self.lengths[argument].map { $0.value(for: size) { _ in 0 } } }
        if lengths.keys.allSatisfy({ $0 == .width || $0 == .height }) {
            let fixed = [value(.width), value(.height)].compactMap { $0 }
            guard fixed.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
            return FrameLayout(width: value(.width), height: value(.height), alignment: alignment)
        }
        guard !Argument.allCases.contains(where: { value($0)?.isNaN == true }) else { return nil }
        return FlexFrameLayout(
            width: .init(min: value(.minWidth), ideal: value(.idealWidth), max: value(.maxWidth)),
            height: .init(min: value(.minHeight), ideal: value(.idealHeight), max: value(.maxHeight)), alignment: alignment)
    }

    public func unknownSizeReason(for proposal: ProposedSize) -> String? {
        "a frame measured from a GeometryReader's size, laid out apart from the reader"
    }
}

extension ViewNode {
    /// `.frame(…)` with lengths read from the size of the GeometryReader whose closure is at `reader`.
    public func measuredFrame(
        reader: SourcePosition, _ lengths: [MeasuredFrameLayout.Argument: GuideValue], alignment: Alignment = .center
    ) -> ViewNode {
        ViewNode(
            kind: .modifier("frame"), layout: MeasuredFrameLayout(reader: reader, lengths: lengths, alignment: alignment),
            children: [self])
    }

    /// The tree with every frame measured from the reader at `reader` resolved for its `size`;
    /// one that resolves to an invalid dimension stays as it is (opaque where it is laid out).
    func resolvingMeasuredFrames(of reader: SourcePosition, size: Size) -> ViewNode {
        var copy = self
        if let measured = layout as? MeasuredFrameLayout, measured.reader == reader, let resolved = measured.resolved(in: size) {
            copy.layout = resolved
        }
        copy.children = children.map { $0.resolvingMeasuredFrames(of: reader, size: size) }
        return copy
    }
}
