import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// A `Bool` the view owns, flipped in place: `flag.toggle()`, `self.flag.toggle()` or
/// `flag = !flag`, where `flag` is the view's `@State` or `@Binding` declared as a `Bool`.
struct StateFlag {
    let name: String
    /// The whole flip, which a fix wraps.
    let expression: ExprSyntax
    /// The view that declares the flag, in all its declarations.
    let owner: [TypeDeclaration]
    let ownerName: String
    let isBinding: Bool
    /// A `@State`: only the view and what it hands the flag to can read it.
    let isViewState: Bool

    /// The flip at the node the walk is at (a call's shape is the context's, worked out once per call).
    init?(_ node: Syntax, in context: LintContext) {
        guard let (name, expression) = Self.flip(node, in: context) else { return nil }
        let facts = context.facts
        guard let type = facts.enclosingTypeName(of: node),
              let variable = facts.memberVariable(named: name, of: type),
              variable.hasAttribute(in: PropertyWrappers.settableValues) && Self.isBool(variable) || Self.isBoundBool(variable),
              let owner = facts.types[type]
        else { return nil }
        self.name = name
        self.expression = expression
        self.owner = owner
        ownerName = type
        isBinding = variable.attributeNames.contains("Binding") || Self.isBoundBool(variable)
        isViewState = variable.attributeNames.contains("State")
    }

    private static func flip(_ node: Syntax, in context: LintContext) -> (String, ExprSyntax)? {
        if let call = node.as(FunctionCallExprSyntax.self), case .modifier("toggle", let base)? = context.shape(of: call),
           call.arguments.isEmpty, call.trailingClosure == nil, let name = plainName(base) {
            return (name, ExprSyntax(call))
        }
        if let sequence = node.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let name = plainName(elements[0]),
                  let negation = elements[2].as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
                  plainName(negation.expression) == name
            else { return nil }
            return (name, ExprSyntax(sequence))
        }
        return nil
    }

    /// `flag` or `self.flag`; for a binding held as a value, `flag.wrappedValue` or
    /// `flag?.wrappedValue`.
    private static func plainName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "wrappedValue",
           var base = member.base {
            if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// A property that holds a binding as a value: `let isVisible: Binding<Bool>?`.
    private static func isBoundBool(_ variable: VariableDeclSyntax) -> Bool {
        guard var type = variable.bindings.first?.typeAnnotation?.type else { return false }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        return type.trimmedText == "Binding<Bool>"
    }

    private static func isBool(_ variable: VariableDeclSyntax) -> Bool {
        guard let binding = variable.bindings.first else { return false }
        if let type = binding.typeAnnotation?.type.trimmedText { return type == "Bool" }
        return binding.initializer?.value.is(BooleanLiteralExprSyntax.self) ?? false
    }

    /// Whether the view hands the flag to a presentation (`isPresented: $flag`), animates its
    /// changes itself (`.animation(_:value: flag)`), or draws nothing from it: an event trigger,
    /// or a `@State` nothing reads (a leftover flag only ever written).
    /// A `@Binding` also counts as a presentation when a view that passes it in (`Row(isOn:
    /// $showingSheet)`) hands its source to one.
    ///
    /// A reusable control that flips its `@Binding` (a checkbox shown from two or more places, or
    /// given an animated binding, `$isOn.animation(.spring)`) leaves the animation to its callers.
    /// Its callers are the view graph's call sites of its type (read once per run), not a walk of
    /// every file.
    func isPresentationOrAnimated(facts: ProjectFacts, graph: ViewGraph) -> Bool {
        if FlagUseScan.finds(name, in: owner) { return true }
        let reads = EventTriggerScan.reads(of: name, in: owner, facts: facts)
        if reads.other == 0 && (reads.watched > 0 || isViewState) { return true }
        guard isBinding else { return false }
        let callSites = graph.callSites(of: ownerName)
        if callSites.count >= 2 { return true }
        return callSites.compactMap { $0.call.argument(name)?.expression }.contains { argument in
            if let call = argument.as(FunctionCallExprSyntax.self), CallShape(call)?.modifierName == "animation" { return true }
            let text = argument.trimmedText
            guard text.hasPrefix("$"), let caller = facts.enclosingTypeName(of: argument),
                  let declarations = facts.types[caller] else { return false }
            return FlagUseScan.finds(String(text.dropFirst()), in: declarations)
        }
    }
}

/// Whether a value (`flag`, `model.flag`) is handed to a presentation as `isPresented: $flag`,
/// drives focus with `.focused($flag)`, or is animated with `.animation(_:value: flag)`.
private final class FlagUseScan: SyntaxVisitor {
    private let name: String
    private var found = false

    private init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func finds(_ name: String, in declarations: [TypeDeclaration]) -> Bool {
        let scan = FlagUseScan(name: name)
        for declaration in declarations where !scan.found { scan.walk(declaration.node) }
        return scan.found
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.expression.trimmedText
        let isBound = text == "$\(name)" || text == "$self.\(name)" || text == "self.$\(name)"
        switch node.label?.text {
        case "isPresented": if isBound { found = true }
        case nil:
            // `.focused($flag)`: the flag moves keyboard focus, which is not drawn motion.
            let modifier = node.parent?.parent?.as(FunctionCallExprSyntax.self).flatMap { CallShape($0)?.modifierName }
            if isBound, modifier == "focused" { found = true }
        case "value":
            let isAnimation = node.parent?.parent?.as(FunctionCallExprSyntax.self).flatMap { CallShape($0)?.modifierName } == "animation"
            if isAnimation, text == name || text == "self.\(name)" { found = true }
        default: break
        }
        return .visitChildren
    }
}

/// The reads of a flag. It is an event trigger when every read of it is the value a modifier watches
/// (`.onChange(of:)`, `.task(id:)`, `.symbolEffect(_:value:)`, `.sensoryFeedback(_:trigger:)`)
/// or an argument of a UIKit or AppKit view's wrapper (`SwiftUIViews.representables`), so
/// flipping it starts work or an effect and draws nothing that a SwiftUI animation could move.
private final class EventTriggerScan: SyntaxVisitor {
    private static let triggers: [String: String] = ["onChange": "of", "task": "id", "symbolEffect": "value", "sensoryFeedback": "trigger"]
    private let name: String
    private let facts: ProjectFacts
    private var watched = 0
    private var otherReads = 0

    private init(name: String, facts: ProjectFacts) {
        self.name = name
        self.facts = facts
        super.init(viewMode: .sourceAccurate)
    }

    /// How often the flag is read as a watched value, and how often otherwise (its flips and
    /// assignments are no reads).
    static func reads(of name: String, in declarations: [TypeDeclaration], facts: ProjectFacts) -> (watched: Int, other: Int) {
        let scan = EventTriggerScan(name: name, facts: facts)
        for declaration in declarations { scan.walk(declaration.node) }
        return (scan.watched, scan.otherReads)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == name || node.baseName.text == "$\(name)" else { return .visitChildren }
        var expression = ExprSyntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self) {
            if member.declName.id == node.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return .visitChildren }
                expression = ExprSyntax(member)
            } else if member.declName.baseName.text == "toggle" {
                return .visitChildren  // the flip
            }
        }
        if let argument = expression.parent?.as(LabeledExprSyntax.self),
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), isWatched(argument, by: call) {
            watched += 1
        } else if !Self.isWrite(expression) {
            otherReads += 1
        }
        return .visitChildren
    }

    private func isWatched(_ argument: LabeledExprSyntax, by call: FunctionCallExprSyntax) -> Bool {
        switch CallShape(call) {
        case .modifier(let modifier, _)?:
            return Self.triggers[modifier].map { argument.label?.text == $0 } ?? false
        case .initializer(let type)?:
            return facts.inherits(type, fromAnyOf: SwiftUIViews.representables)
        default:
            return false
        }
    }

    /// An assignment's left side (`flag = true`), and the `flag` that `flag = !flag` negates.
    private static func isWrite(_ expression: ExprSyntax) -> Bool {
        var node = Syntax(expression)
        if let prefix = node.parent?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { node = Syntax(prefix) }
        guard let sequence = node.parent?.parent?.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return false }
        return elements[0].id == node.id || node.is(PrefixOperatorExprSyntax.self) && elements[2].id == node.id
            && elements[0].trimmedText == expression.trimmedText
    }
}
