/// `Slider` without value labels: UIKit's `UISlider`, as wide as it is proposed and as tall as
/// UIKit sizes it. Its height, 34, is measured on UIKit's renders of a default `UISlider` sized by
/// `sizeThatFits` on iOS 17.5, 18.5 and 26.2, which also show the slider taking the whole width it
/// is offered (see docs/layout.md, "Metrics measured on renders").
public struct SliderLayout: LeafLayout {
    /// `UISlider`'s height from `sizeThatFits`, the same on iOS 17.5, 18.5 and 26.2.
    public static let height = 34.0

    public init() {}

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        // Flexible in width like the linear progress bar; unproposed, a shape's unspecified length.
        Size(width: proposal.width ?? ShapeLayout.unspecifiedLength, height: Self.height)
    }
}

extension ViewNode {
    /// `Slider(value:in:step:)`, without value labels.
    public static func slider() -> ViewNode {
        ViewNode(kind: .view("Slider"), layout: SliderLayout())
    }
}
