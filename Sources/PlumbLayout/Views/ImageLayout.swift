/// `Image(systemName:)`: an SF Symbol is drawn at its font's size. Symbols differ in width; the
/// engine takes a square as tall as a line of the font (about 20.33pt for body text on @3x),
/// an approximation. `Image("name")` of the app's asset catalog: its picture's size in points
/// (`pictureSize`), whatever the font. `.resizable()` makes either take the proposal like a
/// shape, its own size where a dimension is unspecified.
public struct ImageLayout: LeafLayout {
    public var role: PlacedView.Role { .symbol }

    public var isResizable: Bool
    /// The picture's size; nil for a symbol, sized by its font.
    public var pictureSize: Size?

    public init(isResizable: Bool = false, pictureSize: Size? = nil) {
        self.isResizable = isResizable
        self.pictureSize = pictureSize
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        let intrinsic = pictureSize ?? symbolSize(environment)
        return isResizable ? proposal.replacingUnspecified(with: intrinsic) : intrinsic
    }

    private func symbolSize(_ environment: LayoutEnvironment) -> Size {
        let side = environment.textMeasurer.metrics.lineHeight * environment.imageScale.factor
        return Size(width: side, height: side)
    }

    /// A symbol sits on the text baseline like a line of its font: one ascender below its top. A
    /// picture's baseline is its bottom edge, the default.
    public func textBaseline(
        _ guide: VerticalAlignment, size: Size, proposal: ProposedSize, subviews: [LayoutSubview],
        environment: LayoutEnvironment
    ) -> Double? {
        isResizable || pictureSize != nil ? nil : environment.textMeasurer.metrics.ascender
    }
}

/// `.imageScale(_:)`: a symbol drawn smaller or larger than its font. The factors are an
/// approximation of SF Symbols' scales (small about 0.8, large about 1.3 of medium).
public enum ImageScale: String, Sendable, Hashable, CaseIterable {
    case small, medium, large

    var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}

extension ViewNode {
    /// `Image(systemName:)`, optionally `.resizable()`.
    public static func image(systemName: String, resizable: Bool = false) -> ViewNode {
        ViewNode(kind: .view("Image"), label: systemName, layout: ImageLayout(isResizable: resizable))
    }

    /// `Image("name")` whose picture is `size` points, optionally `.resizable()`.
    public static func image(named name: String, size: Size, resizable: Bool = false) -> ViewNode {
        ViewNode(kind: .view("Image"), label: name, layout: ImageLayout(isResizable: resizable, pictureSize: size))
    }
}
