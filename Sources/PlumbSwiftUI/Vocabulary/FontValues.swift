import PlumbSyntax
import SwiftSyntax

/// Where fonts are written: what the font rules recognise (the text styles are `TextStyle`'s).
public enum FontValues {
    /// Whether a leading-dot value at `position` is a font: the argument of `.font(…)`, a `font:`
    /// argument, or a value of a declared `Font`.
    public static func isFont(_ position: ValuePosition) -> Bool {
        switch position {
        case .argument(let call, let label):
            if let label { return label == "font" }
            return ValuePosition.calleeName(call) == "font"
        case .declared(let type):
            return FontType.typeNames.contains(ValuePosition.bareType(type))
        }
    }

    /// Whether a call is the font function `name` (`custom`, `system`), when the source shows it
    /// is one: `.custom(…)` in a font position, or called on `Font`. Gives the `Font` base, if any.
    /// `shape` is the call's (`LintContext.shape(of:)`, worked out once per call).
    public static func isFontCall(_ call: FunctionCallExprSyntax, shape: CallShape?, named name: String) -> (isFont: Bool, base: ExprSyntax?) {
        switch shape {
        case .modifier(name, let base)? where FontType.isNamed(by: base):
            return (true, base)
        case .implicitMember(name)?:
            return (ValuePosition.of(call).map(isFont) ?? false, nil)
        default:
            return (false, nil)
        }
    }
}

extension FontValues {
    /// UIKit's and AppKit's system fonts, whose family or font name names the system face.
    private static let systemFontTypes: Set<String> = ["UIFont", "NSFont"]
    private static let systemFontFunctions: Set<String> = ["systemFont", "boldSystemFont", "preferredFont"]

    /// Whether a font name is the system face's, read from the system font itself:
    /// `UIFont.systemFont(ofSize: 12).familyName` (a watch app's `.custom(name, size:)` that
    /// scales with Dynamic Type in the system face).
    public static func isSystemFaceName(_ name: ExprSyntax) -> Bool {
        guard let member = name.as(MemberAccessExprSyntax.self), ["familyName", "fontName"].contains(member.declName.baseName.text),
            let call = member.base?.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(MemberAccessExprSyntax.self),
            systemFontFunctions.contains(function.declName.baseName.text),
            let type = function.base?.as(DeclReferenceExprSyntax.self), systemFontTypes.contains(type.baseName.text)
        else { return false }
        return true
    }
}
