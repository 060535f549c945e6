import PlumbCore

extension Configuration {
    /// Whether the configured deployment target is at least `version`; `nil` when none is set.
    func deploymentTarget(isAtLeast version: String) -> Bool? {
        guard let target = deploymentTarget, let minimum = OSVersion(version) else { return nil }
        return target >= minimum
    }
}
