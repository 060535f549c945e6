import PlumbSyntax
import SwiftSyntax

/// The controls an `HStack` lays side by side: its direct children and the ones a `ForEach`
/// over a constant collection generates, each with what its label shows.
struct ButtonRow {
    enum Label {
        case glyph
        case text
        /// A title or label view Plumb cannot read.
        case unknown
    }

    private static let controls: Set<String> = [
        "Button", "Menu", "Link", "NavigationLink", "ShareLink", "EditButton", "PasteButton",
    ]

    /// One label per control, in order.
    let labels: [Label]

    init?(_ stack: FunctionCallExprSyntax, facts: ProjectFacts, resolver: ValueResolver) {
        guard CallShape(stack)?.initializerName == "HStack", let closure = stack.trailingClosure else { return nil }
        labels = Self.labels(in: closure, facts: facts, resolver: resolver)
    }

    private static func labels(in closure: ClosureExprSyntax, facts: ProjectFacts, resolver: ValueResolver) -> [Label] {
        ViewChildren.direct(of: closure).flatMap { child -> [Label] in
            guard let outer = child.as(FunctionCallExprSyntax.self) else { return [] }
            let root = outer.chainRoot
            guard let name = CallShape(root)?.initializerName else { return [] }
            if name == "ForEach", let data = root.arguments.first, data.label == nil, let body = root.trailingClosure,
               let count = ConstantCount(data.expression, facts: facts, resolver: resolver)?.value {
                let each = labels(in: body, facts: facts, resolver: resolver)
                return Array(repeating: each, count: count).flatMap { $0 }
            }
            let iconOnly = outer.modifierArgument("labelStyle") == ".iconOnly"
            if controls.contains(name) { return [label(of: root, iconOnly: iconOnly)] }
            if name == "Toggle", outer.modifierArgument("toggleStyle") == ".button" { return [label(of: root, iconOnly: iconOnly)] }
            return []
        }
    }

    /// A title is text unless the label is styled icon-only; a label view is a glyph when it is
    /// an `Image`, text when it is a `Text`, and unknown otherwise.
    private static func label(of control: FunctionCallExprSyntax, iconOnly: Bool) -> Label {
        if let first = control.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            if iconOnly && control.argument("systemImage") != nil { return .glyph }
            return first.expression.is(StringLiteralExprSyntax.self) ? .text : .unknown
        }
        // The trailing closure is the label except where it is an action (`Button { … }`) or
        // a menu's content; then the label is the `label:` closure.
        let trailingIsLabel = switch CallShape(control)?.initializerName {
        case "Button": control.argument("action") != nil
        case "Menu": false
        default: true
        }
        let labelClosure = control.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? (trailingIsLabel ? control.trailingClosure : nil)
        guard let closure = labelClosure, let only = ViewChildren.direct(of: closure).first,
              let root = only.as(FunctionCallExprSyntax.self)?.chainRoot,
              let name = CallShape(root)?.initializerName
        else { return .unknown }
        switch name {
        case "Text": return .text
        case "Image": return .glyph
        default: return .unknown
        }
    }
}

extension FunctionCallExprSyntax {
    /// The first argument, as written, of a modifier of this name in the chain up to this call:
    /// `.button` for `Toggle(…).toggleStyle(.button).tint(.red)`.
    func modifierArgument(_ modifier: String) -> String? {
        var current: FunctionCallExprSyntax? = self
        while let call = current, case .modifier(let name, let base)? = CallShape(call) {
            if name == modifier { return call.arguments.first?.expression.trimmedDescription }
            current = base.as(FunctionCallExprSyntax.self)
        }
        return nil
    }
}

/// How many elements a constant collection has: a literal array, a range with constant bounds,
/// or `allCases` of an enum the project declares.
struct ConstantCount {
    /// Beyond this many elements a count is not worth knowing: it is a lot.
    static let limit = 1_000
    let value: Int

    init?(_ expression: ExprSyntax, facts: ProjectFacts, resolver: ValueResolver) {
        if let array = expression.as(ArrayExprSyntax.self) {
            value = min(array.elements.count, Self.limit)
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text,
                  let lower = sequence.elements.first.flatMap({ resolver.resolve($0)?.value }),
                  let upper = sequence.elements.last.flatMap({ resolver.resolve($0)?.value }) {
            let span = upper - lower + (op == "..." ? 1 : 0)
            guard op == "..<" || op == "...", span >= 0, span <= Double(Self.limit) else { return nil }
            value = Int(span)
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
                  let base = member.base, let typeName = ValueResolver.dottedName(base) {
            let cases = facts.declarations(ofTypeNamed: typeName, near: expression).flatMap { declaration in
                declaration.node.as(EnumDeclSyntax.self)?.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) } ?? []
            }
            guard !cases.isEmpty else { return nil }
            value = min(cases.reduce(0) { $0 + $1.elements.count }, Self.limit)
        } else {
            return nil
        }
    }
}
