import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Custom fonts instead of the system's (docs/design-system.md#typography: "System fonts only").
struct SystemFontsRule: SyntaxRule {
    static let description = RuleDescription(
        id: "system-fonts",
        summary: "A custom font (Font.custom, .custom(…), UIFont(name:)) instead of the system font",
        explanation: """
            docs/design-system.md#typography: "System fonts only — use SwiftUI font styles … No custom fonts, no downloaded fonts." This \
            rule reports `Font.custom(…)`, `.custom(…)` where the source shows a font goes (`.font(.custom(…))`, \
            a `font:` argument, a value of type `Font`), and `UIFont(name:size:)`/`NSFont(name:size:)`. A \
            project helper that returns a custom font is reported once, at the `.custom` in its definition, \
            not at each use; a helper that takes the font's name as a parameter (`.custom(name, size:)`) is a \
            custom font whatever the name, and is reported once, at its declaration. A font whose name comes \
            from anywhere else — a setting, a font picker, a property — is one the user chose at run time and \
            is not reported, and so is a literal name chosen in the setter of a `Binding(get:set:)` (a font \
            picker's choice, such as an accessibility font). Nor is a font sized in proportion to a \
            `GeometryReader`'s proxy (`.custom("Menlo", fixedSize: proxy.size.width * 0.2)`): a glyph drawn as part \
            of a picture, which scales with the drawing as no text style would. An icon font (a name with `icon`, `awesome` or `glyph`) is reported with an SF \
            Symbol as the fix. Other `.custom` members are not fonts: \
            `UISheetPresentationController.Detent.custom`, `case .custom(let x)`, a presentation detent.
            """,
        severity: .error,
        kind: .syntax,
        triggering: [
            // Inside a geometry reader, but sized like text.
            RuleExample("""
                let header = GeometryReader { proxy in
                    Text("Menu").font(↓.custom("Menlo", size: 14)).frame(width: proxy.size.width)
                }
                """),
            RuleExample("""
                struct Title: View {
                    var body: some View {
                        Text("A").font(↓.custom("Avenir-Heavy", size: 20)).font(↓Font.custom("Avenir", size: 17).weight(.bold))
                    }
                }
                """),
            RuleExample("""
                extension Font {
                    static func brand(_ size: CGFloat) -> Font { ↓.custom("Brand", size: size) }
                }
                extension Font {
                    static func ↓brand(_ name: String, size: CGFloat) -> Font { .custom(name, size: size) }
                }
                let label = UILabel()
                let font = ↓UIFont(name: "Brand", size: 14)
                let icons = ↓UIFont(name: "FontAwesome", size: 14)
                let title = Text("A").font(.brand(20))
                """),
        ],
        nonTriggering: [
            // Glyphs drawn into a picture, sized with it.
            RuleExample("""
                struct TerminalIcon: View {
                    var body: some View {
                        GeometryReader { proxy in
                            Text(">_").font(.custom("Menlo", fixedSize: proxy.size.width * 0.2))
                        }
                    }
                }
                """),
            RuleExample("""
                let badge = GeometryReader { (geometry: GeometryProxy) in
                    Text("HTTP").font(Font.custom("Courier", size: geometry.size.height / 3))
                }
                """),
            RuleExample("""
                let detent = UISheetPresentationController.Detent.custom { _ in 300 }
                enum Size { case small, custom(Double) }
                func width(_ size: Size) -> Double {
                    switch size {
                    case .small: return 10
                    case .custom(let value): return value
                    }
                }
                let sheet = Text("A").presentationDetents([.medium, .custom(CompactDetent.self)])
                """),
            // The user picks the font at run time (a font picker, an editor setting).
            RuleExample("""
                struct EditorText: View {
                    @AppStorage("fontName") private var fontName = "Menlo"
                    var body: some View { Text("A").font(.custom(fontName, size: 13)) }
                }
                let terminal = NSFont(name: settings.fontName, size: 12) ?? .monospacedSystemFont(ofSize: 12, weight: .regular)
                """),
            // A font picker: the user chooses the font at run time.
            RuleExample("""
                struct FontSettings: View {
                    @Bindable var theme: Theme
                    var body: some View {
                        Picker("Font", selection: .init(get: { theme.fontChoice }, set: { choice in
                            switch choice {
                            case .system: theme.chosenFont = nil
                            case .dyslexic: theme.chosenFont = UIFont(name: "OpenDyslexic", size: 1)
                            }
                        })) { ForEach(FontChoice.allCases) { Text($0.title).tag($0) } }
                    }
                }
                """),
            RuleExample("""
                let a = Text("A").font(.headline).font(.system(.body, design: .rounded)).font(AppTheme.Fonts.title)
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        let name: ExprSyntax?
        if let type = context.shape(of: call)?.initializerName, FontType.platformTypes.contains(type), let first = call.arguments.first,
           first.label?.text == "name" {
            name = first.expression
        } else if FontValues.isFontCall(call, shape: context.shape(of: call), named: "custom").isFont {
            name = call.arguments.first?.expression
        } else {
            return
        }
        guard let name, !Self.isUserChoice(call), !Self.isSizedToDrawing(call) else { return }
        if let literal = name.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
            let fix = Self.isIconFont(literal)
                ? "use an SF Symbol (`Image(systemName:)`) for icons"
                : "use a system text style (.body, .headline, …) or a token of \(context.facts.themeType("Fonts"))"
            context.report(at: call, "custom font \"\(literal)\"; \(fix)")
        } else if let helper = Self.helper(takingFontName: name) {
            guard Self.isFirstCustomFont(call, in: helper) else { return }
            context.report(
                at: helper.name,
                "`\(helper.name.text)` makes a custom font from its `\(name.trimmedText)` parameter; use a system text style (.body, .headline, …) or a token of \(context.facts.themeType("Fonts"))")
        }
    }

    /// A glyph drawn as part of a picture: a font sized in proportion to a `GeometryReader`'s
    /// proxy (`.custom("Menlo", fixedSize: proxy.size.width * 0.2)`, the `>_` of a terminal
    /// icon), which scales with the drawing, as no text style would.
    private static func isSizedToDrawing(_ call: FunctionCallExprSyntax) -> Bool {
        guard let size = call.arguments.first(where: { $0.label?.text == "size" || $0.label?.text == "fixedSize" })?.expression else { return false }
        let proxies = ClosureHolder.holders(of: call).filter { CallShape($0.call)?.initializerName == "GeometryReader" }
            .compactMap(\.closure.onlyParameterName)
        return size.tokens(viewMode: .sourceAccurate).contains { proxies.contains($0.text) }
    }

    /// A font the user picks at run time: written in the setter of a `Binding(get:set:)` (a font
    /// picker's choice stored in a setting), where the design system's fonts are one choice of several.
    private static func isUserChoice(_ call: FunctionCallExprSyntax) -> Bool {
        ClosureHolder.holders(of: call).contains { holder in
            guard holder.label == "set" else { return false }
            switch CallShape(holder.call) {
            case .initializer("Binding")?, .implicitMember("init")?: return true  // `Binding(get:set:)`, `.init(get:set:)`
            default: return false
            }
        }
    }

    private static func isIconFont(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["icon", "awesome", "glyph"].contains(where: lowered.contains)
    }

    /// The function whose parameter `name` is, when the font's name is one.
    private static func helper(takingFontName name: ExprSyntax) -> FunctionDeclSyntax? {
        guard let reference = name.as(DeclReferenceExprSyntax.self), let function = name.ancestor(FunctionDeclSyntax.self),
              function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == reference.baseName.text })
        else { return nil }
        return function
    }

    /// One finding per helper: at its first custom font.
    private static func isFirstCustomFont(_ call: FunctionCallExprSyntax, in helper: FunctionDeclSyntax) -> Bool {
        let first = helper.body?.tokens(viewMode: .sourceAccurate).first { ["custom", "UIFont", "NSFont"].contains($0.text) }
        return first?.ancestor(FunctionCallExprSyntax.self)?.id == call.id
    }
}
