import Foundation
import PlumbCore
import PlumbProject
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// What a rule sees while checking: the project facts, the resolver, the configuration, and a
/// place to report. One context serves one file's walk.
public final class LintContext {
    public let file: SourceFile
    /// The root the walk visits: the file's `transientTree()`, so that the node data the walk
    /// builds is freed with the context (see `SourceFile`).
    public let tree: SourceFileSyntax
    public let facts: ProjectFacts
    public let resolver: ValueResolver
    public let configuration: Configuration
    /// The theme's spacing tokens, resolved once per run.
    let spacingTokens: SpacingTokens
    /// Where the file's top-level code runs (`ProjectModel`, narrowed by its imports).
    public let fileScope: CodeScope
    /// Where the code of the node the walk is at runs.
    public internal(set) var scope: CodeScope
    /// The design settings of this file: the configuration's, else what the targets that compile
    /// it show (`ProjectFacts.inferredDesign(ofFile:)`), whose evidence `designEvidence` holds.
    public private(set) lazy var design: DesignSettings = designEvidence.completing(configuration.design)
    public private(set) lazy var designEvidence: InferredDesign = facts.inferredDesign(ofFile: file.path)
    private(set) var findings: [Finding] = []
    /// The rule the walk is running, so a report needs no id.
    var currentRule: RuleIdentity?
    /// Several rules read the same call's shape and spacing values in a row, as the walk hands
    /// the call to each: they are worked out once.
    private var shapeCache: (call: SyntaxIdentifier, shape: CallShape?)?
    private var spacingCache: (call: SyntaxIdentifier, arguments: [SpacingArgument])?
    private var resolved: [SyntaxIdentifier: ResolvedValue?] = [:]

    private let project: ProjectContext
    /// The project's view graph, read from every file the first time a rule of any file asks.
    public private(set) lazy var viewGraph: ViewGraph = project.viewGraph
    /// The file's references that can name a member of the type they are written in, by name
    /// (`MemberReferences`), read once: a rule that follows a helper to its uses looks them up
    /// instead of reading the file's tokens again per call.
    public private(set) lazy var references: [String: [Syntax]] = MemberReferences.byName(in: tree)

    init(file: SourceFile, project: ProjectContext) {
        self.project = project
        self.file = file
        tree = file.transientTree()
        facts = project.facts
        resolver = project.resolver
        configuration = project.configuration
        spacingTokens = project.spacingTokens
        fileScope = CodeScope.file(
            project.facts.model.context(ofPath: file.path), tree: tree, flags: project.facts.model.compilationFlags(ofPath: file.path))
        scope = fileScope
    }

    /// Where this file's appearance setting comes from, for messages: `design.appearance in
    /// .plumb.yml`, or the first evidence of it (`UIUserInterfaceStyle is Light in target App
    /// (App/Info.plist:12)`).
    var appearanceEvidence: String {
        if configuration.design.appearance != nil { return "design.appearance in .plumb.yml" }
        let evidence = designEvidence.evidence.filter { $0.appearance == design.appearance }
        return evidence.first.map { $0.summary + (evidence.count > 1 ? " and \(evidence.count - 1) more, see `plumb project`" : "") } ?? "see `plumb project`"
    }

    /// Where the code of any node of this file runs (`scope` is the current node's).
    public func scope(of node: some SyntaxProtocol) -> CodeScope {
        CodeScope.of(node, fileScope: fileScope)
    }

    /// A value worked out once per run and shared by every file's walk (a theme's radius
    /// tokens, whether a view type shows an empty state).
    public func shared<Value: Sendable>(_ key: SharedValueKey<Value>, _ compute: () -> Value) -> Value {
        project.shared(key, compute)
    }

    /// How a call is written (see `CallShape`).
    func shape(of call: FunctionCallExprSyntax) -> CallShape? {
        if let cache = shapeCache, cache.call == call.id { return cache.shape }
        let shape = CallShape(call)
        shapeCache = (call.id, shape)
        return shape
    }

    /// The spacing values a call passes (see `SpacingPositions`).
    func spacingArguments(of call: FunctionCallExprSyntax) -> [SpacingArgument] {
        if let cache = spacingCache, cache.call == call.id { return cache.arguments }
        let arguments = SpacingPositions.arguments(of: call, shape: shape(of: call))
        spacingCache = (call.id, arguments)
        return arguments
    }

    /// The resolver's answer for an expression, remembered for the rest of the file.
    public func resolve(_ expression: ExprSyntax) -> ResolvedValue? {
        if let known = resolved[expression.id] { return known }
        let value = resolver.resolve(expression)
        resolved[expression.id] = value
        return value
    }

    /// Reports a finding of the running rule at `position`, at the rule's severity unless the rule
    /// gives a milder one for this place (a configured severity still wins).
    /// `alternatives` are other fixes in order of preference, for when `fix` would make another
    /// rule report what it wrote.
    public func report(
        at position: SourcePosition, _ message: String, severity: Severity? = nil, fix: [TextEdit] = [], alternatives: [[TextEdit]] = []
    ) {
        guard let rule = currentRule else { return }
        findings.append(Finding(
            ruleID: rule.id, severity: severity ?? rule.severity, position: position, message: message, fix: fix,
            alternativeFixes: alternatives.isEmpty ? nil : alternatives))
    }

    public func report(
        at node: some SyntaxProtocol, _ message: String, severity: Severity? = nil, fix: [TextEdit] = [], alternatives: [[TextEdit]] = []
    ) {
        report(at: file.position(of: node), message, severity: severity, fix: fix, alternatives: alternatives)
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

/// What a project rule sees: the facts, the configuration, and a place to report.
public final class ProjectContext: @unchecked Sendable {
    public let facts: ProjectFacts
    public let resolver: ValueResolver
    public let configuration: Configuration
    let spacingTokens: SpacingTokens
    private(set) var findings: [Finding] = []
    var currentRule: RuleIdentity?
    /// Values shared by the walks, which run in parallel; recursive, as a value's computation may
    /// ask for another.
    private let sharedLock = NSRecursiveLock()
    private var sharedValues: [SharedValueStorageKey: any Sendable] = [:]
    /// How many files the view graph and other per-run values read at a time.
    let jobs: Int

    /// The view graph's parts kept from earlier runs (a warm project's), if any.
    private let graphParts: ViewGraphParts?

    init(facts: ProjectFacts, configuration: Configuration, jobs: Int = 1, graphParts: ViewGraphParts? = nil) {
        self.facts = facts
        self.jobs = jobs
        self.graphParts = graphParts
        let resolver = ValueResolver(facts: facts)
        self.resolver = resolver
        self.configuration = configuration
        (spacingTokens, baseReads) = FactReads.recording { SpacingTokens(facts: facts, resolver: resolver) }
    }

    /// What working out the per-run values (the spacing tokens) read of the facts: every file's
    /// walk uses them, so every file depends on these reads.
    let baseReads: FactReads

    /// The project's view graph (see `ViewGraph`), built once per run when a rule first needs
    /// it: a run whose rules never follow views across files does not pay for it.
    public var viewGraph: ViewGraph {
        shared(SharedValueKey("view-graph")) { ViewGraph(facts: facts, jobs: jobs, parts: graphParts) }
    }

    func shared<Value: Sendable>(_ key: SharedValueKey<Value>, _ compute: () -> Value) -> Value {
        sharedLock.lock()
        defer { sharedLock.unlock() }
        // What the computation read goes with the value: whoever uses it depends on those reads
        // too, not only the file whose walk happened to compute it first. The key's type is the
        // stored value's, so the cast cannot fail.
        if let stored = sharedValues[key.storage] {
            let (value, reads) = stored as! (Value, FactReads)
            FactReads.current?.insert(contentsOf: reads)
            return value
        }
        let (value, reads) = FactReads.recording(compute)
        sharedValues[key.storage] = (value, reads)
        FactReads.current?.insert(contentsOf: reads)
        return value
    }

    public func report(at position: SourcePosition, _ message: String) {
        guard let rule = currentRule else { return }
        findings.append(Finding(ruleID: rule.id, severity: rule.severity, position: position, message: message))
    }

    /// The design settings of the project as a whole (the configuration's, else what all its
    /// targets show together), for rules about the project rather than a file.
    public var design: DesignSettings {
        facts.inferredDesign.completing(configuration.design)
    }

    /// Where a finding about the project as a whole goes (a theme that does not exist has no
    /// place of its own): where a user would look — the theme's declaration, else the `@main`
    /// App, else the first View type by file and line. `nil` for a project without SwiftUI
    /// views: project findings are about SwiftUI apps.
    public var projectPosition: SourcePosition? {
        ProjectAnchor.position(in: facts)
    }
}

extension ProjectContext {
    /// Where a finding about the design system goes: the theme's name, or the project's
    /// position when there is no theme.
    var themeOrProjectPosition: SourcePosition? {
        facts.theme?.namePosition ?? projectPosition
    }
}
