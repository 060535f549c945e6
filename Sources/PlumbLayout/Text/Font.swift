import PlumbCore

/// A text style of the system font.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Point sizes at xSmall … AX5, measured with UIKit's preferred fonts (data/typography.md).
    var pointSizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    /// The style's point size at `size`.
    public func pointSize(at size: DynamicTypeSize) -> Double { pointSizes[size.index] }

    var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}

/// A font weight.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// A font as a view's environment holds it: a text style (scales with Dynamic Type), a fixed
/// size (`.system(size:)`, does not scale) or a size that scales as a text style does
/// (`.custom(_:size:relativeTo:)`), an optional weight, and the face when it is not the system's.
public struct Font: Sendable, Hashable {
    public enum Size: Sendable, Hashable {
        case style(TextStyle)
        case fixed(Double)
        /// A size given at the Large text size, scaled by the ratio `style` scales by.
        case scaled(Double, relativeTo: TextStyle)
    }

    public var size: Size
    public var weight: FontWeight?
    /// The custom face (`Font.custom("Avenir", size: 17)`): `Avenir`, or the name as written when
    /// it is not a literal; nil for the system font. Plumb has only the system font's metrics, so
    /// text in a face is measured with them: its height follows its size, its width is not known.
    public var face: String?

    public init(_ size: Size, weight: FontWeight? = nil, face: String? = nil) {
        self.size = size
        self.weight = weight
        self.face = face
    }

    public static func style(_ style: TextStyle) -> Font { Font(.style(style)) }
    public static func system(size: Double, weight: FontWeight? = nil) -> Font { Font(.fixed(size), weight: weight) }
    public static let body = Font.style(.body)

    /// The point size at `dynamicType`.
    public func pointSize(at dynamicType: DynamicTypeSize) -> Double {
        switch size {
        case .style(let style): style.pointSize(at: dynamicType)
        case .fixed(let points): points
        case .scaled(let points, let style): points * style.pointSize(at: dynamicType) / style.pointSize(at: .large)
        }
    }

    /// The weight drawn: the explicit one, else the style's.
    public var resolvedWeight: FontWeight {
        if let weight { return weight }
        if case .style(let style) = size { return style.defaultWeight }
        return .regular
    }

    /// The same font with `weight`.
    public func weight(_ weight: FontWeight) -> Font { Font(size, weight: weight, face: face) }

    /// Whether text in either font is measured the same: the same size and weight, and both in
    /// the system font or both in faces Plumb has no metrics for.
    public func measuresLike(_ other: Font) -> Bool {
        size == other.size && weight == other.weight && (face == nil) == (other.face == nil)
    }

    /// Whether text in this font is never larger than in `other`: both the system font, no
    /// larger a point size at any text size and no heavier a weight (`.callout` and `.headline`,
    /// `.caption` and `.caption.bold()`). Text grows in both width and height with its size and
    /// weight, so of two fonts so ordered one is the smaller at every text size; `.title3` and
    /// `.headline` (larger but lighter) are not ordered.
    public func isNoLarger(than other: Font) -> Bool {
        guard face == nil, other.face == nil, resolvedWeight <= other.resolvedWeight else { return false }
        return DynamicTypeSize.allCases.allSatisfy { pointSize(at: $0) <= other.pointSize(at: $0) }
    }
}

extension FontWeight: Comparable {
    /// Lighter before heavier, in the order the cases are declared.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
