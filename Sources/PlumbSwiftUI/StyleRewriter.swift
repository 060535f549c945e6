import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// Styles that apply to views inside the modified one: `.buttonStyle`, `.textFieldStyle`, and a
/// shape's fill, which names it.
enum StyleRewriter {
    /// `view` with every default-styled Button in it (every one `chosen`) given `style`.
    static func buttons(in view: ViewNode, style: ButtonLayout.Style, where chosen: (ViewNode) -> Bool = { _ in true }) -> ViewNode {
        var copy = view
        if let button = view.layout as? ButtonLayout, button.style == .automatic, chosen(view) {
            copy.layout = ButtonLayout(style: style)
        }
        copy.children = view.children.map { buttons(in: $0, style: style, where: chosen) }
        return copy
    }

    /// `view` with every Label in it drawn in the built-in label style `style`: `.iconOnly` keeps
    /// the icon, `.titleOnly` the title, `.titleAndIcon` and `.automatic` both; nil for a style
    /// the reader does not know (an app's own).
    static func labels(in view: ViewNode, style: String) -> ViewNode? {
        let keep: Int?
        switch style {
        case "iconOnly": keep = 0
        case "titleOnly": keep = 1
        case "titleAndIcon", "automatic": keep = nil
        default: return nil
        }
        guard let keep else { return view }
        return keepingLabelPart(keep, in: view)
    }

    private static func keepingLabelPart(_ index: Int, in view: ViewNode) -> ViewNode {
        if view.kind == .view("Label"), view.layout is StackLayout, view.children.count == 2 {
            return view.children[index].at(view.origin)
        }
        var copy = view
        copy.children = view.children.map { keepingLabelPart(index, in: $0) }
        return copy
    }

    /// `view` with every Toggle and Stepper in it showing its control alone (`.labelsHidden()`).
    static func hidingToggleLabels(in view: ViewNode) -> ViewNode {
        var copy = view
        if let toggle = view.layout as? ToggleLayout { copy.layout = ToggleLayout(control: toggle.control, labelHidden: true) }
        copy.children = view.children.map(hidingToggleLabels)
        return copy
    }

    /// `view` with every ProgressView in it drawn in `style`, at its control size.
    static func progressViews(in view: ViewNode, style: ProgressViewLayout.Style) -> ViewNode {
        var copy = view
        if let progress = view.layout as? ProgressViewLayout { copy.layout = ProgressViewLayout(style: style, isLarge: progress.isLarge) }
        copy.children = view.children.map { progressViews(in: $0, style: style) }
        return copy
    }

    /// `view` with every circular ProgressView in it at the large control size.
    static func largeProgressViews(in view: ViewNode) -> ViewNode {
        var copy = view
        if let progress = view.layout as? ProgressViewLayout, progress.style == .circular {
            copy.layout = ProgressViewLayout(style: .circular, isLarge: true)
        }
        copy.children = view.children.map(largeProgressViews)
        return copy
    }

    /// `view` with every TextField in it given the rounded-border style.
    static func roundedTextFields(in view: ViewNode) -> ViewNode {
        var copy = view
        if let field = view.layout as? TextFieldLayout {
            var rounded = field
            rounded.isRoundedBorder = true
            copy.layout = rounded
        }
        copy.children = view.children.map(roundedTextFields)
        return copy
    }

    /// A shape filled with a colour is labelled with the colour's name (`fill(Color.red)` → "red"),
    /// a project's constant with its name as written (`fill(AppTheme.Colors.accent)`).
    static func filled(_ view: ViewNode, with style: ExprSyntax?) -> ViewNode {
        guard view.layout is ShapeLayout, view.label == nil, let member = style?.as(MemberAccessExprSyntax.self) else {
            return view
        }
        var name = member.declName.baseName.text
        if let type = member.base.flatMap(ValueResolver.dottedName), type != "Color" { name = "\(type).\(name)" }
        var copy = view
        copy.label = name
        return copy
    }

    /// The style protocols whose name a built-in style's type ends with (`PlainButtonStyle`),
    /// longest first so that `PageTabViewStyle` loses `TabViewStyle`, not `Style`.
    private static let styleProtocols = (ControlStyle.all.flatMap(\.protocols)
        + ["NavigationViewStyle", "ListStyle", "FormStyle", "TabViewStyle", "PickerStyle", "MenuStyle", "Style"])
        .sorted { $0.count > $1.count }

    /// A style's name as its static member spells it: `.insetGrouped` and
    /// `InsetGroupedListStyle()` are "insetGrouped", `StackNavigationViewStyle()` is "stack",
    /// `SwitchToggleStyle(tint: .red)` is "switch".
    static func styleName(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if let name = LiteralValue.memberName(expression) { return name }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let name = LiteralValue.memberName(call.calledExpression) { return name }
        guard var type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for suffix in styleProtocols where type.hasSuffix(suffix) {
            type.removeLast(suffix.count)
            break
        }
        guard let first = type.first else { return nil }
        return first.lowercased() + type.dropFirst()
    }

    /// `view` with every NavigationView in it shown as a stack (`.navigationViewStyle(.stack)`),
    /// which the reader lays out, where it is opaque because of its columns at regular width.
    static func stackedNavigationViews(in view: ViewNode) -> ViewNode {
        if view.kind == .view("NavigationView"), view.isOpaque, let stack = view.children.first { return stack }
        var copy = view
        copy.children = view.children.map(stackedNavigationViews)
        return copy
    }
}
