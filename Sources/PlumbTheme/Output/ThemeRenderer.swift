/// Writes the theme file for a plan: `import SwiftUI`, the theme enum with its nested `Colors`,
/// `Fonts`, `Spacing`, `Style` and `Surface`, and the `Color` initializers the palette uses.
/// The same plan always gives the same text.
public struct ThemeRenderer: Sendable {
    public let plan: ThemePlan
    /// The name of the plan's file, for the header.
    public let origin: String
    /// Whether the file declares the theme type; otherwise it extends one the project declares.
    public var declaresType = true
    /// The `Color` initializers the project declares already (see `ThemeOptions`).
    public var existingInitializers: Set<[String]> = []

    /// How every theme file Plumb writes starts: a file that starts so is Plumb's to replace, and
    /// no other file is (`GeneratedTheme.mayReplace`).
    public static let headerStart = "// Written by `plumb theme`"

    public init(plan: ThemePlan, origin: String) {
        self.plan = plan
        self.origin = origin
    }

    public var source: String {
        var out = SourceWriter()
        out.line("\(Self.headerStart) from \(origin). Edit the plan, not this file.")
        out.line()
        out.line("import SwiftUI")
        out.line()
        let design = plan.design
        out.doc("The design system's tokens (\(design.density.rawValue) density, \(design.surfaces.rawValue) surfaces, \(design.appearance.rawValue) appearance).")
        out.block("\(declaresType ? "enum" : "extension") \(plan.name)") { body in
            for (index, section) in sections.enumerated() {
                if index > 0 { body.line() }
                section.write(to: &body)
            }
        }
        ColorInitializers(appearance: design.appearance, existing: existingInitializers).write(to: &out)
        return out.text
    }

    private var sections: [any ThemeSection] {
        [ColorsSection(colors: plan.colors), FontsSection(), SpacingSection(density: plan.design.density),
         StyleSection(design: plan.design, metrics: plan.metrics), SurfaceSection(surfaces: plan.design.surfaces)]
    }
}

/// One part of the theme file.
protocol ThemeSection {
    func write(to out: inout SourceWriter)
}
