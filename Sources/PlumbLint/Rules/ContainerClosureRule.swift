import PlumbCore
import PlumbSyntax
import PlumbSwiftUI
import SwiftSyntax

/// A container view keeps its content as a view, not as a closure (docs/design-system.md#view-structure).
struct ContainerClosureRule: SyntaxRule {
    static let description = RuleDescription(
        id: "container-closure",
        summary: "A stored `() -> Content` property in a View",
        explanation: """
            docs/design-system.md#view-structure: a closure cannot be compared, so a container holding \
            `let content: () -> Content` is re-evaluated every time its parent is, and its content built \
            again; with `@ViewBuilder let content: Content` the content is a value SwiftUI can compare and \
            skip. This rule reports stored properties of a `View` whose type is a closure without parameters \
            returning the view's generic `View` parameter. The fix rewrites the property to `@ViewBuilder let \
            content: Content` and its calls `content()` to `content`; with an explicit initializer of the form \
            `self.content = content` it calls the closure there (`self.content = content()`) and drops \
            `@escaping`. When the closure is used any other way, there is no fix. A closure an initializer \
            stores from an `@autoclosure` parameter is deferred on purpose (a lazy view, built only when it is \
            shown) and is not reported: a stored view would be built at once. Nor is a view only previews \
            show (a developer's fixture), unless `check_previews` is on.
            """,
        severity: .warning,
        kind: .syntax,
        triggering: [
            RuleExample("""
                struct MyContainer<Content: View>: View {
                    let ↓content: () -> Content
                    var body: some View { VStack { Text("Header"); content() } }
                }
                """),
            RuleExample("""
                struct Card<Content>: View where Content: View {
                    @ViewBuilder var ↓content: () -> Content
                    var body: some View { content().padding() }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct DemoFrame<Content: View>: View {
                    let content: () -> Content
                    var body: some View { VStack { Text("Demo"); content() } }
                }
                #Preview { DemoFrame { Text("Swatch") } }
                """),
            RuleExample("""
                struct MyContainer<Content: View>: View {
                    @ViewBuilder let content: Content
                    var body: some View { VStack { Text("Header"); content } }
                }
                """),
            RuleExample("""
                struct Row: View {
                    let onTap: () -> Void
                    var body: some View { Button("Go", action: onTap) }
                }
                """),
            RuleExample("""
                struct Lazy<Content: View>: View {
                    let build: (Int) -> Content
                    var body: some View { build(1) }
                }
                """),
            RuleExample("""
                struct LazyView<Content: View>: View {
                    let build: () -> Content
                    init(_ build: @autoclosure @escaping () -> Content) { self.build = build }
                    var body: Content { build() }
                }
                """),
            RuleExample("""
                final class Factory<Content: View> {
                    let content: () -> Content
                    init(content: @escaping () -> Content) { self.content = content }
                }
                """),
        ],
        corrections: [
            RuleCorrection("""
                struct MyContainer<Content: View>: View {
                    let content: () -> Content
                    var body: some View { VStack { Text("Header"); content() } }
                }
                """, """
                struct MyContainer<Content: View>: View {
                    @ViewBuilder let content: Content
                    var body: some View { VStack { Text("Header"); content } }
                }
                """),
            RuleCorrection("""
                struct Card<Content: View>: View {
                    private let content: () -> Content
                    init(@ViewBuilder content: @escaping () -> Content) {
                        self.content = content
                    }
                    var body: some View { content().padding() }
                }
                """, """
                struct Card<Content: View>: View {
                    @ViewBuilder private let content: Content
                    init(@ViewBuilder content: () -> Content) {
                        self.content = content()
                    }
                    var body: some View { content.padding() }
                }
                """),
        ],
        fixChange: .noFrame
    )

    static let nodeKinds: [SyntaxKind] = [.variableDecl]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let variable = node.cast(VariableDeclSyntax.self)
        guard variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
              let function = binding.typeAnnotation?.type.as(FunctionTypeSyntax.self), function.parameters.isEmpty,
              let owner = EnclosingType.owner(of: variable), let type = owner.as(StructDeclSyntax.self),
              EnclosingType.isView(owner, facts: context.facts),
              viewParameters(of: type).contains(function.returnClause.type.trimmedText),
              !isDeferred(name.text, in: type), !PreviewCode.isPreviewOnlyView(around: variable, in: context)
        else { return }
        let content = function.returnClause.type.trimmedText
        context.report(
            at: name,
            "`\(name.text): () -> \(content)` is a closure SwiftUI cannot compare; store `@ViewBuilder let \(name.text): \(content)`",
            fix: fix(variable, name: name.text, content: content, in: type, context: context))
    }

    /// Whether an initializer stores an `@autoclosure` parameter in the property (`self.build =
    /// build`): the content is deferred on purpose.
    private func isDeferred(_ name: String, in type: StructDeclSyntax) -> Bool {
        type.memberBlock.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self), isAssignedToProperty(reference),
                  let initializer = enclosingInitializer(reference),
                  let attributed = parameter(named: name, of: initializer)?.type.as(AttributedTypeSyntax.self)
            else { return false }
            return attributed.attributes.contains { $0.trimmedText == "@autoclosure" }
        }
    }

    /// Generic parameters constrained to `View`, in the parameter clause or a `where` clause.
    private func viewParameters(of type: StructDeclSyntax) -> Set<String> {
        var names = Set<String>()
        for parameter in type.genericParameterClause?.parameters ?? [] where parameter.inheritedType?.trimmedText == "View" {
            names.insert(parameter.name.text)
        }
        for requirement in type.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
               conformance.rightType.trimmedText == "View" {
                names.insert(conformance.leftType.trimmedText)
            }
        }
        return names
    }

    private func fix(
        _ variable: VariableDeclSyntax, name: String, content: String, in type: StructDeclSyntax, context: LintContext
    ) -> [TextEdit] {
        var edits: [TextEdit] = []
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            let isMember = reference.parent?.is(MemberAccessExprSyntax.self) ?? false
            if !isMember, let initializer = enclosingInitializer(reference), parameter(named: name, of: initializer) != nil {
                // The initializer's parameter: only `self.content = content` is rewritten.
                if isAssignedToProperty(reference) { continue }
                return []
            }
            if isMember, reference.parent?.as(MemberAccessExprSyntax.self)?.base?.trimmedText != "self" { return [] }
            let use = isMember ? reference.parent?.as(ExprSyntax.self) ?? ExprSyntax(reference) : ExprSyntax(reference)
            if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id,
               call.arguments.isEmpty, call.trailingClosure == nil {
                edits.append(context.replacing(call, with: use.trimmedText))
            } else if let initializerEdits = initializerEdits(for: use, name: name, context: context) {
                edits += initializerEdits
            } else if use.parent?.is(PatternBindingSyntax.self) != true, !isDeclaration(token) {
                return []  // passed along or stored elsewhere: no safe rewrite
            }
        }
        let hasBuilder = variable.attributes.names.contains("ViewBuilder")
        if !hasBuilder {
            let start = variable.modifiers.first?.positionAfterSkippingLeadingTrivia ?? variable.bindingSpecifier.positionAfterSkippingLeadingTrivia
            edits.append(context.inserting("@ViewBuilder ", at: start))
        }
        if let annotation = variable.bindings.first?.typeAnnotation { edits.append(context.replacing(annotation.type, with: content)) }
        return edits
    }

    private func isDeclaration(_ token: TokenSyntax) -> Bool {
        token.parent?.is(IdentifierPatternSyntax.self) == true
    }

    /// `self.content = content` in an initializer whose parameter is `@escaping () -> Content`.
    private func initializerEdits(for use: ExprSyntax, name: String, context: LintContext) -> [TextEdit]? {
        guard let member = use.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self",
              let elements = assignment(containing: member), elements[0].id == member.id,
              elements[2].trimmedText == name,
              let initializer = enclosingInitializer(member),
              let attributed = parameter(named: name, of: initializer)?.type.as(AttributedTypeSyntax.self)
        else { return nil }
        var edits = [context.inserting("()", at: elements[2].endPositionBeforeTrailingTrivia)]
        if let escaping = attributed.attributes.first(where: { $0.trimmedText == "@escaping" }) {
            edits.append(TextEdit(
                file: context.file.path,
                range: escaping.positionAfterSkippingLeadingTrivia.utf8Offset..<escaping.endPosition.utf8Offset, replacement: ""))
        }
        return edits
    }

    /// `lhs = rhs` around an operand, as the unfolded sequence's three elements.
    private func assignment(containing operand: some SyntaxProtocol) -> [ExprSyntax]? {
        guard let elements = operand.parent?.parent?.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
              elements.count == 3, elements[1].is(AssignmentExprSyntax.self)
        else { return nil }
        return elements
    }

    private func isAssignedToProperty(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let elements = assignment(containing: reference), elements[2].id == reference.id,
              let target = elements[0].as(MemberAccessExprSyntax.self)
        else { return false }
        return target.base?.trimmedText == "self" && target.declName.baseName.text == reference.baseName.text
    }

    private func parameter(named name: String, of initializer: InitializerDeclSyntax) -> FunctionParameterSyntax? {
        initializer.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
    }

    private func enclosingInitializer(_ node: some SyntaxProtocol) -> InitializerDeclSyntax? {
        var current = node.parent
        while let candidate = current {
            if let initializer = candidate.as(InitializerDeclSyntax.self) { return initializer }
            current = candidate.parent
        }
        return nil
    }
}
