import PlumbSyntax
import SwiftSyntax

/// What a project's own members return when their code says it in one expression: a computed
/// property (`var iconSize: CGFloat { 24 }`, `static var brandBody: Font { .custom("Brand",
/// size: 15) }`), a static constant, or a static function (`static func brand(size: CGFloat) ->
/// Font { .custom("Brand", size: size) }`), after local constants it names (`let radius = width / 2;
/// return Config(width: width, radius: radius)`), or in the branch an availability check takes
/// (`AvailabilityBranch`). Any other statement is run-time code the reader does not evaluate.
enum DeclaredMember {
    /// The one expression `statements` return: `{ 24 }` or `{ return 24 }`, after `let`s whose
    /// values the reader finds where the expression names them.
    static func returned(by statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        returned(by: Array(statements))
    }

    private static func returned(by statements: [CodeBlockItemSyntax]) -> ExprSyntax? {
        if let taken = AvailabilityBranch.taken(in: statements) { return returned(by: taken) }
        guard let item = statements.last?.item, statements.dropLast().allSatisfy(declaresConstants) else { return nil }
        // Only a body of one expression returns it without `return`.
        let isAlone = statements.count == 1
        switch item {
        case .expr(let expression):
            return isAlone ? expression : nil
        case .stmt(let statement):
            return statement.as(ReturnStmtSyntax.self)?.expression ?? (isAlone ? statement.as(ExpressionStmtSyntax.self)?.expression : nil)
        case .decl:
            return nil
        }
    }

    /// `let a = 1, b = 2`: constants, each with its value.
    private static func declaresConstants(_ item: CodeBlockItemSyntax) -> Bool {
        guard let variable = item.item.as(DeclSyntax.self)?.as(VariableDeclSyntax.self) else { return false }
        return variable.bindingSpecifier.tokenKind == .keyword(.let) && variable.bindings.allSatisfy { $0.initializer != nil }
    }

    /// What a property the facts hold gives: a constant's initial value, or what a computed
    /// property's getter returns. A stored `var` may change at run time: nil.
    static func value(of declaration: ValueDeclaration) -> ExprSyntax? {
        if let initializer = declaration.initializer { return initializer }
        return declaration.nameToken.ancestor(PatternBindingSyntax.self)?.accessorBlock.flatMap(ViewTypeMembers.getter).flatMap(returned)
    }

    /// What the property `name` of the project type `typeName` (its extensions included) gives,
    /// found by name in the facts' member table: `static let brandTitle = …`, `static var
    /// brandBody: Font { … }`.
    static func property(_ name: String, of typeName: String, in facts: ProjectFacts) -> ExprSyntax? {
        facts.members[typeName]?[name].flatMap(value(of:))
    }

    /// The getter's statements of the static computed property `name` of `typeName`.
    static func staticGetter(_ name: String, of typeName: String, in facts: ProjectFacts) -> CodeBlockItemListSyntax? {
        staticBinding(name, of: typeName, in: facts)?.accessorBlock.flatMap(ViewTypeMembers.getter)
    }

    /// The value of the static constant `name` of `typeName` (`static let badge = Image(.badge)`);
    /// nil for a `var`, which may be given another value at run time.
    static func staticConstant(_ name: String, of typeName: String, in facts: ProjectFacts) -> ExprSyntax? {
        guard let binding = staticBinding(name, of: typeName, in: facts),
            binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
        else { return nil }
        return binding.initializer?.value
    }

    /// The static function `name` of the project type `typeName` that returns one expression,
    /// with that expression.
    static func staticFunction(_ name: String, of typeName: String, in facts: ProjectFacts) -> (FunctionDeclSyntax, ExprSyntax)? {
        guard let function = staticFunctionWithBody(name, of: typeName, in: facts),
            let value = function.body.flatMap({ returned(by: $0.statements) })
        else { return nil }
        return (function, value)
    }

    /// The static function `name` of the project type `typeName` with a body, whatever it holds
    /// (a `@ViewBuilder` helper).
    static func staticFunctionWithBody(_ name: String, of typeName: String, in facts: ProjectFacts) -> FunctionDeclSyntax? {
        staticFunctions(named: name, of: typeName, in: facts).first { $0.body != nil }
    }

    /// Every overload of the static function `name` of `typeName` that has a body, in the order
    /// declared.
    static func staticFunctionsWithBody(_ name: String, of typeName: String, in facts: ProjectFacts) -> [FunctionDeclSyntax] {
        staticFunctions(named: name, of: typeName, in: facts).filter { $0.body != nil }
    }

    /// Whether the project declares a static member `name` on `typeName` (`extension Color {
    /// static func brand(_:) }`), whatever its body.
    static func declaresStatic(_ name: String, on typeName: String, in facts: ProjectFacts) -> Bool {
        staticBinding(name, of: typeName, in: facts) != nil
            || !staticFunctions(named: name, of: typeName, in: facts).isEmpty
    }

    // The two lookups below compare the name before asking whether a member is static: a reader
    // asks them at every call and member access it reads, of types with many members, and the
    // name rules out almost all of them at less cost than the modifiers.

    private static func staticBinding(_ name: String, of typeName: String, in facts: ProjectFacts) -> PatternBindingSyntax? {
        members(of: typeName, in: facts).lazy.compactMap { $0.as(VariableDeclSyntax.self) }
            .compactMap { variable in
                variable.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifier?.name == name }
                    .flatMap { variable.modifiers.isStatic ? $0 : nil }
            }
            .first
    }

    /// A function named with a keyword is declared in backticks (`` static func `default`(…) ``)
    /// and called without them (`.default(…)`).
    private static func staticFunctions(
        named name: String, of typeName: String, in facts: ProjectFacts
    ) -> some Collection<FunctionDeclSyntax> {
        let escaped = "`\(name)`"
        return members(of: typeName, in: facts).lazy.compactMap { $0.as(FunctionDeclSyntax.self) }
            .filter { ($0.name.text == name || $0.name.text == escaped) && $0.modifiers.isStatic }
    }

    /// The instance method `name` of the project type `typeName` (`extension Image { func
    /// icon(height:) -> some View }`), with a body or not.
    static func instanceFunction(_ name: String, of typeName: String, in facts: ProjectFacts) -> FunctionDeclSyntax? {
        members(of: typeName, in: facts).lazy.compactMap { $0.as(FunctionDeclSyntax.self) }
            .first { $0.name.text == name && !$0.modifiers.isStatic }
    }

    /// The function `name` the project type `typeName` (or an extension) declares, static or not.
    static func function(_ name: String, of typeName: String, in facts: ProjectFacts) -> FunctionDeclSyntax? {
        members(of: typeName, in: facts).lazy.compactMap { $0.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
    }

    /// Every overload of the function `name` the project type `typeName` (or an extension)
    /// declares, static or not, in the order declared.
    static func functions(_ name: String, of typeName: String, in facts: ProjectFacts) -> [FunctionDeclSyntax] {
        members(of: typeName, in: facts).compactMap { $0.as(FunctionDeclSyntax.self) }.filter { $0.name.text == name }
    }

    /// The members the project declares on `typeName`, its extensions included.
    private static func members(of typeName: String, in facts: ProjectFacts) -> [DeclSyntax] {
        (facts.types[typeName] ?? []).flatMap { Array($0.members ?? []) }.map(\.decl)
    }
}
