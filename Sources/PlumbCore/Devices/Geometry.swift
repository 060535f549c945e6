/// The platforms the device catalog covers.
public enum DevicePlatform: String, Sendable, Hashable, CaseIterable, Codable {
    case iOS, iPadOS, watchOS, tvOS

    /// The `UIUserInterfaceIdiom` case UIKit reports on the platform's devices
    /// (`UIDevice.current.userInterfaceIdiom`): `phone` on an iPhone, `pad` on an iPad, `tv`
    /// on an Apple TV; nil on a watch, whose apps have no `UIDevice`.
    public var userInterfaceIdiom: String? {
        switch self {
        case .iOS: "phone"
        case .iPadOS: "pad"
        case .tvOS: "tv"
        case .watchOS: nil
        }
    }
}

public enum Orientation: String, Sendable, CaseIterable, Codable {
    case portrait, landscape
}

public enum SizeClass: String, Sendable, Hashable, Codable {
    case compact, regular
}

public struct SizeClasses: Sendable, Hashable {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// A size in points.
public struct PointSize: Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    var transposed: PointSize { PointSize(width: height, height: width) }
}

/// A size in physical pixels.
public struct PixelSize: Sendable, Equatable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// Edge insets in points.
public struct Insets: Sendable, Equatable {
    public var top: Double
    public var bottom: Double
    public var left: Double
    public var right: Double

    public init(top: Double, bottom: Double, left: Double, right: Double) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }

    public static let zero = Insets(top: 0, bottom: 0, left: 0, right: 0)
}
