import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// A system colour or a literal colour where a theme token belongs (docs/design-system.md#colors: "NEVER hardcoded
/// SwiftUI colors like `.blue` or `.orange`").
struct HardcodedColorRule: SyntaxRule {
    static let description = RuleDescription(
        id: "hardcoded-color",
        summary: "A named system colour, or a literal RGB/hue/hex colour in a view, instead of a theme token",
        explanation: """
            docs/design-system.md#colors: "Use `Color(hex:)` with palette values — NEVER hardcoded SwiftUI colors like `.blue` or \
            `.orange`", and "use semantic colors: `.primary`, `.secondary`, `Color(.systemBackground)`". This rule \
            reports the system palette by name — red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, \
            pink, brown, gray, white, black, and UIKit's `systemBlue`… variants — written as `Color.blue`, \
            `UIColor.red`, or with a leading dot where the source shows a colour goes (`.foregroundStyle(.blue)`, \
            `Color(.systemBlue)`, `color: .red`, a ternary branch, a `Color` property). A UIKit or AppKit colour is \
            judged where it reaches a SwiftUI view — made into a `Color`, or written in a view's code — so one that a \
            `UIView`, a cell, a representable's UIKit code or a layer (`.cgColor`: a mask's fill, a blend's end \
            points) uses is not reported. A project's own tokens \
            reached the same way (`.brandGold`, `Color.gray5Custom`) are not system colours, nor is a palette name \
            the project declares itself (`extension Color { static let mint = … }`), nor a UIKit name (`.lightGray`, \
            `.systemTeal`) where SwiftUI colours go. In a view it also reports `Color(red:green:blue:)`, \
            `Color(hue:…)` and `Color(hex:)` with a literal. Allowed everywhere: `.primary`, `.secondary`, `.clear`, \
            the semantic UIKit colours (`.systemBackground`, `.label`, …), hierarchical styles, black at any opacity \
            as a shadow colour (`.shadow(color:)`, `.drop(color:)`, a project's `ShadowStyle(color:)`), a colour at \
            an opacity under 0.02 (a hit-testing surface, the clear end of a fade), and the names in `allow`. \
            Definitions are where palette values belong: in the theme and its file, `static` colour constants, and \
            extensions of `Color`, `UIColor` and `ShapeStyle`, a named system colour is only a warning (write it as \
            `Color(hex:)`), and literal colours are not reported.
            """,
        severity: .error,
        kind: .syntax,
        options: [OptionSpec("allow", .stringList, default: "[]", "colour names that are allowed, e.g. [white]")],
        triggering: [
            // A UIKit or AppKit colour that a SwiftUI view draws.
            RuleExample("""
                struct Banner: View {
                    private let warning = ↓NSColor.orange
                    var body: some View {
                        Text("Offline").background(Color(↓UIColor.systemOrange)).foregroundStyle(Color(nsColor: warning))
                    }
                }
                """),
            RuleExample("""
                struct Badge: View {
                    var body: some View {
                        Text("New").foregroundStyle(↓.blue).background(↓Color.orange.opacity(0.2))
                    }
                }
                """),
            RuleExample("""
                struct Row: View {
                    let done: Bool
                    var body: some View {
                        Image(systemName: "circle").foregroundColor(done ? ↓.green : .secondary)
                            .tint(Color(↓.systemBlue)).background(Color(uiColor: ↓.systemRed))
                    }
                }
                """),
            RuleExample("""
                struct Card: View {
                    var body: some View {
                        Rectangle().fill(↓Color(red: 0.2, green: 0.4, blue: 0.9)).overlay(↓Color(hex: "#FF6600"))
                    }
                }
                """),
            RuleExample("""
                enum Priority {
                    case high, low
                    var color: Color {
                        switch self {
                        case .high: ↓.red
                        case .low: return Color(uiColor: ↓UIColor.systemGray2)
                        }
                    }
                }
                """),
            RuleExample("""
                extension Color {
                    static let brand = ↓Color.orange
                }
                """, message: "system colour 'Color.orange' in a colour definition; write the palette value as Color(hex:)"),
            // A UIKit or AppKit palette is written in its own type's terms, not as `Color(hex:)`,
            // unless it is made into a `Color` there.
            RuleExample("""
                extension NSColor {
                    static let warning = ↓NSColor.systemOrange
                }
                """, message: "system colour 'NSColor.systemOrange' in a colour definition; write the palette value as its RGB components (`red:green:blue:alpha:`)"),
            RuleExample("""
                struct Zones: View {
                    static let left = Color(uiColor: ↓.systemBlue).opacity(0.3)
                    var body: some View { Rectangle().fill(Self.left) }
                }
                """, message: "system colour '.systemBlue' in a colour definition; write the palette value as Color(hex:)"),
        ],
        nonTriggering: [
            // UIKit and Core Animation draw these: a layer mask's fill, a border, a cell's text.
            RuleExample("""
                final class FadeView: UIView {
                    override func layoutSubviews() {
                        let mask = CAShapeLayer()
                        mask.fillColor = UIColor.black.cgColor
                        layer.mask = mask
                        layer.borderColor = UIColor.gray.cgColor
                        tintColor = UIColor.systemBlue
                    }
                }
                """),
            RuleExample("""
                final class LogView: NSTextView {
                    func style() {
                        textColor = NSColor.white
                        backgroundColor = NSColor.black
                    }
                }
                func heat(_ fraction: CGFloat) -> NSColor { NSColor.blue.blended(withFraction: fraction, of: NSColor.red) ?? .gray }
                struct PinView: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIView {
                        let view = UIView()
                        view.backgroundColor = UIColor.red
                        return view
                    }
                    func updateUIView(_ view: UIView, context: Context) {}
                }
                """),
            RuleExample("""
                struct Header: View {
                    var body: some View {
                        Text("A").foregroundStyle(.brandGold).background(.acHeaderBackground)
                            .foregroundColor(Color.gray5Custom).tint(AppTheme.Colors.accent)
                    }
                }
                """),
            RuleExample("""
                struct Card: View {
                    var body: some View {
                        Text("A").foregroundStyle(.secondary).foregroundColor(.primary).background(.clear)
                            .background(Color(.systemBackground)).background(Color(uiColor: .secondarySystemBackground))
                            .shadow(color: .black.opacity(0.1), radius: 4).shadow(color: Color.black.opacity(0.3), radius: 8)
                            .background(.shadow(.drop(color: .black.opacity(0.2), radius: 10)))
                            .modifier(CardShadow(style: ShadowStyle(color: Color.black.opacity(0.1), radius: 4)))
                            .contentShape(Rectangle()).background(Color.white.opacity(0.001))
                    }
                }
                """),
            RuleExample("""
                extension Color {
                    init(hex: String) {
                        let value = UInt64(hex.dropFirst(), radix: 16) ?? 0
                        self.init(red: Double(value >> 16) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
                    }
                    static let brand = Color(hex: "#FF6600")
                }
                """),
            RuleExample("""
                enum Swatch { case red, blue }
                func label(for swatch: Swatch) -> String {
                    switch swatch {
                    case .red: return "Red"
                    case .blue: return "Blue"
                    }
                }
                let picked: Swatch = .blue
                let same = picked == .red
                """),
            RuleExample("""
                struct Badge: View {
                    var body: some View { Text("A").foregroundStyle(.white) }
                }
                """, configuration: "rules: { hardcoded-color: { allow: [white] } }"),
            RuleExample("""
                struct Color { static let red = 1 }
                let value = Color.red
                """),
            RuleExample("""
                extension Color {
                    static let lightGray = Color(hex: "#E9EBEE")
                    static let mint = Color(hex: "#3EB489")
                }
                struct Tag: View {
                    var body: some View { Text("A").foregroundColor(.lightGray).background(.mint).tint(.systemTeal) }
                }
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.memberAccessExpr, .functionCallExpr]

    private let allowed: Set<String>
    /// The names `SystemColorNames.paletteName` reads without the `system` prefix.
    private static let paletteNames = TokenNames(SystemColorNames.palette.union(SystemColorNames.uiKitOnly))

    init(setting: RuleSetting, configuration: Configuration) {
        allowed = Set(setting.strings("allow") ?? [])
    }

    func check(_ node: Syntax, in context: LintContext) {
        if let member = node.as(MemberAccessExprSyntax.self) {
            checkNamed(member, in: context)
        } else if let call = node.as(FunctionCallExprSyntax.self) {
            checkLiteral(call, in: context)
        }
    }

    /// `.blue`, `Color.blue`, `UIColor.systemBlue`.
    private func checkNamed(_ member: MemberAccessExprSyntax, in context: LintContext) {
        // Most member accesses are not colours: rule them out before any climbing, first by the
        // name's bytes (a palette or UIKit name, or `system…`).
        guard Self.paletteNames.contains(member.declName.baseName) || member.declName.baseName.textStarts(with: "system") else { return }
        let name = member.declName.baseName.text
        guard SystemColorNames.paletteName(name, throughUIKit: true) != nil, member.declName.argumentNames == nil else { return }
        let position = ValuePosition.of(member)
        let colour: String?
        let isPlatformColor: Bool
        if let base = member.base {
            guard let type = ValueResolver.dottedName(base).map(ValuePosition.bareType),
                  SystemColorNames.colorTypes.contains(type), !declaresOwnType(type, context)
            else { return }
            isPlatformColor = type != "Color"
        } else {
            guard let position, SystemColors.isColor(position) else { return }
            isPlatformColor = SystemColors.isPlatformColor(position)
        }
        colour = SystemColorNames.paletteName(name, throughUIKit: isPlatformColor)
        guard let colour, !allowed.contains(colour), !allowed.contains(name), !declaresOwnColor(name, context) else { return }
        if colour == "black", SystemColors.isShadowColor(position) { return }
        if SystemColors.isInvisible(member, resolver: context.resolver) { return }
        if TokenDefinitionScope.contains(member, in: context, definingTypes: SystemColors.definingTypes) {
            context.report(
                at: member,
                "system colour '\(member.trimmedText)' in a colour definition; write the palette value as "
                    + (isPlatformColor && !SystemColors.isMadeIntoColor(position) ? "its RGB components (`red:green:blue:alpha:`)" : "Color(hex:)"),
                severity: .warning)
        } else if !isPlatformColor || SystemColors.reachesSwiftUI(ExprSyntax(member), at: position, facts: context.facts) {
            context.report(
                at: member, "hardcoded system colour '\(member.trimmedText)'; use a token of \(context.facts.themeType("Colors")) or a semantic colour")
        }
    }

    /// `Color(red:green:blue:)`, `Color(hue:saturation:brightness:)`, `Color(hex: "#…")` in a view.
    private func checkLiteral(_ call: FunctionCallExprSyntax, in context: LintContext) {
        guard let type = context.shape(of: call)?.initializerName, SystemColorNames.colorTypes.contains(type),
              let first = call.arguments.first?.label?.text
        else { return }
        let isLiteral: Bool
        switch first {
        case "red", "hue": isLiteral = true
        case "hex": isLiteral = call.arguments.first.map { Self.isLiteral($0.expression) } ?? false
        default: isLiteral = false
        }
        guard isLiteral, isInView(call, context),
              !TokenDefinitionScope.contains(call, in: context, definingTypes: SystemColors.definingTypes)
        else { return }
        context.report(at: call, "literal colour in a view; add it to \(context.facts.themeType("Colors")) and use the token")
    }

    private static func isLiteral(_ expression: ExprSyntax) -> Bool {
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        return expression.is(IntegerLiteralExprSyntax.self)
    }

    private func isInView(_ node: some SyntaxProtocol, _ context: LintContext) -> Bool {
        ScopeLookup.enclosingTypes(of: Syntax(node)).contains { context.facts.isView($0) }
    }

    /// A project that adds `static let teal` to `Color` (say, for older systems) means its own
    /// colour by `.teal`.
    private func declaresOwnColor(_ name: String, _ context: LintContext) -> Bool {
        SystemColors.definingTypes.contains { context.facts.members[$0]?[name] != nil }
    }

    /// A project that declares its own `Color` type means its own colours by `Color.red`.
    private func declaresOwnType(_ type: String, _ context: LintContext) -> Bool {
        context.facts.types[type]?.contains { !$0.isExtension } ?? false
    }
}
