import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// The members of a project type that reading its views needs — its `body`, stored properties,
/// initializers and `@ViewBuilder` helpers — across its declaration and extensions.
struct ViewTypeMembers {
    let fullName: String
    private let items: [MemberBlockItemSyntax]
    /// The generic parameters of the declaration (`Content` in `Card<Content: View>`).
    let genericParameters: Set<String>

    /// The members of `declarations`; with `compiledClause`, those a `#if` in a type's body
    /// declares in the clause it chooses (`#if os(iOS) var body: some View { … } #elseif os(macOS) …`),
    /// asked only where a type's body holds a `#if`.
    init?(_ declarations: [TypeDeclaration], compiledClause: ((IfConfigDeclSyntax) -> CompiledClause?)? = nil) {
        guard let first = declarations.first else { return nil }
        fullName = first.fullName
        items = declarations.flatMap { declaration in
            Self.compiled(declaration.members.map(Array.init) ?? [], choosing: compiledClause)
        }
        let primary = declarations.first { !$0.isExtension }?.node.as(StructDeclSyntax.self)
        genericParameters = Set(primary?.genericParameterClause?.parameters.map(\.name.text) ?? [])
    }

    /// `items` with each `#if` replaced by the members of the clause `compiledClause` takes:
    /// the first whose condition holds, or its `#else`. A condition it does not settle (`DEBUG`,
    /// `canImport` of a package) before the clause taken leaves the `#if`'s members unread, as
    /// is every `#if` without a chooser.
    private static func compiled(
        _ items: [MemberBlockItemSyntax], choosing compiledClause: ((IfConfigDeclSyntax) -> CompiledClause?)?
    ) -> [MemberBlockItemSyntax] {
        items.flatMap { item -> [MemberBlockItemSyntax] in
            guard let conditional = item.decl.as(IfConfigDeclSyntax.self) else { return [item] }
            guard let compiledClause, case .taken(let clause)? = compiledClause(conditional), case .decls(let members)? = clause.elements else {
                return []
            }
            return compiled(Array(members), choosing: compiledClause)
        }
    }

    /// The statements of the computed property `name` (`body`, a helper `var header: some View`).
    func computedProperty(_ name: String) -> CodeBlockItemListSyntax? {
        for item in items {
            guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.modifiers.isStatic else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.accessorBlock.flatMap(Self.getter)
            }
        }
        return nil
    }

    /// The instance method `name` with a body.
    func function(_ name: String) -> FunctionDeclSyntax? {
        items.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .first { $0.name.text == name && !$0.modifiers.isStatic && $0.body != nil }
    }

    /// The type a stored property's annotation writes (`var accessory: Accessory?`): the type of
    /// the memberwise initializer's parameter for it.
    func storedPropertyType(_ name: String) -> TypeSyntax? {
        storedBinding(named: name)?.typeAnnotation?.type
    }

    /// Whether the stored instance property `name` is declared `@Binding`.
    func isBinding(_ name: String) -> Bool {
        // A binding's parent is its declaration's list of bindings, whose parent is the declaration.
        storedBinding(named: name)?.parent?.parent?.as(VariableDeclSyntax.self)?.hasAttribute(in: ["Binding"]) ?? false
    }

    private func storedBinding(named name: String) -> PatternBindingSyntax? {
        storedBindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    }

    /// The stored instance properties, in order: name, written type, and whether it has a
    /// default value.
    var storedProperties: [(name: String, type: String?, hasDefault: Bool)] {
        storedBindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            return (name, binding.typeAnnotation?.type.trimmedText, binding.initializer != nil)
        }
    }

    /// The bindings of the stored instance properties (no getter), in order.
    private var storedBindings: [PatternBindingSyntax] {
        items.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { !$0.modifiers.isStatic }.flatMap(\.bindings)
            .filter { $0.accessorBlock == nil }
    }

    /// The initial values of the stored `var`s without a property wrapper (`var height: CGFloat =
    /// 48`): a view or style cannot change them in its body, so each holds unless the initializer
    /// sets it. A wrapped one (`@State`) changes at run time. An optional `var` written without
    /// one (`var accessory: Accessory?`) starts as `nil`, as Swift gives it.
    var plainVariableDefaults: [String: ExprSyntax] {
        var defaults: [String: ExprSyntax] = [:]
        for variable in items.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
        where variable.bindingSpecifier.tokenKind == .keyword(.var) && variable.attributes.isEmpty && !variable.modifiers.isStatic {
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let value = binding.initializer?.value {
                    defaults[name] = value
                } else if let type = binding.typeAnnotation?.type, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                    defaults[name] = ExprSyntax(NilLiteralExprSyntax())
                }
            }
        }
        return defaults
    }

    /// The initial value of the stored instance property `name` (`@Entry var compact = true`).
    func initialValue(of name: String) -> ExprSyntax? {
        items.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { !$0.modifiers.isStatic }
            .flatMap(\.bindings).first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }?.initializer?.value
    }

    /// The properties that read an environment value by key path (`@Environment(\.spacing) var
    /// spacing`): each name with the key path as written.
    var environmentProperties: [(name: String, keyPath: ExprSyntax)] {
        items.compactMap { $0.decl.as(VariableDeclSyntax.self) }.compactMap { variable in
            guard let keyPath = Self.environmentArgument(of: variable), keyPath.is(KeyPathExprSyntax.self),
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return nil }
            return (name, keyPath)
        }
    }

    /// What `@Environment(…)` reads for `variable`: a key path (`\.spacing`) or an object's
    /// type (`Theme.self`); nil for a variable without the wrapper.
    static func environmentArgument(of variable: VariableDeclSyntax) -> ExprSyntax? {
        // The last token rules out the other wrappers (`@State`) before the name is copied out.
        let wrapper = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
            .filter { $0.attributeName.lastToken(viewMode: .sourceAccurate)?.text == "Environment" }
            .first { ["Environment", "SwiftUI.Environment"].contains($0.attributeName.trimmedText) }
        return wrapper?.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
    }

    var initializers: [InitializerDeclSyntax] {
        items.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    }

    /// A getter's statements: `{ … }` or `{ get { … } }`.
    static func getter(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let statements):
            return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }
}
