import Dispatch
import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// The one walk of a file: every node goes to the rules subscribed to its kind that apply where
/// the node's code runs (`CodeScope`, kept as the walk enters `#if` clauses and declarations
/// available on some platforms only). Previews are skipped unless the configuration asks for them.
final class RuleWalker: SyntaxAnyVisitor {
    private let subscriptions: [SyntaxKind: [SubscribedRule]]
    private let context: LintContext
    private let skipsPreviews: Bool
    /// The scopes of the nodes the walk is inside that narrowed it, innermost last.
    private var scopes: [(node: SyntaxIdentifier, scope: CodeScope)] = []
    /// The subscriptions of the rules that apply in each scope met so far.
    private var tables: [CodeScope: [SyntaxKind: [SubscribedRule]]] = [:]
    private var table: [SyntaxKind: [SubscribedRule]] = [:]
    private let timer: RuleTimer?
    /// This walk's time per rule, handed to the timer once at the end.
    private var times: [String: UInt64] = [:]

    init(subscriptions: [SyntaxKind: [SubscribedRule]], context: LintContext, skipsPreviews: Bool, timer: RuleTimer? = nil) {
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

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        let kind = node.kind
        if skipsPreviews, PreviewCode.isPreview(node, kind: kind) { return .skipChildren }
        if let narrowed = context.scope.narrowing(at: node) {
            scopes.append((node.id, narrowed))
            enter(narrowed)
        }
        if let rules = table[kind] {
            for subscribed in rules {
                context.currentRule = subscribed.identity
                if timer == nil {
                    subscribed.rule.check(node, in: context)
                } else {
                    let start = DispatchTime.now().uptimeNanoseconds
                    subscribed.rule.check(node, in: context)
                    times[subscribed.identity.id, default: 0] += DispatchTime.now().uptimeNanoseconds - start
                }
            }
        }
        return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
        guard let last = scopes.last, last.node == node.id else { return }
        scopes.removeLast()
        enter(scopes.last?.scope ?? context.fileScope)
    }

    private func enter(_ scope: CodeScope) {
        context.scope = scope
        if let known = tables[scope] {
            table = known
            return
        }
        let applying = subscriptions.mapValues { $0.filter { $0.platforms.applies(to: scope) } }.filter { !$0.value.isEmpty }
        tables[scope] = applying
        table = applying
    }
}

/// A rule with what its findings carry, looked up once per run rather than at every node.
struct SubscribedRule: Sendable {
    let rule: any SyntaxRule
    let identity: RuleIdentity
    let platforms: RulePlatforms
}

/// The id and default severity a finding of the running rule gets.
struct RuleIdentity: Sendable {
    let id: String
    let severity: Severity
}

/// Code that only tests run: files of a test target, and files that import a test framework.
enum TestCode {
    static let testModules: Set<String> = [
        "XCTest", "Testing", "SnapshotTesting", "InlineSnapshotTesting", "ViewInspector", "Quick", "Nimble",
        "FBSnapshotTestCase", "iOSSnapshotTestCase",
    ]

    static func isTest(role: FileRole?, imports: Set<String>) -> Bool {
        role == .test || !imports.isDisjoint(with: testModules)
    }
}
