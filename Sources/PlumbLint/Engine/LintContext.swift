import PlumbCore
import SwiftSyntax

/// What a rule sees while checking: the project facts, the resolver, the configuration, and a
/// place to report. One context serves one file's walk.
public final class LintContext {
    public let file: SourceFile
    public let facts: ProjectFacts
    public let resolver: ValueResolver
    public let configuration: Configuration
    /// The theme's spacing tokens, resolved once per run.
    let spacingTokens: SpacingTokens
    private(set) var findings: [Finding] = []
    /// The rule the walk is running, so a report needs no id.
    var currentRule: RuleDescription?

    init(file: SourceFile, project: ProjectContext) {
        self.file = file
        facts = project.facts
        resolver = project.resolver
        configuration = project.configuration
        spacingTokens = project.spacingTokens
    }

    /// Reports a finding of the running rule at `position`; the engine sets its severity.
    public func report(at position: SourcePosition, _ message: String, fix: [TextEdit] = []) {
        guard let rule = currentRule else { return }
        findings.append(Finding(ruleID: rule.id, severity: rule.severity, position: position, message: message, fix: fix))
    }

    public func report(at node: some SyntaxProtocol, _ message: String, fix: [TextEdit] = []) {
        report(at: file.position(of: node), message, fix: fix)
    }

    /// An edit replacing `node` (without trivia) in the file that holds it.
    public func replacing(_ node: some SyntaxProtocol, with text: String) -> TextEdit {
        let owner = facts.file(containing: node) ?? file
        return TextEdit(file: owner.path, range: owner.range(of: node), replacement: text)
    }

    /// An edit inserting `text` at `position` of this file.
    public func inserting(_ text: String, at position: AbsolutePosition) -> TextEdit {
        TextEdit(file: file.path, range: position.utf8Offset..<position.utf8Offset, replacement: text)
    }
}

/// What a project rule sees: the facts, the configuration, the checked roots, and a place to report.
public final class ProjectContext: @unchecked Sendable {
    public let facts: ProjectFacts
    public let resolver: ValueResolver
    public let configuration: Configuration
    /// The files and directories the run checks, as given: where project rules read files that
    /// are not Swift. Empty when the caller gave only sources.
    public let roots: [String]
    let spacingTokens: SpacingTokens
    private(set) var findings: [Finding] = []
    var currentRule: RuleDescription?

    init(facts: ProjectFacts, configuration: Configuration, roots: [String] = []) {
        self.facts = facts
        resolver = ValueResolver(facts: facts)
        self.configuration = configuration
        self.roots = roots
        spacingTokens = SpacingTokens(facts: facts, resolver: resolver)
    }

    public func report(at position: SourcePosition, _ message: String) {
        guard let rule = currentRule else { return }
        findings.append(Finding(ruleID: rule.id, severity: rule.severity, position: position, message: message))
    }
}
