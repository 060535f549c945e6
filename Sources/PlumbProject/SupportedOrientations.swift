import PlumbCore

/// The orientations a project's apps run in on iPhone and on iPad, as their `Info.plist` keys
/// and Xcode build settings declare them: a device or orientation the app does not support is
/// not laid out. Every declared list counts (an app's, an extension's, another app's of the
/// project), so an orientation is left out only when no list of the device holds it; a device
/// no list (or no list Plumb can read) speaks of keeps both.
public struct SupportedOrientations: Sendable, Equatable {
    public let iPhone: Set<Orientation>
    public let iPad: Set<Orientation>

    public static let all = SupportedOrientations(iPhone: Set(Orientation.allCases), iPad: Set(Orientation.allCases))

    public init(iPhone: Set<Orientation>, iPad: Set<Orientation>) {
        self.iPhone = iPhone
        self.iPad = iPad
    }

    /// Within one file a device's own list (`~iphone`, `_iPhone`) replaces the plain one for it.
    public init(declared: [DeclaredOrientations]) {
        func orientations(_ device: DeclaredOrientations.Device) -> Set<Orientation> {
            let lists = declared.flatMap { file -> [DeclaredOrientations.List] in
                let hasOwn = device == .iPhone ? file.hasPhoneList : file.hasPadList
                return file.lists.filter { $0.device == device || (!hasOwn && $0.device == .all) }
            }
            let supported = Set(lists.flatMap(\.orientations).compactMap(Self.orientation))
            return supported.isEmpty ? Set(Orientation.allCases) : supported
        }
        self.init(iPhone: orientations(.iPhone), iPad: orientations(.iPad))
    }

    /// The orientations `platform`'s devices run in; watch and TV screens have one.
    public func orientations(on platform: DevicePlatform) -> Set<Orientation> {
        switch platform {
        case .iOS: iPhone
        case .iPadOS: iPad
        case .watchOS, .tvOS: Set(Orientation.allCases)
        }
    }

    /// What is left out, for a run's summary: "iPhone in landscape"; nil when nothing is.
    public var unsupportedDescriptions: [String]? {
        let left = [("iPhone", iPhone), ("iPad", iPad)].flatMap { device, supported in
            Orientation.allCases.filter { !supported.contains($0) }.map { "\(device) in \($0.rawValue)" }
        }
        return left.isEmpty ? nil : left
    }

    /// `UIInterfaceOrientationPortraitUpsideDown` is portrait, `…LandscapeLeft` landscape.
    private static func orientation(_ key: String) -> Orientation? {
        if key.hasPrefix("UIInterfaceOrientationPortrait") { return .portrait }
        if key.hasPrefix("UIInterfaceOrientationLandscape") { return .landscape }
        return nil
    }
}
