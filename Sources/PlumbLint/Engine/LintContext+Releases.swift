import PlumbCore
import PlumbSwiftUI
import PlumbSyntax

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
