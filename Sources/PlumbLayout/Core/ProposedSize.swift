/// What a parent offers a child: per dimension a length, `nil` ("your ideal"), `0` ("your minimum")
/// or `.infinity` ("your maximum").
public struct ProposedSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal from its value along `axis` and across it.
    public init(_ length: Double?, along axis: Axis, across: Double?) {
        self = axis == .horizontal
            ? ProposedSize(width: length, height: across) : ProposedSize(width: across, height: length)
    }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal less `insets` (never below zero); an unspecified dimension stays unspecified.
    public func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: width.map { max($0 - insets.horizontal, 0) },
            height: height.map { max($0 - insets.vertical, 0) })
    }

    /// The proposal with its length along `axis`, when unspecified, replaced by `size`'s.
    public func replacingUnspecified(_ axis: Axis, with size: Size) -> ProposedSize {
        var proposal = self
        proposal[axis] = self[axis] ?? size[axis]
        return proposal
    }

    /// The proposal with each unspecified dimension replaced by `size`'s.
    public func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}
