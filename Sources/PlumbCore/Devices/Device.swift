/// One Apple screen: its size, scale, size classes and safe areas.
public struct Device: Sendable, Identifiable, Equatable {
    /// Stable and URL-safe, e.g. "iphone-15-pro".
    public let id: String
    public let name: String
    public let platform: DevicePlatform
    /// The product line: "iPhone", "iPad Pro", "Apple Watch" …
    public let family: String
    /// The release year; for a row standing for several models, the first the row's data fits.
    public let year: Int
    /// Width × height in points, portrait; for Apple TV its only (landscape) orientation.
    public let points: PointSize
    public let pixels: PixelSize
    /// UIKit's scale factor, which may differ from the panel's native scale (the Plus iPhones
    /// render @3x and downsample to 1080×1920).
    public let scale: Double
    /// The OS version the safe-area insets were measured on; nil where they are not measured
    /// (Apple Watch, and Apple TV, whose safe zone is a design rule).
    public let insetsOSVersion: String?
    /// In the representative default set, see `DeviceCatalog.defaultSet`.
    public let isDefault: Bool
    let safeAreaProfile: SafeAreaProfile

    init(
        id: String, name: String, platform: DevicePlatform, family: String, year: Int,
        points: PointSize, pixels: PixelSize, scale: Double, safeArea: SafeAreaProfile,
        isDefault: Bool
    ) {
        self.id = id
        self.name = name
        self.platform = platform
        self.family = family
        self.year = year
        self.points = points
        self.pixels = pixels
        self.scale = scale
        self.insetsOSVersion = safeArea.osVersion
        self.isDefault = isDefault
        self.safeAreaProfile = safeArea
    }

    /// The orientations the screen can be used in: a TV stands in landscape; a watch has no
    /// orientation (its content does not rotate with the wrist).
    public var orientations: [Orientation] {
        switch platform {
        case .iOS, .iPadOS: [.portrait, .landscape]
        case .watchOS: []
        case .tvOS: [.landscape]
        }
    }

    private var rotates: Bool { orientations.count > 1 }

    /// The full screen in points. A screen that does not rotate has the same size either way.
    public func screenSize(_ orientation: Orientation) -> PointSize {
        rotates && orientation == .landscape ? points.transposed : points
    }

    /// Full-screen size classes; nil for Apple Watch and Apple TV, whose layouts size classes
    /// do not drive.
    public func sizeClasses(_ orientation: Orientation) -> SizeClasses? {
        switch (platform, orientation) {
        case (.watchOS, _), (.tvOS, _):
            nil
        case (.iPadOS, _):
            SizeClasses(horizontal: .regular, vertical: .regular)
        case (.iOS, .portrait):
            SizeClasses(horizontal: .compact, vertical: .regular)
        case (.iOS, .landscape):
            SizeClasses(horizontal: isWidePhone ? .regular : .compact, vertical: .compact)
        }
    }

    /// The Plus and Max models, XR and 11 are regular width in landscape: 414 pt wide and more.
    private var isWidePhone: Bool { points.width >= 414 }

    /// Safe-area insets of the full screen, without any bars an app adds.
    public func safeArea(_ orientation: Orientation) -> Insets {
        rotates && orientation == .landscape ? safeAreaProfile.landscape : safeAreaProfile.portrait
    }

    /// The status bar's height; 0 where it is hidden (iPhone landscape), nil where the platform
    /// has none.
    public func statusBarHeight(_ orientation: Orientation) -> Double? {
        guard let height = safeAreaProfile.statusBar else { return nil }
        return orientation == .portrait || safeAreaProfile.statusBarInLandscape ? height : 0
    }

    /// A tab bar's height: the bar plus the bottom safe-area inset it extends into.
    public func tabBarHeight(_ orientation: Orientation) -> Double {
        BarHeights.tabBar + safeArea(orientation).bottom
    }
}

/// Standard bar heights in points (simulator measurements; see docs/devices.md, "Sources and decisions").
public enum BarHeights {
    public static let navigationBar: Double = 44
    public static let navigationBarWithLargeTitle: Double = 96
    /// Without the bottom inset; see `Device.tabBarHeight(_:)`.
    public static let tabBar: Double = 49
}
