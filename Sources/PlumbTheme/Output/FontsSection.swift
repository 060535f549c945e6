/// `Fonts`: the system text styles, which follow Dynamic Type (docs/design-system.md#typography: system fonts only).
struct FontsSection: ThemeSection {
    static let textStyles = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption",
        "caption2",
    ]

    func write(to out: inout SourceWriter) {
        out.doc("System text styles only, so text follows Dynamic Type.")
        out.block("enum Fonts") { body in
            for style in Self.textStyles { body.line("static let \(style) = Font.\(style)") }
        }
    }
}
