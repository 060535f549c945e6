import PlumbCore

/// `Divider`: a line one pixel thick (1pt at accessibility text sizes) across the stack it is in,
/// as long as offered along the other axis; horizontal outside stacks.
public struct DividerLayout: LeafLayout {
    public init() {}

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        let thickness = environment.dynamicTypeSize >= .accessibility1 ? 1 : environment.grid.pixelLength
        let lineAxis: Axis = environment.stackAxis == .horizontal ? .vertical : .horizontal
        let length = proposal[lineAxis] ?? ShapeLayout.unspecifiedLength
        return Size(length, along: lineAxis, across: thickness)
    }
}

extension ViewNode {
    /// `Divider()`.
    public static func divider() -> ViewNode {
        ViewNode(kind: .view("Divider"), layout: DividerLayout())
    }
}
