import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// A fixed point size instead of a text style that scales with Dynamic Type
/// (docs/design-system.md#typography).
struct TextStylesRule: SyntaxRule {
    static let description = RuleDescription(
        id: "text-styles",
        summary: "A font with a fixed size (.system(size:)) instead of a text style",
        explanation: """
            docs/design-system.md#typography asks for SwiftUI's font styles (`.largeTitle`, `.title`, `.headline`, `.body`, `.caption`) or \
            `AppTheme.Fonts`, and docs/design-system.md#typography for text that follows Dynamic Type; `.system(size: 17)` does neither. \
            This rule reports `.system(size:)` and `Font.system(size:)` where the size is a number the source \
            proves (a literal, a constant, a theme token) — also the theme's own fixed-size `Fonts` tokens. A \
            size that scales (`@ScaledMetric`, `UIFontMetrics`) is not a number the source proves and is not \
            reported; neither is the font of an `Image` (or of a button whose label is a lone image, or of an \
            optional mapped to one: `name.map(Image.init(systemName:))`, or a label style's \
            `configuration.icon`), nor a font \
            handed to an icon-only button or toggle style (a style or factory named for icons: \
            `.icon(font:)`, `IconToggleStyle(font:)`, the default of such a style's `font` parameter), which size \
            an SF Symbol rather than text. The fix \
            writes the nearest text style by point size (iOS, default text size), keeping `weight:` and \
            `design:`, when that style is within 10 % of the size; a size further from every style (80 pt \
            on a hero icon, where `.largeTitle` is 34 pt) is reported with no fix, since a style would \
            change the look: scale it with `@ScaledMetric` instead.
            """,
        severity: .warning,
        kind: .syntax,
        platforms: .dynamicType,
        triggering: [
            RuleExample("""
                struct Row: View {
                    let titleSize: CGFloat = 20
                    var body: some View {
                        Text("A").font(↓.system(size: 17, weight: .semibold))
                        Text("B").font(↓Font.system(size: titleSize))
                    }
                }
                """),
            RuleExample("""
                enum AppTheme { enum Fonts { static let title = ↓Font.system(size: 28, weight: .bold) } }
                """),
            // A label style's title is text.
            RuleExample("""
                struct TileLabelStyle: LabelStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        VStack { configuration.icon; configuration.title.font(↓.system(size: 40)) }
                    }
                }
                """),
            // Reported with no fix: the nearest style is far from 80 pt.
            RuleExample(
                "let lock = Text(\"Locked\").font(↓.system(size: 80))",
                message: "fixed font size 80 does not scale with Dynamic Type; use a @ScaledMetric size (the nearest text style, .largeTitle, is 34 pt, so it would change the look)"),
            // Reported, but with no fix: the emoji fills its circle.
            RuleExample("""
                let avatar = Text("🦊").font(↓.system(size: 36)).frame(width: 64, height: 64).background(Circle().fill(.orange))
                """),
        ],
        nonTriggering: [
            // A label style sizes its icon, not the label's text.
            RuleExample("""
                struct TileLabelStyle: LabelStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        VStack {
                            configuration.icon.font(.system(size: 40, weight: .medium))
                            configuration.title
                        }
                    }
                }
                """),
            RuleExample("""
                struct BadgeLabelStyle: LabelStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack { configuration.title; configuration.icon.imageScale(.small).font(.system(size: 12)) }
                    }
                }
                """),
            RuleExample("""
                struct Row: View {
                    @ScaledMetric var size: CGFloat = 17
                    var body: some View {
                        Text("A").font(.system(size: size))
                        Text("B").font(.system(size: UIFontMetrics.default.scaledValue(for: 15)))
                        Text("C").font(.system(.body, design: .rounded)).font(.headline)
                        Image(systemName: "tray").font(.system(size: 48))
                        Button(action: reload) { Image(systemName: "arrow.clockwise") }.font(.system(size: 30))
                    }
                }
                extension ButtonStyle where Self == IconButtonStyle {
                    static func icon(font: Font = .system(size: 14.5)) -> IconButtonStyle { IconButtonStyle(font: font) }
                }
                struct Bar: View {
                    @Binding var isPinned: Bool
                    var body: some View {
                        Button(action: close) { Image(systemName: "xmark") }.buttonStyle(.icon(font: .system(size: 11)))
                        Toggle("Pin", isOn: $isPinned).toggleStyle(IconToggleStyle(font: Font.system(size: 12)))
                    }
                }
                extension Image {
                    func barButton() -> some View { self.resizable().font(.system(size: 14, weight: .bold)) }
                }
                struct Placeholder: View {
                    let symbol: String?
                    var body: some View {
                        symbol.map(Image.init(systemName:)).font(.system(size: 70, weight: .light))
                        symbol.map { Image(systemName: $0) }.font(.system(size: 70))
                    }
                }
                """),
        ],
        corrections: [
            RuleCorrection("""
                let a = Text("A").font(.system(size: 17, weight: .semibold))
                let b = Text("B").font(Font.system(size: 14, design: .rounded))
                let c = Text("C").font(.system(size: 12))
                """, """
                let a = Text("A").font(.body.weight(.semibold))
                let b = Text("B").font(Font.system(.subheadline, design: .rounded))
                let c = Text("C").font(.caption)
                """),
        ],
        fixChange: .fontSize(fraction: sizeTolerance)
    )

    /// How far the nearest style may be from the size, as a fraction of it, for the fix to keep
    /// the look: 14 pt becomes `.subheadline` (15), 80 pt does not become `.largeTitle` (34).
    static let sizeTolerance = 0.1

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let fixableLabels: Set<String> = ["size", "weight", "design"]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard call.arguments.first?.label?.text == "size" else { return }
        let font = FontValues.isFontCall(call, shape: context.shape(of: call), named: "system")
        guard font.isFont, let size = call.arguments.first.flatMap({ context.resolver.resolve($0.expression) })?.value,
              !isImageFont(call), !isIconStyleFont(call)
        else { return }
        let nearest = TextStyle.nearest(toPointSize: size)
        let style = nearest.rawValue
        let problem = "fixed font size \(NumberText.literal(size)) does not scale with Dynamic Type"
        guard abs(nearest.defaultPointSize - size) <= size * Self.sizeTolerance else {
            context.report(
                at: call,
                "\(problem); use a @ScaledMetric size (the nearest text style, .\(style), is \(NumberText.literal(nearest.defaultPointSize)) pt, so it would change the look)")
            return
        }
        // An emoji's point size is part of the look (sized to fill a circle or a badge): a text
        // style would resize it apart from its container, so that is not a safe fix.
        let onEmoji = isEmojiFont(call)
        let fix = onEmoji ? [] : Self.replacement(call, base: font.base, style: style).map { [context.replacing(call, with: $0)] } ?? []
        context.report(
            at: call,
            "\(problem); use the text style .\(style) or a token of \(context.facts.themeType("Fonts"))"
                + (onEmoji ? "; no automatic fix: this emoji's size is part of the look, so scale it with its container (@ScaledMetric on both)" : ""),
            fix: fix)
    }

    /// `.font(.system(size: 48))` on an `Image` (also `self` in `extension Image`, or a button
    /// whose label is a lone image) sizes a symbol, not text.
    private func isImageFont(_ call: FunctionCallExprSyntax) -> Bool {
        guard case .argument(let modifier, nil)? = ValuePosition.of(call), ValuePosition.calleeName(modifier) == "font" else { return false }
        return isImage(modifier.chainRoot)
    }

    /// `.font(.system(size: 40))` on `Text("🎉")`: a string literal of emoji only.
    private func isEmojiFont(_ call: FunctionCallExprSyntax) -> Bool {
        guard case .argument(let modifier, nil)? = ValuePosition.of(call), ValuePosition.calleeName(modifier) == "font" else { return false }
        let root = modifier.chainRoot
        guard CallShape(root)?.initializerName == "Text", root.arguments.count == 1,
              let literal = root.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
        else { return false }
        let characters = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined().filter { !$0.isWhitespace }
        return !characters.isEmpty && characters.allSatisfy { character in
            character.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
        }
    }

    /// A font handed to an icon-only button or toggle style (`.icon(font: .system(size: 14))`,
    /// `IconButtonStyle(font: …)`, or the default of such a style's `font` parameter) sizes the
    /// style's symbol, not text. A style is icon-only when its name says so.
    private func isIconStyleFont(_ call: FunctionCallExprSyntax) -> Bool {
        if case .argument(let owner, "font")? = ValuePosition.of(call) {
            return ValuePosition.calleeName(owner).map(Self.namesIcon) ?? false
        }
        guard let parameter = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(FunctionParameterSyntax.self),
              (parameter.secondName ?? parameter.firstName).text == "font"
        else { return false }
        let function = parameter.ancestor(FunctionDeclSyntax.self)?.name.text
            ?? parameter.ancestor(InitializerDeclSyntax.self).flatMap { ScopeLookup.enclosingTypes(of: Syntax($0)).first }
        let styleType = ScopeLookup.enclosingTypes(of: Syntax(parameter)).first ?? ""
        let isStyle = styleType.hasSuffix("Style") || parameter.ancestor(ExtensionDeclSyntax.self)?.genericWhereClause != nil
        return isStyle && (function.map(Self.namesIcon) ?? false || Self.namesIcon(styleType))
    }

    private static func namesIcon(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasPrefix("icon") || lowered.contains("iconbutton") || lowered.contains("icontoggle") || lowered.hasPrefix("symbol")
    }

    private func isImage(_ root: FunctionCallExprSyntax) -> Bool {
        switch CallShape(root) {
        case .initializer(let name)?:
            if name == "Image" { return true }
            guard let label = ViewBody.content(of: root)?.as(FunctionCallExprSyntax.self) else { return false }
            return CallShape(label.chainRoot)?.initializerName == "Image"
        case .modifier("map", _)?:
            // An optional mapped to an image: `name.map(Image.init(systemName:))`, `name.map { Image(systemName: $0) }`.
            if let function = root.arguments.first?.expression.as(MemberAccessExprSyntax.self), root.arguments.count == 1 {
                return function.base?.trimmedText == "Image" && function.declName.baseName.text == "init"
            }
            guard let closure = root.trailingClosure, root.arguments.isEmpty, closure.statements.count == 1,
                  let image = closure.statements.first?.item.as(FunctionCallExprSyntax.self)
            else { return false }
            return isImage(image.chainRoot)
        case .modifier(_, let base)?:
            // A label style's `configuration.icon`: the label's image.
            if let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "icon",
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "configuration" {
                return true
            }
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
                && ScopeLookup.enclosingTypes(of: Syntax(root)).first == "Image"
        default:
            return false
        }
    }

    /// `.body.weight(.semibold)`, `Font.system(.subheadline, design: .rounded)`.
    private static func replacement(_ call: FunctionCallExprSyntax, base: ExprSyntax?, style: String) -> String? {
        guard call.trailingClosure == nil,
              call.arguments.allSatisfy({ $0.label.map { fixableLabels.contains($0.text) } ?? false })
        else { return nil }
        let prefix = (base?.trimmedText ?? "") + "."
        var text = prefix + style
        if let design = call.argument("design")?.expression.trimmedText {
            text = "\(prefix)system(.\(style), design: \(design))"
        }
        if let weight = call.argument("weight")?.expression.trimmedText {
            text += ".weight(\(weight))"
        }
        return text
    }
}
