import PlumbCore
import PlumbLayout
import SwiftSyntax

/// A check of the design system. A rule is built once per run from its settings and then
/// shared by every file's walk, so it holds no per-file state.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init(setting: RuleSetting, configuration: Configuration)
}

/// A rule decided from one file's syntax (and the project facts). The walk calls `check` for
/// every node of the kinds it subscribes to, so a file is walked once for all rules.
public protocol SyntaxRule: Rule {
    static var nodeKinds: [SyntaxKind] { get }
    func check(_ node: Syntax, in context: LintContext)
}

/// A rule decided once for the whole project.
public protocol ProjectRule: Rule {
    func check(in context: ProjectContext)
}

/// A rule decided on laid-out screens: each screen Plumb reads is laid out on every scenario of
/// `layout.scenarios`, and the rule looks at the geometry of each layout in turn. What it finds is
/// gathered per view across the scenarios into one finding (see `LayoutChecker`).
public protocol LayoutRule: Rule {
    /// The problems of one screen on one scenario. Only `screen.judgedViews` may be reported —
    /// their geometry does not depend on anything the reader could not read — or, by a check of
    /// a view's size alone, `screen.sizedViews`, or views of `placedKinds` among
    /// `screen.placed(_:)`.
    func check(_ screen: LaidOutScreen) -> [LayoutProblem]

    /// The kinds of view the rule reads among the views placed with certainty whose size may
    /// depend on an opaque view (`screen.placed(_:)`): a layout where no view can be sized is
    /// still made when it may place one of these (see `TreeForecast`). None by default.
    static var placedKinds: Set<NodeKind> { get }

    /// The devices the rule judges: a rule whose measure comes from one platform's guideline (the
    /// iPhone's 16pt margins, the TV's safe zone) judges only that platform's screens. Every
    /// device by default.
    static var judgedPlatforms: Set<DevicePlatform> { get }
}

extension LayoutRule {
    public static var placedKinds: Set<NodeKind> { [] }

    public static var judgedPlatforms: Set<DevicePlatform> { Set(DevicePlatform.allCases) }
}
