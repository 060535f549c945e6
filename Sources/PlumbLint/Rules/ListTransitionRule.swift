import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Rows of an animated list insert and remove with opacity and scale (docs/design-system.md#animation).
struct ListTransitionRule: SyntaxRule {
    static let description = RuleDescription(
        id: "list-transition",
        summary: "Rows of a collection mutated inside `withAnimation`, with no `.transition`",
        explanation: """
            docs/design-system.md#animation: "Always add `.transition(.opacity.combined(with: .scale))` for list \
            add/remove". This opt-in rule reports a `ForEach` over a collection of the view that the same view \
            changes inside `withAnimation` — `append`, `insert`, `remove…`, `move`, `+=` or a new value; with \
            SwiftData, a `@Query` whose model context `insert`s or `delete`s there — when neither the row nor \
            the `ForEach` has a `.transition`. A row with another transition is a choice and is left alone. \
            The fix adds `.transition(.opacity.combined(with: .scale))` to a `ForEach` that builds one row \
            view.
            """,
        severity: .warning,
        kind: .syntax,
        isOptIn: true,
        triggering: [
            RuleExample("""
                struct Todos: View {
                    @State private var items: [Todo] = []
                    var body: some View {
                        List { ↓ForEach(items) { item in TodoRow(item: item) } }
                        Button("Add") { withAnimation(.spring) { items.append(Todo()) } }
                    }
                }
                """, configuration: "rules: { list-transition: warning }"),
            RuleExample("""
                struct Notes: View {
                    @Environment(\\.modelContext) private var modelContext
                    @Query private var notes: [Note]
                    var body: some View {
                        List { ↓ForEach(notes) { Text($0.title) }.onDelete(perform: delete) }
                    }
                    private func delete(_ offsets: IndexSet) {
                        withAnimation { for index in offsets { modelContext.delete(notes[index]) } }
                    }
                }
                """, configuration: "rules: { list-transition: warning }"),
        ],
        nonTriggering: [
            RuleExample("""
                struct Todos: View {
                    @State private var items: [Todo] = []
                    var body: some View {
                        List { ForEach(items) { item in TodoRow(item: item) } }
                        Button("Add") { withAnimation(.spring) { items.append(Todo()) } }
                    }
                }
                """),
            RuleExample("""
                struct Todos: View {
                    @State private var items: [Todo] = []
                    @State private var done: [Todo] = []
                    var body: some View {
                        ForEach(items) { TodoRow(item: $0).transition(.opacity.combined(with: .scale)) }
                        ForEach(done) { TodoRow(item: $0) }.transition(.slide)
                        Button("Add") { withAnimation { items.append(Todo()); done.removeAll() } }
                    }
                }
                """, configuration: "rules: { list-transition: warning }"),
            RuleExample("""
                struct Todos: View {
                    @State private var items: [Todo] = []
                    var body: some View {
                        ForEach(items) { TodoRow(item: $0) }
                        Button("Add") { items.append(Todo()) }
                    }
                }
                """, configuration: "rules: { list-transition: warning }"),
        ],
        corrections: [
            RuleCorrection("""
                struct Todos: View {
                    @State private var items: [Todo] = []
                    var body: some View {
                        List { ForEach(items) { item in TodoRow(item: item) } }
                        Button("Add") { withAnimation(.spring) { items.append(Todo()) } }
                    }
                }
                """, """
                struct Todos: View {
                    @State private var items: [Todo] = []
                    var body: some View {
                        List { ForEach(items) { item in TodoRow(item: item).transition(.opacity.combined(with: .scale)) } }
                        Button("Add") { withAnimation(.spring) { items.append(Todo()) } }
                    }
                }
                """, configuration: "rules: { list-transition: warning }"),
            RuleCorrection("""
                struct Todos: View {
                    @State private var items: [Todo] = []
                    var body: some View {
                        ForEach(items) { item in
                            HStack {
                                Text(item.title)
                            }
                        }
                        Button("Add") { withAnimation { items += [Todo()] } }
                    }
                }
                """, """
                struct Todos: View {
                    @State private var items: [Todo] = []
                    var body: some View {
                        ForEach(items) { item in
                            HStack {
                                Text(item.title)
                            }
                            .transition(.opacity.combined(with: .scale))
                        }
                        Button("Add") { withAnimation { items += [Todo()] } }
                    }
                }
                """, configuration: "rules: { list-transition: warning }"),
            RuleCorrection("""
                struct Todos: View {
                    @State private var items: [Todo] = []
                    var body: some View {
                        ForEach(items) { item in
                            TodoRow(item: item)
                                .padding(.vertical, 8)
                        }
                        Button("Clear") { withAnimation { items = [] } }
                    }
                }
                """, """
                struct Todos: View {
                    @State private var items: [Todo] = []
                    var body: some View {
                        ForEach(items) { item in
                            TodoRow(item: item)
                                .padding(.vertical, 8)
                                .transition(.opacity.combined(with: .scale))
                        }
                        Button("Clear") { withAnimation { items = [] } }
                    }
                }
                """, configuration: "rules: { list-transition: warning }"),
        ],
        fixChange: .noFrame
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let transition = ".transition(.opacity.combined(with: .scale))"

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard context.shape(of: call)?.initializerName == "ForEach",
              let data = call.arguments.first, data.label == nil, let path = MemberPath(data.expression),
              let type = context.facts.enclosingTypeName(of: call), let declarations = context.facts.types[type],
              !Self.hasTransition(call)
        else { return }
        let isQuery = context.facts.memberVariable(named: path.root, of: type)?.attributeNames.contains("Query") ?? false
        guard AnimatedMutations.mutate(path.text, orQuery: isQuery, in: declarations) else { return }
        // A row that ends in `#if … #endif` modifiers takes no fix: nothing can follow `#endif` on its line.
        let row = call.trailingClosure.flatMap { closure in closure.statements.count == 1 ? ViewChildren.direct(of: closure).first : nil }
            .flatMap { $0.is(PostfixIfConfigExprSyntax.self) ? nil : $0 }
        context.report(
            at: call,
            "rows of `\(path.text)` appear and disappear inside `withAnimation` without a transition; add `\(Self.transition)`",
            fix: row.map { [context.inserting(Self.appended(to: $0), at: $0.endPositionBeforeTrailingTrivia)] } ?? [])
    }

    /// A `.transition` on the `ForEach` itself or on its only row.
    private static func hasTransition(_ call: FunctionCallExprSyntax) -> Bool {
        if outerChain(of: call).contains("transition") { return true }
        guard let closure = call.trailingClosure else { return false }
        return ViewChildren.all(of: closure).contains { ($0.as(FunctionCallExprSyntax.self)?.chainModifierNames ?? []).contains("transition") }
    }

    /// The modifiers applied to a view after it: `.onDelete`, `.transition` on `ForEach(…) { … }`.
    private static func outerChain(of call: FunctionCallExprSyntax) -> [String] {
        var names: [String] = []
        var current = Syntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            names.append(member.declName.baseName.text)
            current = Syntax(outer)
        }
        return names
    }

    /// The transition after the row: when the row spans lines, on a line of its own, indented like
    /// the row's last modifier or else like the row.
    private static func appended(to row: ExprSyntax) -> String {
        guard row.trimmedText.contains("\n") else { return transition }
        if let last = row.as(FunctionCallExprSyntax.self), case .modifier? = CallShape(last),
           let member = last.calledExpression.as(MemberAccessExprSyntax.self) {
            return "\n" + Indentation.ofLine(containing: member.period) + transition
        }
        return "\n" + Indentation.ofLine(containing: row) + transition
    }
}

/// Whether a view changes a collection inside `withAnimation`.
private final class AnimatedMutations: SyntaxVisitor {
    private static let mutating: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "move",
        "popLast", "swapAt", "sort", "shuffle", "reverse",
    ]
    private let path: String
    private let isQuery: Bool
    private var depth = 0
    private var found = false

    private init(path: String, isQuery: Bool) {
        self.path = path
        self.isQuery = isQuery
        super.init(viewMode: .sourceAccurate)
    }

    static func mutate(_ path: String, orQuery isQuery: Bool, in declarations: [TypeDeclaration]) -> Bool {
        let scan = AnimatedMutations(path: path, isQuery: isQuery)
        for declaration in declarations where !scan.found { scan.walk(declaration.node) }
        return scan.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if CallShape(node)?.initializerName == "withAnimation" { depth += 1 }
        guard depth > 0, case .modifier(let name, let base)? = CallShape(node) else { return .visitChildren }
        if Self.mutating.contains(name), MemberPath(base)?.text == path, !base.is(FunctionCallExprSyntax.self) { found = true }
        if isQuery, name == "delete" || name == "insert" { found = true }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if CallShape(node)?.initializerName == "withAnimation" { depth -= 1 }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard depth > 0, elements.count == 3, let target = MemberPath(elements[0]), target.text == path,
              !elements[0].is(SubscriptCallExprSyntax.self)
        else { return .visitChildren }
        if elements[1].is(AssignmentExprSyntax.self) || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
            found = true
        }
        return .visitChildren
    }
}
