import PlumbSyntax
import SwiftSyntax

/// The system palette by name, and the places a colour is written: what `hardcoded-color` and
/// the other colour rules recognise. Only names of the palette count; a project's own tokens
/// reached with the same leading dot (`.brandGold`) are not system colours.
enum SystemColors {
    /// SwiftUI's named colours (also `UIColor.red` and friends).
    static let palette: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
        "brown", "gray", "white", "black",
    ]
    /// UIKit's fixed greys, reached only through `UIColor`/`NSColor`.
    private static let uiKitOnly: Set<String> = ["darkGray", "lightGray", "magenta"]
    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor"]
    /// Types whose extensions define colours: palette values belong there.
    static let definingTypes: Set<String> = ["Color", "UIColor", "NSColor", "ShapeStyle", "CGColor"]
    /// Declared types a leading-dot colour can flow into.
    private static let receivingTypes: Set<String> = ["Color", "UIColor", "NSColor", "ShapeStyle", "AnyShapeStyle", "CGColor"]
    /// Calls whose unlabeled arguments are colours or shape styles.
    private static let colorCalls: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "backgroundStyle", "tint", "accentColor", "fill",
        "stroke", "strokeBorder", "border", "overlay", "listRowBackground", "listItemTint", "presentationBackground",
        "containerBackground", "toolbarBackground", "Color", "UIColor", "NSColor",
    ]
    /// Argument labels that take a colour in any call.
    private static let colorLabels: Set<String> = [
        "color", "colors", "tint", "uiColor", "nsColor", "foregroundColor", "backgroundColor", "strokeColor",
        "fillColor", "shadowColor", "borderColor", "tintColor", "accentColor",
    ]

    /// The palette colour a name spells: `blue`, or, through UIKit, `blue` for `systemBlue`
    /// (`systemGray2` … `systemGray6` are greys of the palette too) and `lightGray`.
    static func paletteName(_ name: String, throughUIKit: Bool) -> String? {
        if palette.contains(name) || (throughUIKit && uiKitOnly.contains(name)) { return name }
        guard throughUIKit, name.hasPrefix("system") else { return nil }
        var base = name.dropFirst("system".count)
        if base.hasPrefix("Gray"), let last = base.last, ("2"..."6").contains(last) { base = base.dropLast() }
        guard let first = base.first, first.isUppercase else { return nil }
        let lowered = first.lowercased() + base.dropFirst()
        return palette.contains(lowered) ? lowered : nil
    }

    /// Whether a leading-dot value at `position` is a UIKit/AppKit colour: `Color(.systemBlue)`,
    /// `Color(uiColor: .lightGray)`, a declared `UIColor`. Elsewhere `.lightGray` or
    /// `.systemBlue` can only be a project's own token, since SwiftUI has no such colours.
    static func isPlatformColor(_ position: ValuePosition) -> Bool {
        switch position {
        case .argument(let call, let label):
            if let label { return label == "uiColor" || label == "nsColor" }
            return ValuePosition.calleeName(call).map(colorTypes.contains) ?? false
        case .declared(let type):
            return ["UIColor", "NSColor", "CGColor"].contains(ValuePosition.bareType(type))
        }
    }

    /// Whether a leading-dot value at `position` is a colour.
    static func isColor(_ position: ValuePosition) -> Bool {
        switch position {
        case .argument(let call, let label):
            if let label { return colorLabels.contains(label) }
            return ValuePosition.calleeName(call).map(colorCalls.contains) ?? false
        case .declared(let type):
            return receivingTypes.contains(ValuePosition.bareType(type))
        }
    }

    /// `.shadow(color: …)`, `.shadow(.drop(color: …))`, a project's `ShadowStyle(color: …)`:
    /// black there is a shadow, at any opacity.
    static func isShadowColor(_ position: ValuePosition?) -> Bool {
        guard case .argument(let call, let label)? = position, label == "color",
              let callee = ValuePosition.calleeName(call)
        else { return false }
        return callee == "drop" || callee == "inner" || callee.lowercased().contains("shadow")
    }

    /// `Color.black.opacity(0.001)`: no colour anyone sees — a hit-testing surface or the clear
    /// end of a fade.
    static func isInvisible(_ colour: MemberAccessExprSyntax, resolver: ValueResolver) -> Bool {
        guard let opacity = colour.parent?.as(MemberAccessExprSyntax.self), opacity.declName.baseName.text == "opacity",
              let call = opacity.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == opacity.id,
              let value = call.arguments.first.flatMap({ resolver.resolve($0.expression) })?.value
        else { return false }
        return value < invisibleOpacity
    }

    private static let invisibleOpacity = 0.02
}

/// Where colour and font values are defined rather than used: the theme (its types and the file
/// that declares it), `static` constants and properties, extensions of `Color`, `UIColor`,
/// `ShapeStyle` and friends, and types that are themes by name though not the configured one
/// (`struct DarkPalette: ColorSet`, `class Theme`) — not views. Palette values belong there.
enum TokenDefinitionScope {
    /// `themeFile`: whether the file that declares the theme counts (for colours, it holds the
    /// palette: `Color(hex:)` and its extensions) — except the views a small app keeps there too.
    static func contains(_ node: some SyntaxProtocol, in context: LintContext, definingTypes: Set<String>, themeFile: Bool = true) -> Bool {
        let types = ScopeLookup.enclosingTypes(of: Syntax(node))
        if themeFile, let theme = context.facts.theme, theme.file.path == context.file.path,
           !types.contains(where: context.facts.isView) {
            return true
        }
        var current = node.parent
        while let candidate = current {
            if let variable = candidate.as(VariableDeclSyntax.self), variable.modifiers.isStatic { return true }
            if let function = candidate.as(FunctionDeclSyntax.self), function.modifiers.isStatic { return true }
            if let extensionDecl = candidate.as(ExtensionDeclSyntax.self) {
                let name = ValuePosition.bareType(extensionDecl.extendedType.trimmedDescription)
                if definingTypes.contains(name) || isTheme(name, context) { return true }
            }
            current = candidate.parent
        }
        return types.contains { isTheme($0, context) || isThemeLike($0, context) }
    }

    /// Whether a node lies inside the theme's types (`AppTheme`, `AppTheme.Fonts`, extensions).
    static func isInTheme(_ node: some SyntaxProtocol, _ context: LintContext) -> Bool {
        ScopeLookup.enclosingTypes(of: Syntax(node)).contains { isTheme($0, context) }
    }

    private static let themeWords = ["theme", "palette", "colorset", "colors"]

    private static func isThemeLike(_ type: String, _ context: LintContext) -> Bool {
        guard !context.facts.isView(type) else { return false }
        let names = [String(type.split(separator: ".").last ?? "")] + (context.facts.types[type]?.flatMap(\.inheritedTypes) ?? [])
        return names.contains { name in
            let lowered = name.lowercased()
            return themeWords.contains { lowered.contains($0) }
        }
    }

    private static func isTheme(_ name: String, _ context: LintContext) -> Bool {
        let theme = context.facts.themeName
        return name == theme || name.hasPrefix(theme + ".")
    }
}
