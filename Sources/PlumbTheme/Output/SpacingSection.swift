import PlumbCore

/// `Spacing`: the scale of docs/design-system.md#spacing-scale on the 4-pt grid, then the density's roles as steps of it.
struct SpacingSection: ThemeSection {
    /// What each step of the scale is for (the table of docs/design-system.md#spacing-scale).
    private static let uses = [
        "xxSmall": "icon-to-label gap, tight inline spacing.",
        "xSmall": "between related items (label and value).",
        "small": "list row internal padding.",
        "medium": "standard padding, outer margins.",
        "large": "section spacing, card-to-card gap.",
        "xLarge": "major section breaks.",
        "xxLarge": "screen-level top and bottom breathing room.",
    ]

    let density: Density

    func write(to out: inout SourceWriter) {
        out.doc("The 4-pt spacing scale, and the steps the \(density.rawValue) density gives each role.")
        out.block("enum Spacing") { body in
            for step in SpacingScale.standardSteps {
                let value = NumberText.literal(step.value)
                body.doc("\(value)pt: \(Self.uses[step.name] ?? "")")
                body.line("static let \(step.name): CGFloat = \(value)")
            }
            body.line()
            for role in SpacingRole.all {
                body.doc(role.summary)
                body.line("static let \(role.name): CGFloat = \(role.step(for: density))")
            }
        }
    }
}
