/// Horizontal alignment of views: which x of each view lines up.
public enum HorizontalAlignment: Sendable, Hashable {
    case leading, center, trailing

    /// The alignment guide's offset from the leading edge of a view `width` wide.
    public func offset(in width: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }
}

/// Vertical alignment of views. A text's baselines are its own (see `TextLayout`); a view
/// without text has both at its bottom edge, as in SwiftUI.
public enum VerticalAlignment: Sendable, Hashable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// The alignment guide's default offset from the top edge of a view `height` tall.
    public func offset(in height: Double) -> Double {
        switch self {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }

    /// Whether the guide is a text baseline, which views may set for themselves.
    public var isTextBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }

    /// The guide of a container from its children's: the topmost first baseline, the bottommost
    /// last baseline.
    func combine(_ values: [Double]) -> Double? {
        self == .firstTextBaseline ? values.min() : values.max()
    }
}

/// A two-dimensional alignment.
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `size` view aligned with this alignment in `bounds`.
    public func origin(of size: Size, in bounds: Rect) -> Point {
        Point(
            x: bounds.minX + horizontal.offset(in: bounds.size.width) - horizontal.offset(in: size.width),
            y: bounds.minY + vertical.offset(in: bounds.size.height) - vertical.offset(in: size.height))
    }
}
