import PlumbCore
/// `Style`: the corner radius, the card shadow of the card pattern (docs/design-system.md#cards) (none for flat
/// surfaces), and any further metrics the design tokens give.
struct StyleSection: ThemeSection {
    let design: ThemeDesign
    let metrics: [ThemeToken<Double>]

    func write(to out: inout SourceWriter) {
        let hasShadow = design.surfaces != .flat
        out.doc(hasShadow ? "Corner radius and the card shadow." : "Corner radius; flat surfaces cast no shadow.")
        out.block("enum Style") { body in
            body.doc("Corner radius of cards: `.clipShape(RoundedRectangle(cornerRadius: cornerRadius))`.")
            body.line("static let cornerRadius: CGFloat = \(NumberText.literal(design.cornerRadius))")
            if hasShadow {
                body.doc("The card shadow: `.shadow(color: cardShadowColor, radius: cardShadowRadius, y: cardShadowY)`.")
                body.line("static let cardShadowColor = Color(hex: \"#000000\").opacity(0.06)")
                body.line("static let cardShadowRadius: CGFloat = 8")
                body.line("static let cardShadowY: CGFloat = 4")
            }
            for metric in metrics {
                if let summary = metric.summary { body.doc(summary) }
                body.line("static let \(metric.name): CGFloat = \(NumberText.literal(metric.value))")
            }
        }
    }
}
