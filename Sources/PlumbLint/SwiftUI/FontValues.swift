import PlumbSyntax
import SwiftSyntax

/// Where fonts are written and SwiftUI's text styles: what the font rules recognise.
enum FontValues {
    /// The text styles with their point size at the default Dynamic Type size on iOS.
    static let textStyles: [(name: String, size: Double)] = [
        ("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("body", 17), ("headline", 17),
        ("callout", 16), ("subheadline", 15), ("footnote", 13), ("caption", 12), ("caption2", 11),
    ]
    static let textStyleNames = Set(textStyles.map(\.name))
    private static let fontTypes: Set<String> = ["Font", "UIFont", "NSFont"]

    /// Whether a leading-dot value at `position` is a font: the argument of `.font(…)`, a `font:`
    /// argument, or a value of a declared `Font`.
    static func isFont(_ position: ValuePosition) -> Bool {
        switch position {
        case .argument(let call, let label):
            if let label { return label == "font" }
            return ValuePosition.calleeName(call) == "font"
        case .declared(let type):
            return fontTypes.contains(ValuePosition.bareType(type))
        }
    }

    /// Whether a call's base names the font type: `Font.custom(…)`, `SwiftUI.Font.system(…)`.
    static func isFontType(_ base: ExprSyntax) -> Bool {
        ValueResolver.dottedName(base).map(ValuePosition.bareType) == "Font"
    }

    /// Whether a call is the font function `name` (`custom`, `system`), when the source shows it
    /// is one: `.custom(…)` in a font position, or called on `Font`. Gives the `Font` base, if any.
    static func isFontCall(_ call: FunctionCallExprSyntax, named name: String) -> (isFont: Bool, base: ExprSyntax?) {
        switch CallShape(call) {
        case .modifier(name, let base)? where isFontType(base):
            return (true, base)
        case .implicitMember(name)?:
            return (ValuePosition.of(call).map(isFont) ?? false, nil)
        default:
            return (false, nil)
        }
    }

    /// The text style nearest a point size; a tie goes to the larger style, and 17 is `.body`.
    static func nearestTextStyle(to size: Double) -> String {
        var best = textStyles[0]
        for style in textStyles where abs(style.size - size) < abs(best.size - size) {
            best = style
        }
        return best.name
    }
}
