import PlumbCore
import PlumbSyntax

extension Configuration {
    /// Whether the configured deployment target is at least `version`; `nil` when none is set.
    func deploymentTarget(isAtLeast version: String) -> Bool? {
        guard let target = deploymentTarget, let minimum = OSVersion(version) else { return nil }
        return target >= minimum
    }
}

/// The releases that brought an API to each platform, such as the iOS 16 generation of SwiftUI
/// layout (`ViewThatFits`, the `Layout` protocol).
struct Releases {
    let versions: [Platform: OSVersion]

    /// iOS and iPadOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1.
    static let swiftUI4 = Releases(versions: [
        .iOS: OSVersion("16")!, .iPadOS: OSVersion("16")!, .macOS: OSVersion("13")!,
        .tvOS: OSVersion("16")!, .watchOS: OSVersion("9")!, .visionOS: OSVersion("1")!,
    ])

    /// `presentationDetents`: iOS and iPadOS 16, visionOS 1 (the platforms where a sheet has detents).
    static let presentationDetents = Releases(versions: swiftUI4.versions.filter { [.iOS, .iPadOS, .visionOS].contains($0.key) })
}

extension LintContext {
    /// Whether the code the walk is at can use what `releases` brought: the configured
    /// `deployment_target` (an iOS version) and the project's deployment targets for this code,
    /// raised by `if #available`, are not older. A rule that suggests such an API is quiet where
    /// it is missing.
    func deploys(with releases: Releases) -> Bool {
        if let configured = configuration.deploymentTarget, let needed = releases.versions[.iOS], configured < needed { return false }
        return scope.deploys(below: releases) == nil
    }
}

extension CodeScope {
    /// The first platform the code may run on whose deployment target (from the project model,
    /// raised by `if #available` around the code) is older than the release, with the target.
    func deploys(below releases: Releases) -> (platform: Platform, target: OSVersion)? {
        for platform in Platform.allCases where mayRun(on: platform) {
            guard let target = deploymentTargets[platform], let needed = releases.versions[platform], target < needed else { continue }
            return (platform, target)
        }
        return nil
    }
}
