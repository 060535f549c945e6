/// `Image(systemName:)`: an SF Symbol is drawn at its font's size. Symbols differ in size: a
/// symbol measured in SwiftUI's renders has its frame (`SymbolMetrics`); for any other the engine
/// takes a square as tall as a line of the font (about 20.33pt for body text on @3x), an
/// approximation, as wide as a resizable symbol's measured proportions make it. `Image("name")` of the app's asset catalog: its picture's size in points
/// (`pictureSize`), whatever the font. `.resizable()` makes either take the proposal like a
/// shape, its own size where a dimension is unspecified.
public struct ImageLayout: LeafLayout {
    public var role: PlacedView.Role { .symbol }

    public var isResizable: Bool
    /// The picture's size; nil for a symbol, sized by its font.
    public var pictureSize: Size?
    /// The SF Symbol's name when the code spells it, which gives a measured symbol its frame.
    public var symbolName: String?

    public init(isResizable: Bool = false, pictureSize: Size? = nil, symbolName: String? = nil) {
        self.isResizable = isResizable
        self.pictureSize = pictureSize
        self.symbolName = symbolName
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        let intrinsic = pictureSize ?? symbolSize(environment)
        return isResizable ? proposal.replacingUnspecified(with: intrinsic) : intrinsic
    }

    private func symbolSize(_ environment: LayoutEnvironment) -> Size {
        let metrics = environment.fontMetrics
        let scale = environment.imageScale.factor
        guard let measured = symbolName.flatMap(SymbolMetrics.measured) else {
            let height = metrics.lineHeight * scale
            // Resizable, only its proportions tell (what `.scaledToFit()` keeps).
            let aspectRatio = isResizable ? symbolName.flatMap(SymbolMetrics.resizedAspectRatio) ?? 1 : 1
            return Size(width: height * aspectRatio, height: height)
        }
        let em = metrics.pointSize * scale
        return Size(width: environment.grid.round(measured.width * em), height: environment.grid.round(measured.height * em))
    }

    /// A symbol sits on the text baseline like a line of its font: one ascender below its top. A
    /// picture's baseline is its bottom edge, the default.
    public func textBaseline(
        _ guide: VerticalAlignment, size: Size, proposal: ProposedSize, subviews: [LayoutSubview],
        environment: LayoutEnvironment
    ) -> Double? {
        isResizable || pictureSize != nil ? nil : environment.fontMetrics.ascender
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
    /// `Image(systemName:)`, optionally `.resizable()`. `isSFSymbol` is false when `systemName`
    /// is the code that names it at run time or an asset catalog's own symbol: no measured frame.
    public static func image(systemName: String, isSFSymbol: Bool = true, resizable: Bool = false) -> ViewNode {
        let layout = ImageLayout(isResizable: resizable, symbolName: isSFSymbol ? systemName : nil)
        return ViewNode(kind: .view("Image"), label: systemName, layout: layout)
    }

    /// `Image("name")` whose picture is `size` points, optionally `.resizable()`.
    public static func image(named name: String, size: Size, resizable: Bool = false) -> ViewNode {
        ViewNode(kind: .view("Image"), label: name, layout: ImageLayout(isResizable: resizable, pictureSize: size))
    }
}
