import PlumbCore

/// A snippet of Swift for a rule's documentation and tests. In a triggering example, `↓` marks
/// each place a finding is expected; `configuration` is `.plumb.yml` text the example runs with.
/// `files` are other files of the example's project by relative path (an `Info.plist`, a
/// `project.pbxproj`), for project rules that read them; they may carry markers too. `message`,
/// when given, is what every finding of a triggering example says, word for word.
public struct RuleExample: Sendable {
    public var code: String
    public var configuration: String?
    public var files: [String: String]
    public var message: String?

    public init(_ code: String, configuration: String? = nil, files: [String: String] = [:], message: String? = nil) {
        self.code = code
        self.configuration = configuration
        self.files = files
        self.message = message
    }
}

/// A fix's before and after, run as a test: `--fix` turns `before` into `after`, and a second
/// run changes nothing.
public struct RuleCorrection: Sendable {
    public var before: String
    public var after: String
    public var configuration: String?

    public init(_ before: String, _ after: String, configuration: String? = nil) {
        self.before = before
        self.after = after
        self.configuration = configuration
    }
}

/// Everything a rule says about itself: for `plumb rules`, the configuration and the tests.
public struct RuleDescription: Sendable {
    public var id: String
    public var summary: String
    public var explanation: String
    public var severity: Severity
    public var kind: RuleKind
    /// Off until a project's configuration turns it on, by the rule's own design (what it
    /// reports is a style some projects choose), whatever its precision.
    public var isOptInByDesign: Bool
    public var options: [OptionSpec]
    /// Where the rule applies; the engine skips code that runs only elsewhere.
    public var platforms: RulePlatforms
    public var triggering: [RuleExample]
    public var nonTriggering: [RuleExample]
    public var corrections: [RuleCorrection]
    /// What the fix may change; every fixable rule states it (`RuleExampleTests`).
    public var fixChange: FixChange?

    public var isFixable: Bool { !corrections.isEmpty }

    /// Off until a project's configuration turns it on: by design, or because its measured
    /// precision has not earned it a place in the default set (`DefaultSet`).
    public var isOptIn: Bool {
        if isOptInByDesign { return true }
        if case .notEarned = DefaultSet.verdict(for: id) { return true }
        return false
    }

    /// Why it is on or off by default, for `plumb rules ID` and docs/rules.md.
    public var defaultReason: String {
        if isOptInByDesign { return "Off by default by design, whatever its precision." }
        switch DefaultSet.verdict(for: id) {
        case .earned(let reason): return "On by default: its precision earns it (\(reason))."
        case .notEarned(let reason): return "Off by default until its precision earns it (\(reason))."
        case .exempt(let reason): return "On by default: \(reason)."
        }
    }

    /// Its default, kind and fix, as `plumb rules ID` and docs/rules.md state them.
    public var profile: String {
        let defaultSeverity = isOptIn ? "off (opt-in; enabled at \(severity.rawValue) once configured)" : severity.rawValue
        let fix = fixChange.map { "yes: \($0.summary)" } ?? (isFixable ? "yes" : "no")
        return "Default: \(defaultSeverity). Kind: \(kind.rawValue). Fix: \(fix)."
    }

    /// Where its default departs from the rule catalog Plumb was planned with, and why; nil where
    /// it does not.
    public var departureFromPlan: String? {
        if let why = DefaultSet.departuresFromPlan[id] { return "Departs from the plan: \(why)." }
        guard !isOptInByDesign, isOptIn else { return nil }
        return "Departs from the plan, which has it on at \(severity.rawValue): it is off until its precision earns it back."
    }

    /// Its default, why, its measured precision and where the default departs from the plan, a
    /// line each.
    public var defaultLines: [String] {
        [defaultReason, DefaultSet.record(for: id).summary] + [departureFromPlan].compactMap { $0 }
    }

    /// The comments that silence its findings (README, "Suppressing a finding").
    public var silencingComments: String {
        "`// plumb:disable:next \(id)` on the line above a finding, or `// plumb:disable:this \(id)`"
            + " at the end of its line; `// plumb:disable \(id)` … `// plumb:enable \(id)` around a region."
    }

    public init(
        id: String, summary: String, explanation: String, severity: Severity, kind: RuleKind,
        isOptIn: Bool = false, options: [OptionSpec] = [], platforms: RulePlatforms = .everywhere,
        triggering: [RuleExample], nonTriggering: [RuleExample], corrections: [RuleCorrection] = [],
        fixChange: FixChange? = nil
    ) {
        self.id = id
        self.summary = summary
        self.explanation = explanation
        self.severity = severity
        self.kind = kind
        self.isOptInByDesign = isOptIn
        self.options = options
        self.platforms = platforms
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.corrections = corrections
        self.fixChange = fixChange
    }
}
