import PlumbCore

/// `.font(_:)`, `.fontWeight(_:)`, `.bold()`, `.monospaced()`, `.dynamicTypeSize(_:)`, `.lineLimit(_:)`,
/// `.lineSpacing(_:)`, `.tracking(_:)`, `.kerning(_:)`, `.minimumScaleFactor(_:)`, `.imageScale(_:)`: no layout of their own; they change what the view's text and symbols
/// measure. `.environment(\.layoutDirection, _)` changes which side is leading.
public struct EnvironmentLayout: ModifierLayout {
    /// One environment change.
    public enum Change: Sendable, Hashable {
        case font(Font)
        case fontWeight(FontWeight)
        /// `.monospaced()`, `.monospacedDigit()`: the fixed-width face its text is drawn in.
        case monospaced(face: String)
        case dynamicTypeSize(DynamicTypeSize)
        case lineLimit(Int?)
        case lineSpacing(Double)
        case tracking(Double)
        case kerning(Double)
        case minimumScaleFactor(Double)
        case imageScale(ImageScale)
        case layoutDirection(LayoutDirection)
    }

    public var change: Change

    public init(_ change: Change) {
        self.change = change
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        var copy = environment
        switch change {
        case .font(let font):
            copy.font = font
            if font.weight == nil, let weight = environment.fontWeight { copy.font = font.weight(weight) }
            if font.face == nil, let face = environment.monospacedFace { copy.font.face = face }
        case .fontWeight(let weight):
            copy.font = environment.font.weight(weight)
            copy.fontWeight = weight
        case .monospaced(let face):
            copy.monospacedFace = face
            if copy.font.face == nil { copy.font.face = face }
        case .dynamicTypeSize(let size): copy.dynamicTypeSize = size
        case .lineLimit(let limit): copy.lineLimit = limit
        // The paragraph's line spacing, which TextKit keeps at zero or more.
        case .lineSpacing(let spacing): copy.lineSpacing = max(spacing, 0)
        case .tracking(let tracking): copy.tracking = tracking
        case .kerning(let kerning): copy.kerning = kerning
        // A fraction of the font's size, between 0 and 1 as SwiftUI documents it. Apps write
        // factors as small as 0.001 beside a huge font to fill a fixed circle or badge, so only
        // 0 and below are raised (to a thousandth: a font shrunk to nothing has no metrics).
        case .minimumScaleFactor(let factor): copy.minimumScaleFactor = min(max(factor, 0.001), 1)
        case .imageScale(let scale): copy.imageScale = scale
        case .layoutDirection(let direction): copy.layoutDirection = direction
        }
        return copy
    }
}

extension ViewNode {
    /// `.font(_:)`.
    public func font(_ font: Font) -> ViewNode { environment("font", .font(font)) }

    /// `.fontWeight(_:)`, `.bold()`.
    public func fontWeight(_ weight: FontWeight) -> ViewNode { environment("fontWeight", .fontWeight(weight)) }

    /// `.monospaced()`, `.monospacedDigit()`: text inside in `face`, whose widths Plumb does not know.
    public func monospaced(face: String) -> ViewNode { environment("monospaced", .monospaced(face: face)) }

    /// `.dynamicTypeSize(_:)`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ViewNode {
        environment("dynamicTypeSize", .dynamicTypeSize(size))
    }

    /// `.lineLimit(_:)`.
    public func lineLimit(_ limit: Int?) -> ViewNode { environment("lineLimit", .lineLimit(limit)) }

    /// `.lineSpacing(_:)`.
    public func lineSpacing(_ spacing: Double) -> ViewNode { environment("lineSpacing", .lineSpacing(spacing)) }

    /// `.tracking(_:)`.
    public func tracking(_ tracking: Double) -> ViewNode { environment("tracking", .tracking(tracking)) }

    /// `.kerning(_:)`.
    public func kerning(_ kerning: Double) -> ViewNode { environment("kerning", .kerning(kerning)) }

    /// `.minimumScaleFactor(_:)`.
    public func minimumScaleFactor(_ factor: Double) -> ViewNode {
        environment("minimumScaleFactor", .minimumScaleFactor(factor))
    }

    /// `.imageScale(_:)`.
    public func imageScale(_ scale: ImageScale) -> ViewNode { environment("imageScale", .imageScale(scale)) }

    /// `.environment(\.layoutDirection, _)`.
    public func layoutDirection(_ direction: LayoutDirection) -> ViewNode {
        environment("environment", .layoutDirection(direction))
    }

    private func environment(_ modifier: String, _ change: EnvironmentLayout.Change) -> ViewNode {
        ViewNode(kind: .modifier(modifier), layout: EnvironmentLayout(change), children: [self])
    }
}
