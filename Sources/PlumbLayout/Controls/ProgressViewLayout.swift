/// `ProgressView` without a label: the circular style is UIKit's activity indicator, the linear
/// style UIKit's progress bar.
public struct ProgressViewLayout: LeafLayout {
    public enum Style: String, Sendable, Hashable {
        case circular, linear
    }

    /// The sizes of `UIActivityIndicatorView`: 20×20 in its medium (regular) style and 37×37 in
    /// its large style, which the circular style draws at the regular and large control sizes.
    public static let regularIndicatorSide = 20.0
    public static let largeIndicatorSide = 37.0
    /// The height of `UIProgressView`'s default bar, which the linear style draws as wide as
    /// proposed.
    public static let barHeight = 4.0

    public var style: Style
    /// Whether the indicator is drawn at the large control size (circular style only).
    public var isLarge: Bool

    public init(style: Style, isLarge: Bool = false) {
        self.style = style
        self.isLarge = isLarge
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        switch style {
        case .circular:
            let side = isLarge ? Self.largeIndicatorSide : Self.regularIndicatorSide
            return Size(width: side, height: side)
        case .linear:
            // Flexible in width like a shape; unproposed, as wide as a shape's unspecified length.
            return Size(width: proposal.width ?? ShapeLayout.unspecifiedLength, height: Self.barHeight)
        }
    }
}

extension ViewNode {
    /// `ProgressView()` (circular) or `ProgressView(value:)` (linear), without a label.
    public static func progressView(_ style: ProgressViewLayout.Style, isLarge: Bool = false) -> ViewNode {
        ViewNode(kind: .view("ProgressView"), layout: ProgressViewLayout(style: style, isLarge: isLarge))
    }
}
