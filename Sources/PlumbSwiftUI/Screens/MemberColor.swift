import PlumbLayout
import PlumbSyntax
import SwiftSyntax

extension TreeBuilder {
    /// `theme.primaryBackground`, where `theme` is a property of the view being read whose type
    /// the project declares (`@Environment(Theme.self) var theme`, `let theme: Theme`) and
    /// `primaryBackground` is declared a `Color` there: a colour, whichever one it is at run
    /// time, fills what it is offered. Nil for anything else.
    func memberColor(_ member: MemberAccessExprSyntax) -> ViewNode? {
        guard let base = member.base.flatMap(ReadingScope.propertyName), let typeName = scope.typeName,
            let owner = facts.memberVariable(named: base, of: typeName).flatMap(Self.declaredType),
            let ownerName = facts.declarations(ofTypeNamed: owner, near: member).first?.fullName,
            let variable = facts.memberVariable(named: member.declName.baseName.text, of: ownerName),
            let type = variable.bindings.first?.typeAnnotation?.type.trimmedText,
            SystemColorNames.swiftUIColor.contains(type)
        else { return nil }
        return .color(member.trimmedText)
    }

    /// The type a property holds: `Theme` for `@Environment(Theme.self) var theme` and
    /// `let theme: Theme`.
    private static func declaredType(_ variable: VariableDeclSyntax) -> String? {
        if let annotated = variable.bindings.first?.typeAnnotation?.type.trimmedText { return annotated }
        guard let argument = ViewTypeMembers.environmentArgument(of: variable)?.as(MemberAccessExprSyntax.self),
            argument.declName.baseName.text == "self"
        else { return nil }
        return argument.base.flatMap(ValueResolver.dottedName)
    }
}
