import PlumbLayout
import SwiftSyntax

/// Styles that apply to views inside the modified one: `.buttonStyle`, `.textFieldStyle`, and a
/// shape's fill, which names it.
enum StyleRewriter {
    /// `view` with every default-styled Button in it given `style`.
    static func buttons(in view: ViewNode, style: ButtonLayout.Style) -> ViewNode {
        var copy = view
        if let button = view.layout as? ButtonLayout, button.style == .automatic {
            copy.layout = ButtonLayout(style: style)
        }
        copy.children = view.children.map { buttons(in: $0, style: style) }
        return copy
    }

    /// `view` with every TextField in it given the rounded-border style.
    static func roundedTextFields(in view: ViewNode) -> ViewNode {
        var copy = view
        if let field = view.layout as? TextFieldLayout {
            copy.layout = TextFieldLayout(prompt: field.prompt, isRoundedBorder: true)
        }
        copy.children = view.children.map(roundedTextFields)
        return copy
    }

    /// A shape filled with a colour is labelled with the colour's name (`fill(Color.red)` → "red").
    static func filled(_ view: ViewNode, with style: ExprSyntax?) -> ViewNode {
        guard view.layout is ShapeLayout, view.label == nil, let style,
            let name = LiteralValue.memberName(style)
        else { return view }
        var copy = view
        copy.label = name
        return copy
    }
}
