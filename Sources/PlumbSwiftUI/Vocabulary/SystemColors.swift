import PlumbSyntax
import SwiftSyntax

/// The places a colour is written: what `hardcoded-color` and the other colour rules recognise.
/// Only names of the palette (`SystemColorNames`) count; a project's own tokens
/// reached with the same leading dot (`.brandGold`) are not system colours.
public enum SystemColors {
    /// Types whose extensions define colours: palette values belong there (`AnyShapeStyle` is
    /// a struct no one extends with colours).
    public static let definingTypes = SystemColorNames.colorTypes.union(SystemColorNames.styleTypes).subtracting(["AnyShapeStyle"])
    /// Declared types a leading-dot colour can flow into.
    private static let receivingTypes = SystemColorNames.colorTypes.union(SystemColorNames.styleTypes)
    /// Argument labels that take a colour in any call.
    private static let colorLabels: Set<String> = [
        "color", "colors", "tint", "uiColor", "nsColor", "foregroundColor", "backgroundColor", "strokeColor",
        "fillColor", "shadowColor", "borderColor", "tintColor", "accentColor",
    ]

    /// Whether a leading-dot value at `position` is a UIKit/AppKit colour: `Color(.systemBlue)`,
    /// `Color(uiColor: .lightGray)`, a declared `UIColor`. Elsewhere `.lightGray` or
    /// `.systemBlue` can only be a project's own token, since SwiftUI has no such colours.
    public static func isPlatformColor(_ position: ValuePosition) -> Bool {
        switch position {
        case .argument(let call, let label):
            if let label { return label == "uiColor" || label == "nsColor" }
            return ValuePosition.calleeName(call).map(SystemColorNames.colorTypes.contains) ?? false
        case .declared(let type):
            return SystemColorNames.platformColorTypes.contains(ValuePosition.bareType(type))
        }
    }

    /// Whether a UIKit or AppKit colour (`UIColor.red`) reaches a SwiftUI view: made into a
    /// `Color` (`Color(UIColor.red)`, `Color(uiColor: …)`) or written in a SwiftUI view's code.
    /// One that a `UIView`, a cell or a representable's UIKit code sets, or a layer takes as a
    /// `CGColor` (a mask's fill, a gradient's end points), is drawn by UIKit or Core Animation.
    public static func reachesSwiftUI(_ colour: ExprSyntax, at position: ValuePosition?, facts: ProjectFacts) -> Bool {
        if colour.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "cgColor" { return false }
        if isMadeIntoColor(position) { return true }
        return ScopeLookup.enclosingTypes(of: Syntax(colour)).contains {
            facts.isView($0) && !facts.inherits($0, fromAnyOf: SwiftUIViews.representables)
        }
    }

    /// Whether a UIKit or AppKit colour at `position` is made into a SwiftUI `Color`:
    /// `Color(UIColor.red)`, `Color(uiColor: .systemBlue)`, `Color(nsColor: …)`.
    public static func isMadeIntoColor(_ position: ValuePosition?) -> Bool {
        guard case .argument(let call, let label)? = position else { return false }
        return label == "uiColor" || label == "nsColor" || label == nil && ValuePosition.calleeName(call) == "Color"
    }

    /// Whether a leading-dot value at `position` is a colour.
    public static func isColor(_ position: ValuePosition) -> Bool {
        switch position {
        case .argument(let call, let label):
            if let label { return colorLabels.contains(label) }
            guard let callee = ValuePosition.calleeName(call) else { return false }
            return SystemColorNames.colorTypes.contains(callee) || ModifierCatalog.modifier(callee)?.style?.takesStyle(label: nil) == true
        case .declared(let type):
            return receivingTypes.contains(ValuePosition.bareType(type))
        }
    }

    /// `.shadow(color: …)`, `.shadow(.drop(color: …))`, a project's `ShadowStyle(color: …)`:
    /// black there is a shadow, at any opacity.
    public static func isShadowColor(_ position: ValuePosition?) -> Bool {
        guard case .argument(let call, let label)? = position, label == "color",
              let callee = ValuePosition.calleeName(call)
        else { return false }
        return callee == "drop" || callee == "inner" || callee.lowercased().contains("shadow")
    }

    /// `Color.black.opacity(0.001)`: no colour anyone sees — a hit-testing surface or the clear
    /// end of a fade.
    public static func isInvisible(_ colour: MemberAccessExprSyntax, resolver: ValueResolver) -> Bool {
        guard let opacity = colour.parent?.as(MemberAccessExprSyntax.self), opacity.declName.baseName.text == "opacity",
              let call = opacity.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == opacity.id,
              let value = call.arguments.first.flatMap({ resolver.resolve($0.expression) })?.value
        else { return false }
        return value < invisibleOpacity
    }

    private static let invisibleOpacity = 0.02
}
