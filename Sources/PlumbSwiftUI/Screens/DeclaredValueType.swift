import PlumbSyntax
import SwiftSyntax

/// The type the project's code declares for a value, read from its declarations rather than
/// its value: a parameter's or property's annotation (`style: ButtonStyleConfig`, `var
/// background: Color?`), a function's return type, an initializer's type (`Palette(…)`), followed
/// along a member chain (`style.config.background`, `Theme.color(for: .row).color`). Nil where
/// a link is not declared in a way the reader sees: the type is never guessed.
struct DeclaredValueType: Equatable {
    /// The type's name as the project or SDK spells it, without `?` and generic arguments:
    /// a project type's full dotted name, or an SDK type's (`Color`, `UIColor`).
    let name: String
    /// Whether the value may be `nil` (`Color?`, `a?.b`).
    var isOptional = false
    /// Whether the value is the type itself (`Palette` in `Palette.surface`), whose static
    /// members a member access names.
    var isMetatype = false
}

extension TreeBuilder {
    /// How many links of a chain, and of the declarations it goes through, are followed.
    private static let maximumTypeSteps = 12

    /// The declared type of `expression`, written where it is.
    func declaredType(of expression: ExprSyntax, steps: Int = 0) -> DeclaredValueType? {
        guard steps < Self.maximumTypeSteps else { return nil }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            return declaredType(of: unwrapped.expression, steps: steps + 1).map { DeclaredValueType(name: $0.name) }
        }
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            return declaredType(of: chained.expression, steps: steps + 1)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return declaredType(ofName: reference.baseName.text, at: Syntax(reference), steps: steps)
        }
        if expression.is(StringLiteralExprSyntax.self) { return DeclaredValueType(name: "String") }
        if expression.is(BooleanLiteralExprSyntax.self) { return DeclaredValueType(name: "Bool") }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return declaredType(ofMember: member, steps: steps)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return declaredType(ofCall: call, steps: steps)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return declaredType(ofDefaulted: sequence, steps: steps) ?? declaredType(ofOperation: sequence, steps: steps)
        }
        return nil
    }

    /// `a ?? b` has the type of `b`, which is `a`'s unwrapped: `b`'s declared type, or `a`'s
    /// when `b` starts with a leading dot (`.accent`, `.brand.icon`), which Swift looks up in
    /// that type.
    private func declaredType(ofDefaulted sequence: SequenceExprSyntax, steps: Int) -> DeclaredValueType? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
        if let fallback = declaredType(of: elements[2], steps: steps + 1) { return fallback }
        guard Self.startsWithLeadingDot(elements[2]), let value = declaredType(of: elements[0], steps: steps + 1) else { return nil }
        return DeclaredValueType(name: value.name)
    }

    /// `a + b` of strings is a string, each operand a string the reader knows; `c ? a : b` has
    /// its branches' type; `a && b`, `a || b` and a comparison (`a == b`, `a < b`) are `Bool`
    /// (the standard library's operators; a project may declare others, which the checks of its
    /// views do not use as text).
    private func declaredType(ofOperation sequence: SequenceExprSyntax, steps: Int) -> DeclaredValueType? {
        let elements = Array(sequence.elements)
        if elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self) {
            return declaredType(of: ternary.thenExpression, steps: steps + 1)
                ?? declaredType(of: elements[elements.count - 1], steps: steps + 1)
        }
        let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text }
        if operators.contains(where: { $0.map(Self.booleanOperators.contains) ?? false }) { return DeclaredValueType(name: "Bool") }
        let operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
        guard !operators.isEmpty, operators.allSatisfy({ $0 == "+" }),
            operands.allSatisfy({ declaredType(of: $0, steps: steps + 1)?.name == "String" })
        else { return nil }
        return DeclaredValueType(name: "String")
    }

    /// Operators whose result is a `Bool`, whatever else the expression holds: they bind after
    /// the arithmetic and range operators, and only a ternary (read above) binds after them.
    private static let booleanOperators: Set<String> = ["&&", "||", "==", "!=", "<", ">", "<=", ">=", "===", "!=="]

    /// Whether a member chain starts at a leading dot: `.accent`, `.brand.icon`, `.tint(0.5).light`.
    private static func startsWithLeadingDot(_ expression: ExprSyntax) -> Bool {
        var link = expression
        while true {
            if let call = link.as(FunctionCallExprSyntax.self) {
                link = call.calledExpression
            } else if let member = link.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return true }
                link = base
            } else {
                return false
            }
        }
    }

    /// `name` where `place` names it: a type, `self`, a local constant or parameter, a value an
    /// `if let` or a `ForEach`'s closure binds (`BoundValueTypes`), a member of the type being
    /// read, a constant of the file.
    func declaredType(ofName name: String, at place: Syntax, steps: Int) -> DeclaredValueType? {
        if name == "self" { return scope.typeName.map { DeclaredValueType(name: $0) } }
        if name == "Self" { return scope.typeName.map { DeclaredValueType(name: $0, isMetatype: true) } }
        if name.first?.isUppercase == true, let type = typeNamed(name, near: place) {
            return DeclaredValueType(name: type, isMetatype: true)
        }
        if name == "$0" { return declaredType(ofClosureParameterAt: place, steps: steps) }
        switch ScopeLookup.find(name, from: place) {
        case .local(let token, let value):
            if let annotation = token.ancestor(PatternBindingSyntax.self)?.typeAnnotation?.type {
                return declaredType(written: annotation)
            }
            return declaredType(of: value, steps: steps + 1)
        case .shadowed:
            return ScopeLookup.parameterType(name, from: place).flatMap(declaredType(written:))
                ?? declaredType(ofBound: name, at: place, steps: steps)
        case .notFound:
            if let typeName = scope.typeName ?? facts.enclosingTypeName(of: place),
                let member = memberType(name, of: DeclaredValueType(name: typeName), steps: steps)
            {
                return member
            }
            guard let constant = facts.visibleFileValue(named: name, near: place) else { return nil }
            return declaredType(of: constant, steps: steps)
        }
    }

    /// `base.name`: the declared type of the member `name` of `base`'s type.
    private func declaredType(ofMember member: MemberAccessExprSyntax, steps: Int) -> DeclaredValueType? {
        guard let base = member.base, let owner = declaredType(of: base, steps: steps + 1) else { return nil }
        let name = member.declName.baseName.text
        if owner.isMetatype, facts.types["\(owner.name).\(name)"] != nil {
            // `Color.Brand` in `Color.Brand.accent`: a type nested in the type.
            return DeclaredValueType(name: "\(owner.name).\(name)", isMetatype: true)
        }
        if owner.isMetatype, values.declaresCase(name, in: owner.name) {
            // `Mode.light`: a case of the project's enum is a value of the enum.
            return DeclaredValueType(name: owner.name)
        }
        if owner.isMetatype, SystemColorNames.platformColorTypes.contains(owner.name),
            SystemColorNames.isUIKitColor(name), facts.members[owner.name]?[name] == nil
        {
            // `UIColor.systemGroupedBackground`: UIKit's colours are colours of the class.
            return DeclaredValueType(name: owner.name)
        }
        guard var type = memberType(name, of: owner, steps: steps) else { return nil }
        type.isOptional = type.isOptional || owner.isOptional
        return type
    }

    /// A call: a type's initializer (`Palette(…)`, `Color(…)`) or a project function, by its
    /// declared return type; a value called as a function (`theme.tint()`, `tint` a property of
    /// a type that declares `callAsFunction`) by that function's.
    private func declaredType(ofCall call: FunctionCallExprSyntax, steps: Int) -> DeclaredValueType? {
        if let callee = declaredType(of: call.calledExpression, steps: steps + 1), callee.isMetatype {
            return DeclaredValueType(name: callee.name)
        }
        let function: FunctionDeclSyntax?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let owner = declaredType(of: base, steps: steps + 1) else { return nil }
            function = DeclaredMember.function(member.declName.baseName.text, of: owner.name, in: facts)
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let typeName = scope.typeName ?? facts.enclosingTypeName(of: reference)
        {
            function = DeclaredMember.function(reference.baseName.text, of: typeName, in: facts)
        } else {
            function = nil
        }
        return (function ?? calledValueFunction(call.calledExpression, steps: steps))?.signature.returnClause
            .flatMap { declaredType(written: $0.type) }
    }

    /// The `callAsFunction` of the type the project declares for `value`, a value called as a
    /// function.
    func calledValueFunction(_ value: ExprSyntax, steps: Int = 0) -> FunctionDeclSyntax? {
        guard let type = declaredType(of: value, steps: steps + 1), !type.isMetatype else { return nil }
        return DeclaredMember.function("callAsFunction", of: type.name, in: facts)
    }

    /// The declared type of a property `name` of `owner`: its annotation, else its initial value's.
    private func memberType(_ name: String, of owner: DeclaredValueType, steps: Int) -> DeclaredValueType? {
        guard let declaration = facts.members[owner.name]?[name] else {
            // `level.daysToRecommend` of a class Xcode generates from a Core Data model, which
            // no Swift file declares.
            return facts.model.coreData.propertyType(name, ofClass: owner.name).map {
                DeclaredValueType(name: $0.name, isOptional: $0.isOptional)
            }
        }
        return declaredType(of: declaration, steps: steps)
    }

    private func declaredType(of declaration: ValueDeclaration, steps: Int) -> DeclaredValueType? {
        let binding = declaration.nameToken.ancestor(PatternBindingSyntax.self)
        if let annotation = binding?.typeAnnotation?.type { return declaredType(written: annotation) }
        if let variable = binding?.ancestor(VariableDeclSyntax.self), let environment = ViewTypeMembers.environmentArgument(of: variable) {
            if let object = environment.as(MemberAccessExprSyntax.self), object.declName.baseName.text == "self", let base = object.base {
                // `@Environment(Theme.self) var theme`.
                return declaredType(spelled: base.trimmedText, near: base)
            }
            if let key = Self.environmentKey(environment) {
                // `@Environment(\.palette) var palette`: the type of the project's `EnvironmentValues` member.
                return ["EnvironmentValues", "SwiftUI.EnvironmentValues"].lazy
                    .compactMap { self.memberType(key, of: DeclaredValueType(name: $0), steps: steps + 1) }.first
            }
        }
        // A `var`'s initial value has its type too, whatever value it takes later.
        return (binding?.initializer?.value ?? declaration.initializer).flatMap { declaredType(of: $0, steps: steps + 1) }
    }

    /// The type a declaration writes, `Color?` read as an optional `Color`, `Palette` as the
    /// project type it names where it is written.
    func declaredType(written type: TypeSyntax) -> DeclaredValueType? {
        if let optional = type.as(OptionalTypeSyntax.self) {
            return declaredType(written: optional.wrappedType).map { DeclaredValueType(name: $0.name, isOptional: true) }
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return declaredType(written: unwrapped.wrappedType)
        }
        if let opaque = type.as(SomeOrAnyTypeSyntax.self) {
            // `some ShapeStyle`: the protocol names what the value is.
            return DeclaredValueType(name: opaque.constraint.trimmedText)
        }
        return declaredType(spelled: type.trimmedText, near: type)
    }

    /// The type `Palette`, `Box<Color>` or `SwiftUI.Color` spells at `place`.
    func declaredType(spelled spelling: String, near place: some SyntaxProtocol) -> DeclaredValueType {
        var name = spelling
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if name.hasPrefix("SwiftUI.") { name.removeFirst("SwiftUI.".count) }
        return DeclaredValueType(name: typeNamed(name, near: place) ?? name)
    }

    /// The full name of a project type named `name` at `place`, or an SDK type's own name.
    private func typeNamed(_ name: String, near place: some SyntaxProtocol) -> String? {
        if let declared = facts.declarations(ofTypeNamed: name, near: place).first { return declared.fullName }
        return SwiftUIViews.fillingStyleTypes.contains(name) || SystemColorNames.platformColorTypes.contains(name) ? name : nil
    }
}

