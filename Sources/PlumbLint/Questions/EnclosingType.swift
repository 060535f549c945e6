import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Questions about the type declaration that holds a node: which it is, whether it is a `View`,
/// its members across its declarations, and the state it holds.
enum EnclosingType {
    /// The type or extension that directly declares `node` as a member.
    static func owner(of node: some SyntaxProtocol) -> DeclGroupSyntax? {
        guard let item = node.parent?.as(MemberBlockItemSyntax.self),
              let group = item.parent?.parent?.parent?.asDeclGroup
        else { return nil }
        return group
    }

    /// The type or extension whose member declaration holds `node`, at any depth.
    static func around(_ node: some SyntaxProtocol) -> DeclGroupSyntax? {
        node.ancestor(MemberBlockItemSyntax.self).flatMap { owner(of: $0.decl) }
    }

    /// The full name of a type, or the extended type of an extension.
    static func name(of group: DeclGroupSyntax) -> String? {
        if let extensionDecl = group.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedText }
        return ScopeLookup.enclosingTypes(of: Syntax(group.memberBlock)).first
    }

    /// Whether the type conforms to `View`, here or in any declaration the project has of it.
    static func isView(_ group: DeclGroupSyntax, facts: ProjectFacts) -> Bool {
        if group.inheritanceClause?.typeNames.contains(where: ProjectFacts.viewProtocols.contains) == true { return true }
        return name(of: group).map(facts.isView) ?? false
    }

    /// Every member declaration of the type: this group's, and those of its other declarations.
    static func members(of group: DeclGroupSyntax, facts: ProjectFacts) -> [DeclSyntax] {
        var members = group.memberBlock.members.map(\.decl)
        if let name = name(of: group) {
            for declaration in facts.types[name] ?? [] where declaration.node.id != DeclSyntax(group).id {
                if let other = declaration.node.asDeclGroup {
                    members += other.memberBlock.members.map(\.decl)
                }
            }
        }
        return members
    }

    /// The stored properties with a dynamic property wrapper, by name.
    static func dynamicProperties(of group: DeclGroupSyntax, facts: ProjectFacts) -> [String: String] {
        var properties: [String: String] = [:]
        for member in members(of: group, facts: facts) {
            guard let variable = member.as(VariableDeclSyntax.self),
                  let wrapper = dynamicPropertyWrapper(of: variable, facts: facts)
            else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { properties[name] = wrapper }
            }
        }
        return properties
    }

    /// The view's state that can change, by name in declaration order, with its wrapper: every
    /// dynamic property except the constant environment values (`@Environment(\.dismiss)`); none
    /// in a view WidgetKit draws.
    static func changingState(of group: DeclGroupSyntax, facts: ProjectFacts) -> [(name: String, wrapper: String)] {
        let members = members(of: group, facts: facts)
        if readsWidgetEnvironment(members) { return [] }
        return members.flatMap { member -> [(name: String, wrapper: String)] in
            guard let variable = member.as(VariableDeclSyntax.self),
                  let wrapper = dynamicPropertyWrapper(of: variable, facts: facts),
                  !(wrapper == "Environment" && environmentKey(of: variable).map(EnvironmentValueNames.constant.contains) == true)
            else { return [] }
            return variable.bindings.compactMap { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { (name: $0.identifier.text, wrapper: wrapper) }
            }
        }
    }

    /// Whether WidgetKit draws the code at `node`, at the fixed size of a widget family: code in
    /// a `Widget`'s configuration (in a file that imports WidgetKit), or in a view that reads a
    /// WidgetKit environment value.
    static func isDrawnByWidgetKit(_ node: some SyntaxProtocol, in context: LintContext) -> Bool {
        guard let type = around(node) else { return false }
        if readsWidgetEnvironment(members(of: type, facts: context.facts)) { return true }
        let isWidget = type.inheritanceClause?.inheritedTypes.contains { ["Widget", "WidgetKit.Widget"].contains($0.type.trimmedText) } == true
        return isWidget && context.facts.imports(of: context.file).contains("WidgetKit")
    }

    private static func readsWidgetEnvironment(_ members: [DeclSyntax]) -> Bool {
        members.contains { member in
            member.as(VariableDeclSyntax.self).flatMap(environmentKey(of:)).map(EnvironmentValueNames.widget.contains) == true
        }
    }

    /// The property's dynamic property wrapper: SwiftUI's (`@State`, `@Environment`, …) or the
    /// project's own (`@AppSettings(\.general)`, a `DynamicProperty` property wrapper), whose
    /// changes update the view like SwiftUI's.
    private static func dynamicPropertyWrapper(of variable: VariableDeclSyntax, facts: ProjectFacts) -> String? {
        let names = variable.attributes.names
        if let known = names.first(where: PropertyWrappers.dynamic.contains) { return known }
        return names.first { name in
            name.first?.isUppercase == true && facts.types[name]?.contains { $0.inheritedTypes.contains("DynamicProperty") } == true
        }
    }

    /// `dismiss` for `@Environment(\.dismiss)`.
    private static func environmentKey(of variable: VariableDeclSyntax) -> String? {
        for element in variable.attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedText == "Environment",
                  let keyPath = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(KeyPathExprSyntax.self),
                  keyPath.components.count == 1
            else { continue }
            return keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
        }
        return nil
    }
}
