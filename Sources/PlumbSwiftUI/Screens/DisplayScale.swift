import PlumbSyntax
import SwiftSyntax

/// A number that is the display's scale, a fact of the device a screen is laid out on (its
/// pixels per point, as the device catalog gives it): `UIScreen.main.scale`, a view's
/// `@Environment(\.displayScale)`, and `@Environment(\.pixelLength)`, one pixel in points
/// (`.frame(height: 1 / UIScreen.main.scale)`, a hairline). An ancestor that sets
/// `.environment(\.displayScale, …)` in the reading is read where it sets it instead.
enum DisplayScale {
    /// The scale itself.
    case scale
    /// One pixel, in points: the scale's inverse.
    case pixelLength

    /// What `expression` reads, in the innermost of `types` that declares the name it uses;
    /// nil for any other expression.
    init?(_ expression: ExprSyntax, in types: [String], facts: ProjectFacts) {
        if Self.isScreenScale(expression) {
            self = .scale
            return
        }
        guard let name = ReadingScope.propertyName(expression),
            let variable = types.lazy.compactMap({ facts.memberVariable(named: name, of: $0) }).first,
            !variable.modifiers.isStatic, let keyPath = ViewTypeMembers.environmentArgument(of: variable)
        else { return nil }
        switch TreeBuilder.environmentKey(keyPath) {
        case "displayScale": self = .scale
        case "pixelLength": self = .pixelLength
        default: return nil
        }
    }

    /// The number on a display of `scale` pixels per point.
    func value(atScale scale: Double) -> Double {
        switch self {
        case .scale: scale
        case .pixelLength: 1 / scale
        }
    }

    /// `UIScreen.main.scale`: UIKit's scale, which the catalog gives (not `nativeScale`, which
    /// differs from it on the Plus iPhones and in display zoom).
    private static func isScreenScale(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "scale",
            let screen = member.base?.as(MemberAccessExprSyntax.self), screen.declName.baseName.text == "main"
        else { return false }
        return ["UIScreen", "UIKit.UIScreen"].contains(screen.base?.trimmedText ?? "")
    }
}
