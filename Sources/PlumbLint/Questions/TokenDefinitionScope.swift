import PlumbSyntax
import SwiftSyntax

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
                let name = ValuePosition.bareType(extensionDecl.extendedType.trimmedText)
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
