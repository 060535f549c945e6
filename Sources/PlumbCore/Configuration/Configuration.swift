/// A project's `.plumb.yml`, validated. Every field has the default a project without the file
/// gets. Two configurations are equal when every setting is, whatever order their dictionaries
/// hold the rules in (so a caller compares them, never their descriptions).
public struct Configuration: Sendable, Equatable {
    /// Paths to check when `plumb lint` is given none, relative to `baseDirectory`.
    public var included: [String] = []
    /// Globs of paths to skip, relative to `baseDirectory`.
    public var excluded: [String] = []
    /// The name of the theme type (`theme.name`).
    public var themeName = "AppTheme"
    public var design = DesignSettings()
    /// The platforms the project targets; `nil` when not configured: each file's are inferred
    /// (see `ProjectModel`).
    public var platforms: [Platform]?
    /// Every platform's deployment target when configured; inferred per file otherwise.
    public var deploymentTarget: OSVersion?
    /// SF Symbol names to accept beyond the catalog (`symbols.extra`): symbols newer than it.
    public var extraSymbols: [String] = []
    /// Whether code inside `#Preview` and `PreviewProvider` types is checked.
    public var checkPreviews = false
    /// Where the layout rules lay screens out (`layout.scenarios`).
    public var layoutScenarios = ScenarioSelection()
    /// Whether test code (test targets, files importing XCTest, Testing or a snapshot-testing
    /// library) is checked.
    public var checkTests = false
    /// Per-rule settings by rule id.
    public var rules: [String: RuleSetting] = [:]
    /// The file the configuration was read from, if any.
    public var file: String?
    /// The directory relative paths are resolved against.
    public var baseDirectory: String

    public init(baseDirectory: String) {
        self.baseDirectory = baseDirectory
    }

    public func setting(for ruleID: String) -> RuleSetting {
        rules[ruleID] ?? RuleSetting()
    }
}

/// A dotted OS version such as `17.0`, compared numerically.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let components: [Int]

    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        components = parts.compactMap { $0 }
    }

    public var description: String { components.map(String.init).joined(separator: ".") }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        let left = lhs.components + Array(repeating: 0, count: count - lhs.components.count)
        let right = rhs.components + Array(repeating: 0, count: count - rhs.components.count)
        return left.lexicographicallyPrecedes(right)
    }

    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }

    /// `17` and `17.0` are one version.
    public func hash(into hasher: inout Hasher) {
        var significant = components
        while significant.last == 0 { significant.removeLast() }
        hasher.combine(significant)
    }
}
