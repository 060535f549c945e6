import PlumbSyntax
import SwiftSyntax

/// Where a control's label is written. A title comes first (`Button("Save") { save() }`: the
/// trailing closure is then the action, a destination or a menu's items); otherwise the label is
/// the `label:` closure, or the trailing closure where that is the label rather than the action
/// (`Button { save() } label: { … }`) or the content (`Menu`, `Picker`).
public enum ControlLabel {
    /// Whether the trailing closure of an untitled control `name` is its label: a `Button`'s
    /// when its action is the `action:` argument, a `Menu`'s or `Picker`'s never (it lists their
    /// items), any other control's (`Toggle(isOn:) { Text("Wi-Fi") }`, `NavigationLink(value:) { … }`)
    /// always.
    public static func trailingClosureIsLabel(ofControl name: String, actionIsArgument: Bool) -> Bool {
        switch name {
        case "Button": actionIsArgument
        case "Menu", "Picker": false
        default: true
        }
    }

    /// The title a control is given as its first, unlabelled argument: `"Save"` in `Button("Save") { … }`.
    public static func title(of control: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let first = control.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) else { return nil }
        return first.expression
    }

    /// The closure that holds a control's label view, when it has one: `label:` (a trailing
    /// closure or an argument), else the trailing closure of an untitled control whose trailing
    /// closure is its label.
    public static func closure(of control: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let labelled = control.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return labelled.closure }
        if let argument = control.arguments.first(where: { $0.label?.text == "label" }) {
            return argument.expression.as(ClosureExprSyntax.self)
        }
        guard title(of: control) == nil else { return nil }
        let actionIsArgument = control.arguments.contains { $0.label?.text == "action" }
        guard let name = CallShape(control)?.initializerName,
              trailingClosureIsLabel(ofControl: name, actionIsArgument: actionIsArgument)
        else { return nil }
        return control.trailingClosure
    }
}
