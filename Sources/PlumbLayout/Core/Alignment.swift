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

/// Vertical alignment of views. The text baselines are approximated: the first baseline by the
/// top edge, the last by the bottom edge (exact for views of one line of the same font).
public enum VerticalAlignment: Sendable, Hashable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// The alignment guide's offset from the top edge of a view `height` tall.
    public func offset(in height: Double) -> Double {
        switch self {
        case .top, .firstTextBaseline: 0
        case .center: height / 2
        case .bottom, .lastTextBaseline: height
        }
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
