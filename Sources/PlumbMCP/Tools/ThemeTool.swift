import Foundation
import MCP
import PlumbTheme

/// `theme`: AppTheme.swift from a design plan or design tokens. The one tool that can write a
/// file, and only when its input names the file and sets `write`; it writes through `ThemeFile`,
/// as `plumb theme -o` does, so it refuses what the command refuses.
struct ThemeTool: PlumbTool {
    let name = "theme"
    let description = """
        Generate the AppTheme.swift the design system requires (nested Colors, Fonts, Spacing, \
        Style, Surface, and the Color initializers) from a design plan — YAML or JSON with \
        `design` and `palette` keys — or a W3C design tokens file. Returns the Swift source and \
        the contrast warnings. With `output` (an absolute path) the theme fits the project around \
        that file (an error if the project declares the theme type elsewhere; its Color \
        initializers are used, not declared again) and the result says whether the file is up to \
        date; with `write: true` it writes it, atomically — only a file that does not exist or \
        that `plumb theme` wrote (it starts with the generated header); anything else is an error \
        and nothing is written.
        """
    let input = InputSchema([
        .string("plan", "The plan's text: YAML or JSON with `design` and `palette`, or design tokens with `$value`s."),
        .string("planName", "The plan's file name, for messages and the generated header. Default: plan.yml."),
        .string("output", "An absolute path to the theme file: compared with the generated source, and written when `write` is true."),
        .boolean("write", "Write `output` (atomically). Default: false; nothing is written without it."),
        .string("name", "The theme type's name instead of the plan's, when the project has a type of that name."),
        .boolean("extensionOnly", "Write the tokens as an extension of the theme type the project already declares. Default: false."),
    ], required: ["plan"])
    let output = OutputSchema.object(
        ["typeName": OutputSchema.string, "source": OutputSchema.string, "warnings": OutputSchema.array(OutputSchema.string)],
        optional: [
            "output": OutputSchema.string, "upToDate": OutputSchema.boolean, "written": OutputSchema.boolean,
            "notes": OutputSchema.array(OutputSchema.string),
        ])
    let writesFiles = true

    func call(_ input: ToolInput) throws -> Value {
        let plan = try input.requiredString("plan")
        let planName = try input.string("planName") ?? "plan.yml"
        let path = try input.string("output")
        let write = try input.bool("write")
        let name = try input.string("name")
        let extensionOnly = try input.bool("extensionOnly")
        if let path, !path.hasPrefix("/") { throw ToolError.argument("output", "must be an absolute path, not '\(path)'") }
        if write && path == nil { throw ToolError.argument("write", "needs `output`, the absolute path to write") }
        guard let path else {
            let theme = try refusing { () throws(ThemeFileRefusal) in
                try ThemeFile.generate(plan: plan, planPath: planName, options: ThemeOptions(name: name, extensionOnly: extensionOnly))
            }
            return .object(Self.values(of: theme))
        }
        let file = try refusing { () throws(ThemeFileRefusal) in
            try ThemeFile(plan: plan, planPath: planName, path: path, name: name, extensionOnly: extensionOnly)
        }
        let upToDate = file.isUpToDate
        if write && !upToDate {
            try refusing { () throws(ThemeFileRefusal) in try file.write() }
        }
        var output = Self.values(of: file.theme)
        output["output"] = .string(path)
        output["upToDate"] = .bool(upToDate)
        output["written"] = .bool(write && !upToDate)
        if !file.notes.isEmpty { output["notes"] = .array(file.notes.map(Value.string)) }
        return .object(output)
    }

    private static func values(of theme: GeneratedTheme) -> [String: Value] {
        ["typeName": .string(theme.typeName), "source": .string(theme.source), "warnings": .array(theme.warnings.map(Value.string))]
    }

    /// A refusal is a tool error on the argument it concerns — the plan's own errors on `plan`,
    /// the rest on `output` — in the tool's words.
    private func refusing<Result>(_ body: () throws(ThemeFileRefusal) -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            let argument: String
            if case .unusableInput = error { argument = "plan" } else { argument = "output" }
            throw ToolError.argument(argument, error.message(nameOption: "name", extensionOption: "extensionOnly"))
        }
    }
}
