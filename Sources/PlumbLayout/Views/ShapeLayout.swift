/// `Color`, `Rectangle`, `RoundedRectangle`, `Circle`, `Capsule` and other shapes: they take
/// whatever is proposed; an unspecified dimension becomes 10.
public struct ShapeLayout: LeafLayout {
    public var role: PlacedView.Role { .shape }

    /// The length a shape takes in an unspecified dimension.
    public static let unspecifiedLength = 10.0

    public init() {}

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        proposal.replacingUnspecified(with: Size(width: Self.unspecifiedLength, height: Self.unspecifiedLength))
    }
}

extension ViewNode {
    /// `Color.<name>`.
    public static func color(_ name: String) -> ViewNode {
        ViewNode(kind: .view("Color"), label: name, layout: ShapeLayout())
    }

    /// A shape (`Rectangle`, `RoundedRectangle`, `Circle`, `Capsule`, …) and the colour it is
    /// filled with, if any.
    public static func shape(_ type: String, fill: String? = nil) -> ViewNode {
        ViewNode(kind: .view(type), label: fill, layout: ShapeLayout())
    }
}
