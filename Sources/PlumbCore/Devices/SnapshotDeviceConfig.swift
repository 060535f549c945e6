/// One device configuration of swift-snapshot-testing (its `ViewImageConfig`): the window a
/// snapshot test renders a view in with `.image(layout: .device(config:))`. These are the
/// library's hosts, not real devices (`DeviceCatalog`): an iPhone 13's configuration has the
/// insets of a 2021 simulator and sets the content size to medium, and an iPad's has a 20-pt
/// status bar and no home indicator.
///
/// The facts are swift-snapshot-testing 1.18.9's (commit 6bb6c9ae9970387eeb4b8394c34bd8c350030500),
/// `Sources/SnapshotTesting/Common/View.swift`: `ViewImageConfig`'s sizes and safe areas, and the
/// `UITraitCollection`s they carry. The configurations set no display scale: a snapshot is drawn
/// at the scale of the simulator that ran the test.
public struct SnapshotDeviceConfig: Sendable, Equatable, Identifiable {
    /// The library's name for the configuration, e.g. "iPhone13", "iPadPro11", "tv".
    public let name: String
    public let platform: DevicePlatform
    public let orientation: Orientation
    /// The Split View pane of an iPad configuration; nil for the full screen.
    public let split: SplitFraction?
    public let size: PointSize
    public let safeArea: Insets
    /// nil for Apple TV, whose configurations set no size classes.
    public let sizeClasses: SizeClasses?
    /// The content size category the configuration's traits set: medium on every iPhone; nil on
    /// iPads and Apple TV, which keep the simulator's (large unless the test sets one).
    public let contentSize: DynamicTypeSize?

    /// "iPhone13-portrait", "iPadPro11-landscape-oneThird", "tv".
    public var id: String {
        guard platform != .tvOS else { return name }
        return [name, orientation.rawValue, split.map(Self.splitName)].compactMap { $0 }.joined(separator: "-")
    }

    static func splitName(_ fraction: SplitFraction) -> String {
        switch fraction {
        case .oneThird: "oneThird"
        case .half: "oneHalf"
        case .twoThirds: "twoThirds"
        }
    }
}

/// Every configuration swift-snapshot-testing defines, and the names a test writes for them.
public enum SnapshotDeviceConfigs {
    /// The library release the facts come from.
    public static let source = "swift-snapshot-testing 1.18.9 (6bb6c9ae9970387eeb4b8394c34bd8c350030500)"

    public static let all: [SnapshotDeviceConfig] = phones.flatMap(\.configs) + pads.flatMap(\.configs) + televisions

    /// The configuration a test names: "iPhone13" (the library's default orientation: portrait
    /// for an iPhone, landscape for an iPad), "iPhone13-landscape", "iPadPro11-portrait-oneThird".
    /// Case-insensitive.
    public static func named(_ name: String) -> SnapshotDeviceConfig? {
        let parts = name.lowercased().split(separator: "-").map(String.init)
        guard let device = parts.first else { return nil }
        let matches = all.filter { $0.name.lowercased() == device }
        guard let first = matches.first else { return nil }
        let orientation = parts.count > 1 ? Orientation(rawValue: parts[1]) : (first.platform == .iPadOS ? .landscape : .portrait)
        let split = parts.count > 2 ? SplitFraction.allCases.first { SnapshotDeviceConfig.splitName($0).lowercased() == parts[2] } : nil
        guard parts.count <= 3, orientation != nil, parts.count < 3 || split != nil else { return nil }
        return matches.first { first.platform == .tvOS || ($0.orientation == orientation && $0.split == split) }
    }

    /// An iPhone configuration: its portrait size and the insets of each orientation. Every
    /// iPhone is compact width in portrait; in landscape the 414-pt-wide ones are regular.
    private struct Phone {
        let names: [String]
        let width: Double
        let height: Double
        let portrait: Insets
        let landscape: Insets
        let regularInLandscape: Bool

        var configs: [SnapshotDeviceConfig] {
            names.flatMap { name in
                [
                    SnapshotDeviceConfig(
                        name: name, platform: .iOS, orientation: .portrait, split: nil,
                        size: PointSize(width: width, height: height), safeArea: portrait,
                        sizeClasses: SizeClasses(horizontal: .compact, vertical: .regular), contentSize: .medium),
                    SnapshotDeviceConfig(
                        name: name, platform: .iOS, orientation: .landscape, split: nil,
                        size: PointSize(width: height, height: width), safeArea: landscape,
                        sizeClasses: SizeClasses(horizontal: regularInLandscape ? .regular : .compact, vertical: .compact),
                        contentSize: .medium),
                ]
            }
        }
    }

    private static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Insets {
        Insets(top: top, bottom: bottom, left: left, right: right)
    }

    private static let statusBar = insets(20, 0, 0, 0)

    private static let phones: [Phone] = [
        Phone(names: ["iPhoneSe"], width: 320, height: 568, portrait: statusBar, landscape: .zero, regularInLandscape: false),
        Phone(names: ["iPhone8"], width: 375, height: 667, portrait: statusBar, landscape: .zero, regularInLandscape: false),
        Phone(names: ["iPhone8Plus"], width: 414, height: 736, portrait: statusBar, landscape: .zero, regularInLandscape: true),
        Phone(
            names: ["iPhoneX"], width: 375, height: 812, portrait: insets(44, 0, 34, 0), landscape: insets(0, 44, 24, 44),
            regularInLandscape: false),
        Phone(
            names: ["iPhoneXsMax", "iPhoneXr"], width: 414, height: 896, portrait: insets(44, 0, 34, 0),
            landscape: insets(0, 44, 24, 44), regularInLandscape: true),
        Phone(
            names: ["iPhone12", "iPhone12Pro", "iPhone13", "iPhone13Pro"], width: 390, height: 844,
            portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47), regularInLandscape: false),
        Phone(
            names: ["iPhone12ProMax", "iPhone13ProMax"], width: 428, height: 926, portrait: insets(47, 0, 34, 0),
            landscape: insets(0, 47, 21, 47), regularInLandscape: true),
        // The library gives the 13 mini the iPhone 13's traits: compact width in landscape.
        Phone(
            names: ["iPhone13Mini"], width: 375, height: 812, portrait: insets(50, 0, 34, 0),
            landscape: insets(0, 50, 21, 50), regularInLandscape: false),
    ]

    /// An iPad configuration: its landscape size, one safe area for every orientation and pane,
    /// and the width of each Split View pane. Panes are compact width but for the landscape
    /// 2/3 pane (and, on the 12.9", the landscape 1/2 pane); the full screen is regular.
    private struct Pad {
        let names: [String]
        let width: Double
        let height: Double
        let safeArea: Insets
        let landscapePanes: [(SplitFraction, Double)]
        let portraitPanes: [(SplitFraction, Double)]
        var regularLandscapeHalf = false

        var configs: [SnapshotDeviceConfig] {
            names.flatMap { name in
                func config(_ orientation: Orientation, _ split: SplitFraction?, width: Double, height: Double) -> SnapshotDeviceConfig {
                    let regular = split == nil || (orientation == .landscape && (split == .twoThirds || (split == .half && regularLandscapeHalf)))
                    return SnapshotDeviceConfig(
                        name: name, platform: .iPadOS, orientation: orientation, split: split,
                        size: PointSize(width: width, height: height), safeArea: safeArea,
                        sizeClasses: SizeClasses(horizontal: regular ? .regular : .compact, vertical: .regular), contentSize: nil)
                }
                return [config(.landscape, nil, width: width, height: height), config(.portrait, nil, width: height, height: width)]
                    + landscapePanes.map { config(.landscape, $0.0, width: $0.1, height: height) }
                    + portraitPanes.map { config(.portrait, $0.0, width: $0.1, height: width) }
            }
        }
    }

    private static let pads: [Pad] = [
        Pad(
            names: ["iPadMini", "iPad9_7"], width: 1024, height: 768, safeArea: statusBar,
            landscapePanes: [(.oneThird, 320), (.half, 507), (.twoThirds, 694)], portraitPanes: [(.oneThird, 320), (.twoThirds, 438)]),
        Pad(
            names: ["iPad10_2"], width: 1080, height: 810, safeArea: statusBar,
            landscapePanes: [(.oneThird, 320), (.half, 535), (.twoThirds, 750)], portraitPanes: [(.oneThird, 320), (.twoThirds, 480)]),
        Pad(
            names: ["iPadPro10_5"], width: 1112, height: 834, safeArea: statusBar,
            landscapePanes: [(.oneThird, 320), (.half, 551), (.twoThirds, 782)], portraitPanes: [(.oneThird, 320), (.twoThirds, 504)]),
        Pad(
            names: ["iPadPro11"], width: 1194, height: 834, safeArea: insets(24, 0, 20, 0),
            landscapePanes: [(.oneThird, 375), (.half, 592), (.twoThirds, 809)], portraitPanes: [(.oneThird, 320), (.twoThirds, 504)]),
        Pad(
            names: ["iPadPro12_9"], width: 1366, height: 1024, safeArea: statusBar,
            landscapePanes: [(.oneThird, 375), (.half, 678), (.twoThirds, 981)], portraitPanes: [(.oneThird, 375), (.twoThirds, 639)],
            regularLandscapeHalf: true),
    ]

    private static let televisions: [SnapshotDeviceConfig] = [
        SnapshotDeviceConfig(
            name: "tv", platform: .tvOS, orientation: .landscape, split: nil, size: PointSize(width: 1920, height: 1080),
            safeArea: insets(60, 90, 60, 90), sizeClasses: nil, contentSize: nil),
        SnapshotDeviceConfig(
            name: "tv4K", platform: .tvOS, orientation: .landscape, split: nil, size: PointSize(width: 3840, height: 2160),
            safeArea: insets(120, 180, 120, 180), sizeClasses: nil, contentSize: nil),
    ]
}
