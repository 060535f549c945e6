/// `Colors`: every palette entry, `Color(hex:)` or `Color(light:dark:)`.
struct ColorsSection: ThemeSection {
    let colors: [ThemeToken<ThemeColor>]

    func write(to out: inout SourceWriter) {
        out.doc("The palette; `accent` is the app's one accent colour.")
        out.block("enum Colors") { body in
            for color in colors {
                if let summary = color.summary { body.doc(summary) }
                body.line("static let \(color.name) = \(Self.expression(color.value))")
            }
        }
    }

    static func expression(_ color: ThemeColor) -> String {
        switch color {
        case .fixed(let hex): "Color(hex: \"\(hex)\")"
        case .adaptive(let light, let dark): "Color(light: \"\(light)\", dark: \"\(dark)\")"
        }
    }
}
