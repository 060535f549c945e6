import PlumbLayout
import SwiftSyntax

/// A value standing as a view whose declared type is a colour or a shape style
/// (`.background(style.fill)` with `var fill: Color`, `.overlay(theme.tint(for: row))` returning
/// `LinearGradient`): whichever value it holds at run time, it fills what it is offered, so its
/// type, which the project declares (`declaredType(of:)`), decides its layout. An optional one
/// (`Color?`) is there or not at run time: the host's optional-content scenario decides.
extension TreeBuilder {
    func declaredStyleViews(_ expression: ExprSyntax) -> [ViewNode]? {
        guard let type = declaredType(of: expression), !type.isMetatype, SwiftUIViews.fillingStyleTypes.contains(type.name)
        else { return nil }
        let text = String(expression.trimmedDescription.prefix(40))
        let fill: ViewNode =
            switch type.name {
            case "Color": .color(text)
            case let gradient where SwiftUIViews.gradients.contains(gradient): .shape(gradient)
            default: .shape("ShapeStyle", fill: text)
            }
        let read = { [fill.at(self.origin(of: expression))] }
        return type.isOptional ? optionalContent(text, at: expression, read) : read()
    }

    /// A function of a value that is no view, called where a view goes
    /// (`.background(appState.backgroundColor(for: scheme))`, `theme.tint.color()`), whose
    /// declared result is a colour or shape style: read by its type, as above, rather than as a
    /// modifier of the value. Only a name no SwiftUI modifier has is asked, so that the modifiers
    /// of views cost no look-up.
    func declaredStyleCallViews(_ call: FunctionCallExprSyntax, named name: String) -> [ViewNode]? {
        guard ModifierCatalog.modifier(name) == nil else { return nil }
        return declaredStyleViews(ExprSyntax(call))
    }
}
