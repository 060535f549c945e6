import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Geometry callbacks write state only when the change matters (docs/design-system.md#geometry).
struct GeometryGatingRule: SyntaxRule {
    static let description = RuleDescription(
        id: "geometry-gating",
        summary: "A geometry or preference callback that writes `@State` on every change",
        explanation: """
            docs/design-system.md#geometry: "Good - gate by threshold … `if difference > 10 { \
            currentSize = size }`". Sizes and offsets change on every frame of a scroll or an animation; a \
            callback that stores each value in `@State` re-evaluates the view every frame. This rule reports \
            an `.onPreferenceChange` or `.onGeometryChange` action that assigns a `@State` property of its \
            view with no condition (`if`, `guard`, a comparison) in the action. An `.onGeometryChange` whose \
            transform already reduces the geometry to a coarse value (a comparison, rounding, a type that is not \
            a size or a position, the safe-area insets, which change on rotation) is gated by design and is not \
            reported, nor is a preference whose value is not geometry: its key declares a value that is not a \
            size, a length, a point or a rectangle (a `Bool`, an error), or, when the project does not declare \
            it, its name says nothing of size, offset, frame or position. Opt-in.
            """,
        severity: .warning,
        kind: .syntax,
        isOptIn: true,
        triggering: [
            RuleExample("""
                struct Header: View {
                    @State private var size: CGSize = .zero
                    var body: some View {
                        content↓.onPreferenceChange(SizeKey.self) { value in size = value }
                    }
                }
                """, configuration: "rules: { geometry-gating: warning }"),
            RuleExample("""
                struct Header: View {
                    @State private var offset: CGFloat = 0
                    var body: some View {
                        content↓.onGeometryChange(for: CGFloat.self) { proxy in
                            proxy.frame(in: .scrollView).minY
                        } action: { newValue in
                            offset = newValue
                        }
                    }
                }
                """, configuration: "rules: { geometry-gating: warning }"),
        ],
        nonTriggering: [
            RuleExample("""
                struct Header: View {
                    @State private var size: CGSize = .zero
                    var body: some View {
                        content.onPreferenceChange(SizeKey.self) { value in size = value }
                    }
                }
                """),
            RuleExample("""
                struct Header: View {
                    @State private var currentSize: CGSize = .zero
                    var body: some View {
                        content.onPreferenceChange(SizeKey.self) { size in
                            if abs(size.width - currentSize.width) > 10 { currentSize = size }
                        }
                    }
                }
                """, configuration: "rules: { geometry-gating: warning }"),
            RuleExample("""
                struct Header: View {
                    @State private var isCollapsed = false
                    var body: some View {
                        content.onGeometryChange(for: Bool.self) { proxy in
                            proxy.frame(in: .scrollView).minY < -40
                        } action: { collapsed in
                            isCollapsed = collapsed
                        }
                    }
                }
                """, configuration: "rules: { geometry-gating: warning }"),
            RuleExample("""
                struct ContentScanningFailureKey: PreferenceKey {
                    static var defaultValue: ScanFailure? = nil
                    static func reduce(value: inout ScanFailure?, nextValue: () -> ScanFailure?) { value = nextValue() }
                }
                struct Bubble: View {
                    @State private var failure: ScanFailure?
                    @State private var isBarApplied = false
                    var body: some View {
                        content.onPreferenceChange(ContentScanningFailureKey.self) { failure = $0 }
                            .onPreferenceChange(IsSafeAreaBarApplied.self) { isBarApplied = $0 }
                    }
                }
                """, configuration: "rules: { geometry-gating: warning }"),
            RuleExample("""
                struct Bloom: ViewModifier {
                    @State private var height: CGFloat = 0
                    func body(content: Content) -> some View {
                        content.onGeometryChange(for: CGFloat.self) { proxy in proxy.safeAreaInsets.top } action: { height = $0 }
                    }
                }
                """, configuration: "rules: { geometry-gating: warning }"),
            RuleExample("""
                struct Header: View {
                    let model: Model
                    var body: some View {
                        content.onPreferenceChange(SizeKey.self) { value in model.size = value }
                    }
                }
                """, configuration: "rules: { geometry-gating: warning }"),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let comparisons: Set<String> = ["<", ">", "<=", ">=", "==", "!="]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard case .modifier(let name, _)? = context.shape(of: call), name == "onPreferenceChange" || name == "onGeometryChange",
              let action = action(of: call, modifier: name), !isGated(Syntax(action)),
              name == "onPreferenceChange" ? Self.isGeometryPreference(call, facts: context.facts) : !transformIsCoarse(call),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let state = assignedState(in: action, facts: context.facts)
        else { return }
        context.report(
            at: member.period,
            "`.\(name)` writes @State '\(state)' on every change, re-evaluating the view each time; write it only past a threshold")
    }

    private func action(of call: FunctionCallExprSyntax, modifier: String) -> ClosureExprSyntax? {
        if modifier == "onGeometryChange" {
            return call.additionalTrailingClosures.first { $0.label.text == "action" }?.closure
                ?? call.argument("action")?.expression.as(ClosureExprSyntax.self)
        }
        return call.trailingClosure ?? call.argument("perform")?.expression.as(ClosureExprSyntax.self)
    }

    /// A condition anywhere in the code: `if`, `guard`, `switch`, a comparison.
    private func isGated(_ code: Syntax) -> Bool {
        code.tokens(viewMode: .sourceAccurate).contains { token in
            [.keyword(.if), .keyword(.guard), .keyword(.switch)].contains(token.tokenKind)
                || (token.parent?.is(BinaryOperatorExprSyntax.self) == true && Self.comparisons.contains(token.text))
        }
    }

    /// The transform of `.onGeometryChange(for:of:)` compares or rounds, gives a value that is not
    /// geometry, or reads the safe-area insets, which change on rotation, not every frame.
    private func transformIsCoarse(_ call: FunctionCallExprSyntax) -> Bool {
        guard let transform = call.argument("of")?.expression ?? call.trailingClosure.map(ExprSyntax.init) else { return false }
        if let type = call.argument("for")?.expression.as(MemberAccessExprSyntax.self)?.base?.trimmedText,
           !Self.isGeometryType(type) {
            return true
        }
        let text = transform.trimmedText
        return isGated(Syntax(transform)) || text.contains("round") || text.contains("safeAreaInsets")
    }

    /// Types whose values move continuously with a scroll or an animation.
    private static let geometryTypes: Set<String> = [
        "CGFloat", "Double", "Float", "CGSize", "CGRect", "CGPoint", "CGVector", "EdgeInsets", "UnitPoint",
    ]
    private static let geometryWords = ["size", "offset", "frame", "position", "height", "width", "bounds", "rect", "origin", "scroll"]

    private static func isGeometryType(_ type: String) -> Bool {
        let bare = type.filter { !"[]?! ".contains($0) }
        return geometryTypes.contains(bare) || bare.hasPrefix("Anchor")
    }

    /// `.onPreferenceChange(Key.self)` where the key's value is geometry: by its declared
    /// `defaultValue` or `Value`, else by the key's name.
    private static func isGeometryPreference(_ call: FunctionCallExprSyntax, facts: ProjectFacts) -> Bool {
        guard let key = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.base?.trimmedText else { return false }
        for declaration in facts.types[key] ?? [] {
            guard let group = declaration.node.asDeclGroup else { continue }
            for member in group.memberBlock.members {
                if let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == "Value" {
                    return isGeometryType(alias.initializer.value.trimmedText)
                }
                if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                   binding.pattern.trimmedText == "defaultValue", let type = binding.typeAnnotation?.type.trimmedText {
                    return isGeometryType(type)
                }
            }
        }
        let lowered = key.lowercased()
        return geometryWords.contains(where: lowered.contains)
    }

    /// The name of a `@State` property of the enclosing view assigned in `closure`.
    private func assignedState(in closure: ClosureExprSyntax, facts: ProjectFacts) -> String? {
        guard let owner = EnclosingType.around(closure) else { return nil }
        let properties = EnclosingType.dynamicProperties(of: owner, facts: facts)
        for token in closure.tokens(viewMode: .sourceAccurate) where token.tokenKind == .equal {
            guard let assignment = token.parent?.as(AssignmentExprSyntax.self),
                  let elements = assignment.parent?.parent?.as(SequenceExprSyntax.self)?.elements,
                  let target = elements.first
            else { continue }
            let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? target.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil }
            if let name, properties[name] == "State" { return name }
        }
        return nil
    }
}
