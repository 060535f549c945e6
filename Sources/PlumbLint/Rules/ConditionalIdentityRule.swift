import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// One view with changing arguments keeps its identity; `if`/`else` replaces it (docs/design-system.md#view-structure).
struct ConditionalIdentityRule: SyntaxRule {
    static let description = RuleDescription(
        id: "conditional-identity",
        summary: "`if`/`else` branches that build the same view type with different arguments or modifiers",
        explanation: """
            docs/design-system.md#view-structure: each branch of an `if` in a view builder is a \
            different view to SwiftUI, so switching branches destroys one view and creates the other — its \
            state is lost and the change cross-fades instead of animating. When both branches build the same \
            view type (`Text`, `Image`, a project view …) and differ only in arguments or modifiers, write \
            one view with a ternary or a modifier (`.opacity(isVisible ? 1 : 0)`). This rule reports such \
            `if`/`else` chains in view code (inside a `View`); branches that unwrap optionals (`if let`), \
            test availability, build different types, or hold different content closures or actions \
            (`Button("Sign In", action: signIn)` and `Button("Sign Out", action: signOut)`) are genuinely \
            different views and are not reported.
            """,
        severity: .warning,
        kind: .syntax,
        triggering: [
            // One action, two titles: one button with a ternary.
            RuleExample("""
                struct Player: View {
                    let isPlaying: Bool
                    var body: some View {
                        ↓if isPlaying {
                            Button("Pause", action: toggle)
                        } else {
                            Button("Play", action: toggle).bold()
                        }
                    }
                }
                """),
            RuleExample("""
                struct Status: View {
                    let isOn: Bool
                    var body: some View {
                        ↓if isOn {
                            Text("On").foregroundStyle(.green)
                        } else {
                            Text("Off").foregroundStyle(.secondary)
                        }
                    }
                }
                """),
            RuleExample("""
                struct Star: View {
                    let filled: Bool
                    var body: some View {
                        VStack {
                            ↓if filled { Image(systemName: "star.fill") } else { Image(systemName: "star") }
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            // Two controls that run different code.
            RuleExample("""
                struct Account: View {
                    @State private var confirming = false
                    let isSignedIn: Bool
                    var body: some View {
                        if isSignedIn {
                            Button("Sign Out", action: { confirming = true }).foregroundStyle(.red)
                        } else {
                            Button("Sign In", action: signIn).disabled(!canSignIn)
                        }
                    }
                }
                """),
            RuleExample("""
                struct Player: View {
                    let isPlaying: Bool
                    var body: some View {
                        if isPlaying { IconButton(symbol: "pause", action: pause) } else { IconButton(symbol: "play", action: play) }
                    }
                }
                struct IconButton: View {
                    let symbol: String
                    let action: () -> Void
                    var body: some View { Button(action: action) { Image(systemName: symbol) } }
                }
                """),
            RuleExample("""
                struct Root: View {
                    let isLoggedIn: Bool
                    var body: some View {
                        if isLoggedIn { DashboardView() } else { LoginView() }
                    }
                }
                """),
            RuleExample("""
                struct Avatar: View {
                    let image: UIImage?
                    var body: some View {
                        if let image { Image(uiImage: image) } else { Image(systemName: "person") }
                    }
                }
                """),
            RuleExample("""
                struct Panel: View {
                    let compact: Bool
                    var body: some View {
                        if compact { VStack { title } } else { VStack { title; details } }
                    }
                }
                """),
            RuleExample("""
                struct Saver: View {
                    let flag: Bool
                    var body: some View {
                        Button("Save") {
                            if flag { Task { await save() } } else { Task { await discard() } }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Status: View {
                    let isOn: Bool
                    var body: some View {
                        if isOn { Text("On") }
                    }
                }
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.ifExpr]
    /// SwiftUI views that show up in both branches of view code.
    private static let systemViews: Set<String> = [
        "Text", "Image", "Label", "Button", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "VStack",
        "HStack", "ZStack", "ProgressView", "Toggle", "Link", "NavigationLink", "Spacer", "Divider", "AsyncImage",
    ]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let ifExpression = node.cast(IfExprSyntax.self)
        // The outermost `if` of an `else if` chain speaks for the whole chain.
        guard ifExpression.parent?.is(IfExprSyntax.self) != true,
              let branches = branches(of: ifExpression), branches.count >= 2,
              let type = CallShape(branches[0].chainRoot)?.initializerName,
              Self.systemViews.contains(type) || context.facts.isView(type),
              branches.allSatisfy({ CallShape($0.chainRoot)?.initializerName == type && sameContent($0.chainRoot, branches[0].chainRoot) }),
              ViewCode.holds(ifExpression, facts: context.facts)
        else { return }
        context.report(
            at: ifExpression.ifKeyword,
            "both branches build a \(type) that differs only in arguments or modifiers; use one \(type) with a ternary or a modifier to keep its identity")
    }

    /// The single view of each branch of an `if`/`else if`/`else` chain with plain Boolean conditions.
    private func branches(of ifExpression: IfExprSyntax) -> [FunctionCallExprSyntax]? {
        var result: [FunctionCallExprSyntax] = []
        var current: IfExprSyntax? = ifExpression
        while let branch = current {
            guard branch.conditions.allSatisfy({ $0.condition.is(ExprSyntax.self) }),
                  let view = onlyView(in: branch.body)
            else { return nil }
            result.append(view)
            switch branch.elseBody {
            case .ifExpr(let next)?:
                current = next
            case .codeBlock(let block)?:
                guard let view = onlyView(in: block) else { return nil }
                result.append(view)
                current = nil
            case nil:
                return nil
            }
        }
        return result
    }

    private func onlyView(in block: CodeBlockSyntax) -> FunctionCallExprSyntax? {
        guard block.statements.count == 1 else { return nil }
        return block.statements.first?.item.as(FunctionCallExprSyntax.self)
    }

    /// Content closures and actions must be the same for the branches to be the same view with
    /// other arguments: a Sign In and a Sign Out button that run different code are two controls.
    private func sameContent(_ first: FunctionCallExprSyntax, _ second: FunctionCallExprSyntax) -> Bool {
        first.trailingClosure?.trimmedText == second.trailingClosure?.trimmedText
            && first.additionalTrailingClosures.trimmedText == second.additionalTrailingClosures.trimmedText
            && closureArguments(of: first) == closureArguments(of: second)
    }

    /// The arguments that are code rather than values: closures, and an `action:` however written.
    private func closureArguments(of call: FunctionCallExprSyntax) -> [String] {
        call.arguments.filter { $0.expression.is(ClosureExprSyntax.self) || $0.label?.text == "action" }.map(\.trimmedText)
    }
}
