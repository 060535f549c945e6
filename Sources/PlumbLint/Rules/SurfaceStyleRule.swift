import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Materials and shadows that contradict the plan's surfaces (docs/design-system.md#surfaces).
struct SurfaceStyleRule: SyntaxRule {
    static let description = RuleDescription(
        id: "surface-style",
        summary: "With design.surfaces configured, materials or shadows that contradict it",
        explanation: """
            docs/design-system.md#surfaces maps the plan's `surfaces` token to SwiftUI: glass → `.ultraThinMaterial`, material → \
            `.regularMaterial`, solid → opaque palette colours, flat → no shadows and no materials. With \
            `design.surfaces` set in `.plumb.yml`, this rule reports a material other than the one the plan \
            names (`.thinMaterial` in a glass app), any material in a solid or flat app, and any `.shadow` in \
            a flat app. Materials are recognised as `Material.x` or with a leading dot where a style goes \
            (`.background(.thinMaterial)`, `.fill(…)`, `.presentationBackground(…)`). Without \
            `design.surfaces` the rule is silent.
            """,
        severity: .warning,
        kind: .syntax,
        triggering: [
            RuleExample("""
                let a = Text("A").background(↓.thinMaterial).background(.ultraThinMaterial, in: Capsule())
                let b = RoundedRectangle(cornerRadius: 12).fill(↓Material.regularMaterial)
                """, configuration: "design: { surfaces: glass }"),
            RuleExample("""
                let a = Text("A").background(↓.ultraThinMaterial).↓shadow(radius: 4)
                """, configuration: "design: { surfaces: flat }"),
            RuleExample("""
                let a = Text("A").presentationBackground(↓.regularMaterial).shadow(radius: 4)
                """, configuration: "design: { surfaces: solid }"),
        ],
        nonTriggering: [
            RuleExample("""
                let a = Text("A").background(.thinMaterial).shadow(radius: 4)
                """),
            RuleExample("""
                let a = Text("A").background(.regularMaterial).shadow(color: .black.opacity(0.1), radius: 4)
                enum Blur { case thinMaterial }
                let b: Blur = .thinMaterial
                """, configuration: "design: { surfaces: material }"),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.memberAccessExpr]
    private static let materials: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
    ]

    private let surfaces: Surfaces?

    init(setting: RuleSetting, configuration: Configuration) {
        surfaces = configuration.design.surfaces
    }

    func check(_ node: Syntax, in context: LintContext) {
        guard let surfaces else { return }
        let member = node.cast(MemberAccessExprSyntax.self)
        let name = member.declName.baseName.text
        if name == "shadow", surfaces == .flat, member.base != nil, member.parent?.is(FunctionCallExprSyntax.self) == true {
            context.report(at: member.declName, "`.shadow` contradicts the plan's flat surfaces; drop it and separate the surface with a background or a divider")
        } else if Self.materials.contains(name), isMaterial(member), name != Self.allowedMaterial(for: surfaces) {
            context.report(at: member, "`\(member.trimmedText)` contradicts the plan's \(surfaces.rawValue) surfaces; use \(Self.expectation(for: surfaces))")
        }
    }

    /// `Material.thin…`, or a leading-dot material where a style goes (`.bar` only through `Material`).
    private func isMaterial(_ member: MemberAccessExprSyntax) -> Bool {
        if let base = member.base { return base.trimmedText == "Material" }
        guard member.declName.baseName.text != "bar", let position = ValuePosition.of(member) else { return false }
        return SystemColors.isColor(position)
    }

    private static func allowedMaterial(for surfaces: Surfaces) -> String? {
        switch surfaces {
        case .glass: "ultraThinMaterial"
        case .material: "regularMaterial"
        case .solid, .flat: nil
        }
    }

    private static func expectation(for surfaces: Surfaces) -> String {
        switch surfaces {
        case .glass: "`.ultraThinMaterial`"
        case .material: "`.regularMaterial`"
        case .solid: "an opaque palette colour, not a material"
        case .flat: "an opaque palette colour, with no material or shadow"
        }
    }
}
