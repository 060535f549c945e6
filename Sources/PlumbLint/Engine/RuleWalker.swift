import Dispatch
import PlumbCore
import PlumbProject
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// The one walk of a file: every node goes to the rules subscribed to its kind that apply where
/// the node's code runs (`CodeScope`, kept as the walk enters `#if` clauses and declarations
/// available on some platforms only). Previews are skipped unless the configuration asks for them.
///
/// The walker overrides only the kinds rules can subscribe to (`DispatchedKind`), the kinds that
/// narrow the scope (`CodeScope.narrowing(at:)`) and the kinds that start a preview: every other
/// node costs the walk nothing beyond visiting its children.
final class RuleWalker: SyntaxVisitor {
    private let subscriptions: Subscriptions
    private let context: LintContext
    private let skipsPreviews: Bool
    /// The scopes of the nodes the walk is inside that narrowed it, innermost last.
    private var scopes: [(node: SyntaxIdentifier, scope: CodeScope)] = []
    /// The subscriptions of the rules that apply in each scope met so far.
    private var tables: [CodeScope: Subscriptions] = [:]
    private var table = Subscriptions()
    private let timer: RuleTimer?
    /// This walk's time per rule, handed to the timer once at the end.
    private var times: [String: UInt64] = [:]

    init(subscriptions: Subscriptions, context: LintContext, skipsPreviews: Bool, timer: RuleTimer? = nil) {
        self.subscriptions = subscriptions
        self.context = context
        self.skipsPreviews = skipsPreviews
        self.timer = timer
        super.init(viewMode: .sourceAccurate)
        enter(context.fileScope)
    }

    /// Walks a whole file, then hands its rule times to the timer.
    func walkFile(_ tree: SourceFileSyntax) {
        walk(tree)
        timer?.add(times)
    }

    // MARK: Kinds rules subscribe to

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { check(Syntax(node), .functionCallExpr) }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { check(Syntax(node), .memberAccessExpr) }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { check(Syntax(node), .sequenceExpr) }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind { check(Syntax(node), .patternBinding) }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { check(Syntax(node), .switchExpr) }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { check(Syntax(node), .ifExpr) }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { check(Syntax(node), .ifConfigDecl) }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { check(Syntax(node), .attribute) }

    // MARK: Kinds that narrow the scope or start a preview (some of them subscribed to as well)

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node), checking: .variableDecl) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node), checking: .functionDecl) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node), checking: .classDecl) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }

    override func visitPost(_ node: VariableDeclSyntax) { leave(node.id) }
    override func visitPost(_ node: FunctionDeclSyntax) { leave(node.id) }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node.id) }
    override func visitPost(_ node: StructDeclSyntax) { leave(node.id) }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node.id) }
    override func visitPost(_ node: ActorDeclSyntax) { leave(node.id) }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(node.id) }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave(node.id) }
    override func visitPost(_ node: InitializerDeclSyntax) { leave(node.id) }
    override func visitPost(_ node: SubscriptDeclSyntax) { leave(node.id) }
    override func visitPost(_ node: IfConfigClauseSyntax) { leave(node.id) }
    override func visitPost(_ node: CodeBlockSyntax) { leave(node.id) }

    /// A node that may start a preview or narrow the scope: skipped, or entered, then checked.
    private func enter(_ node: Syntax, checking kind: DispatchedKind? = nil) -> SyntaxVisitorContinueKind {
        if skipsPreviews, PreviewCode.isPreview(node, kind: node.kind) { return .skipChildren }
        if let narrowed = context.scope.narrowing(at: node) {
            scopes.append((node.id, narrowed))
            enter(narrowed)
        }
        return kind.map { check(node, $0) } ?? .visitChildren
    }

    private func leave(_ node: SyntaxIdentifier) {
        guard let last = scopes.last, last.node == node else { return }
        scopes.removeLast()
        enter(scopes.last?.scope ?? context.fileScope)
    }

    /// Hands the node to the rules subscribed to its kind in the current scope.
    private func check(_ node: Syntax, _ kind: DispatchedKind) -> SyntaxVisitorContinueKind {
        for subscribed in table.rules(for: kind) {
            context.currentRule = subscribed.identity
            if timer == nil {
                subscribed.rule.check(node, in: context)
            } else {
                let start = DispatchTime.now().uptimeNanoseconds
                subscribed.rule.check(node, in: context)
                times[subscribed.identity.id, default: 0] += DispatchTime.now().uptimeNanoseconds - start
            }
        }
        return .visitChildren
    }

    private func enter(_ scope: CodeScope) {
        context.scope = scope
        if let known = tables[scope] {
            table = known
            return
        }
        let applying = subscriptions.applying(in: scope)
        tables[scope] = applying
        table = applying
    }
}

/// The node kinds a `SyntaxRule` may subscribe to: the kinds `RuleWalker` hands to rules. A rule
/// that needs another kind adds it here and an override to the walker.
enum DispatchedKind: Int, CaseIterable {
    case functionCallExpr, memberAccessExpr, sequenceExpr, patternBinding, switchExpr, ifExpr, ifConfigDecl, attribute,
         variableDecl, functionDecl, classDecl

    init?(_ kind: SyntaxKind) {
        guard let found = Self.allCases.first(where: { $0.syntaxKind == kind }) else { return nil }
        self = found
    }

    var syntaxKind: SyntaxKind {
        switch self {
        case .functionCallExpr: .functionCallExpr
        case .memberAccessExpr: .memberAccessExpr
        case .sequenceExpr: .sequenceExpr
        case .patternBinding: .patternBinding
        case .switchExpr: .switchExpr
        case .ifExpr: .ifExpr
        case .ifConfigDecl: .ifConfigDecl
        case .attribute: .attribute
        case .variableDecl: .variableDecl
        case .functionDecl: .functionDecl
        case .classDecl: .classDecl
        }
    }
}

/// The enabled syntax rules by the kind of node they check, in registry order.
struct Subscriptions: Sendable {
    private var byKind: [[SubscribedRule]] = Array(repeating: [], count: DispatchedKind.allCases.count)

    init() {}

    init(_ rules: [any SyntaxRule]) {
        for rule in rules {
            let description = type(of: rule).description
            let subscribed = SubscribedRule(
                rule: rule, identity: RuleIdentity(id: description.id, severity: description.severity), platforms: description.platforms)
            for kind in type(of: rule).nodeKinds {
                guard let dispatched = DispatchedKind(kind) else {
                    preconditionFailure("\(description.id) subscribes to \(kind), which RuleWalker does not dispatch")
                }
                byKind[dispatched.rawValue].append(subscribed)
            }
        }
    }

    var isEmpty: Bool { byKind.allSatisfy(\.isEmpty) }

    func rules(for kind: DispatchedKind) -> [SubscribedRule] {
        byKind[kind.rawValue]
    }

    /// The subscriptions of the rules that apply in `scope`.
    func applying(in scope: CodeScope) -> Subscriptions {
        var applying = self
        applying.byKind = byKind.map { $0.filter { $0.platforms.applies(to: scope) } }
        return applying
    }
}

/// A rule with what its findings carry, looked up once per run rather than at every node (a
/// class: the walk hands each node to its rules without copying them).
final class SubscribedRule: Sendable {
    let rule: any SyntaxRule
    let identity: RuleIdentity
    let platforms: RulePlatforms

    init(rule: any SyntaxRule, identity: RuleIdentity, platforms: RulePlatforms) {
        self.rule = rule
        self.identity = identity
        self.platforms = platforms
    }
}

/// The id and default severity a finding of the running rule gets.
struct RuleIdentity: Sendable {
    let id: String
    let severity: Severity
}
