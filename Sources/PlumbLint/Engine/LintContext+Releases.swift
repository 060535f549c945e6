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

extension LintContext {
    /// What says the code at the walk's node deploys to `version` on `platform`, for a message:
    /// `the iOS 15.0 deployment target of target Shop in Shop.xcodeproj/project.pbxproj`, `the
    /// configured deployment_target 15.0 in .plumb.yml`,
    /// or `iOS 17.0, raised by an availability check around the code`.
    func deploymentTargetSource(_ platform: Platform, _ version: OSVersion) -> String {
        if configuration.deploymentTarget == version {
            return "the configured deployment_target \(version) in .plumb.yml"
        }
        let context = facts.model.context(ofPath: file.path)
        guard context.deploymentTargets[platform] == version else {
            return "\(platform.rawValue) \(version), raised by an availability check around the code"
        }
        let targets = facts.model.targets.filter { context.targets.contains($0.name) && $0.deploymentTargets[platform] == version }
        let owner = targets.first.map { " of target \($0.name) in \($0.definedIn)" } ?? (context.targets.first.map { " of target \($0)" } ?? "")
        return "the \(platform.rawValue) \(version) deployment target\(owner)"
    }

    /// The deployment target a message that advises what `releases` brought rests on: ` (the iOS
    /// 17.0 deployment target of target Shop in Shop.xcodeproj/project.pbxproj)`; empty where no
    /// deployment target is known.
    func deploymentNote(for releases: Releases) -> String {
        let known = Platform.allCases.first { platform in
            scope.mayRun(on: platform) && scope.deploymentTargets[platform] != nil && releases.versions[platform] != nil
        }
        guard let platform = known, let version = scope.deploymentTargets[platform] else { return "" }
        return " (\(deploymentTargetSource(platform, version)))"
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
