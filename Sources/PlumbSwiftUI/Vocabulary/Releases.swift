import PlumbCore

/// The releases that brought an API to each platform, such as the iOS 16 generation of SwiftUI
/// layout (`ViewThatFits`, the `Layout` protocol).
public struct Releases: Sendable {
    public let versions: [Platform: OSVersion]

    /// iOS and iPadOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1.
    public static let swiftUI4 = Releases(versions: [
        .iOS: OSVersion("16")!, .iPadOS: OSVersion("16")!, .macOS: OSVersion("13")!,
        .tvOS: OSVersion("16")!, .watchOS: OSVersion("9")!, .visionOS: OSVersion("1")!,
    ])

    /// `presentationDetents`: iOS and iPadOS 16, visionOS 1 (the platforms where a sheet has detents).
    public static let presentationDetents = Releases(versions: swiftUI4.versions.filter { [.iOS, .iPadOS, .visionOS].contains($0.key) })
}
