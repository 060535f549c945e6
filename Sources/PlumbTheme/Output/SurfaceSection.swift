import PlumbCore

/// `Surface`: what cards and panels are filled with, from the `surfaces` choice (docs/design-system.md#surfaces).
struct SurfaceSection: ThemeSection {
    let surfaces: Surfaces

    func write(to out: inout SourceWriter) {
        out.doc("What cards and panels are filled with: \(summary).")
        out.block("enum Surface") { body in
            body.line("static let card\(declaration)")
        }
    }

    private var summary: String {
        switch surfaces {
        case .glass: "glass surfaces are the thinnest material"
        case .material: "material surfaces are the regular material"
        case .solid: "solid surfaces are the opaque palette surface colour"
        case .flat: "flat surfaces are the palette surface colour, with no shadow or material"
        }
    }

    private var declaration: String {
        switch surfaces {
        case .glass: ": Material = .ultraThinMaterial"
        case .material: ": Material = .regularMaterial"
        case .solid, .flat: " = Colors.surface"
        }
    }
}
