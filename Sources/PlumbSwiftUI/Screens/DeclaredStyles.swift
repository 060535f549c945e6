import PlumbLayout
import SwiftSyntax

/// A value standing as a view whose declared type is a colour or a shape style
/// (`.background(style.fill)` with `var fill: Color`, `.overlay(theme.tint(for: row))` returning
/// `LinearGradient`): whichever value it holds at run time, it fills what it is offered, so its
/// type, which the project declares (`declaredType(of:)`), decides its layout. An optional one
/// (`Color?`) is there or not at run time: the host's optional-content scenario decides.
extension TreeBuilder {
    func declaredStyleViews(_ expression: ExprSyntax) -> [ViewNode]? {
        declaredType(of: expression).flatMap { fill(of: $0, named: String(expression.trimmedText.prefix(40)), at: expression) }
    }

    /// What a value of `type` standing at `place` shows, when the type is a colour or shape
    /// style: a fill named `text`.
    func fill(of type: DeclaredValueType, named text: String, at place: some SyntaxProtocol) -> [ViewNode]? {
        guard !type.isMetatype, SwiftUIViews.fillingStyleTypes.contains(type.name) else { return nil }
        let fill: ViewNode =
            switch type.name {
            case "Color": .color(text)
            case let gradient where SwiftUIViews.gradients.contains(gradient): .shape(gradient)
            default: .shape("ShapeStyle", fill: text)
            }
        let read = { [fill.at(self.origin(of: place))] }
        return type.isOptional ? optionalContent(text, at: place, read) : read()
    }

    /// A value handed on to a view and called there (`tint()`, given `tint: theme.tint` whose
    /// type declares `callAsFunction() -> Color`), read where it was given: the fill of what its
    /// `callAsFunction` declares it returns.
    func calledValueStyleViews(_ value: ExprSyntax) -> [ViewNode]? {
        guard let returned = calledValueFunction(value)?.signature.returnClause, let type = declaredType(written: returned.type) else {
            return nil
        }
        return fill(of: type, named: String(value.trimmedText.prefix(40)), at: value)
    }

    /// A method of a value that is no view (`theme.bg.color()`, `state.background(for: scheme)`)
    /// whose declared return type is a colour or shape style: its fill. A name SwiftUI or the
    /// project declares as a view modifier is that modifier, never read here.
    func declaredMethodStyleViews(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax) -> [ViewNode]? {
        let name = member.declName.baseName.text
        guard ModifierCatalog.modifier(name) == nil, facts.viewMethod(named: name) == nil else { return nil }
        return declaredStyleViews(ExprSyntax(call))
    }
}
