import Foundation
import MCP
import PlumbLint
import PlumbTheme

/// `theme`: AppTheme.swift from a design plan or design tokens. The one tool that can write a
/// file, and only when its input names the file and sets `write`.
struct ThemeTool: PlumbTool {
    let name = "theme"
    let description = """
        Generate the AppTheme.swift the design system requires (nested Colors, Fonts, Spacing, \
        Style, Surface, and the Color initializers) from a design plan — YAML or JSON with \
        `design` and `palette` keys — or a W3C design tokens file. Returns the Swift source and \
        the contrast warnings. With `output` (an absolute path) it also says whether that file is \
        up to date; with `write: true` it writes it, atomically.
        """
    let input = InputSchema([
        .string("plan", "The plan's text: YAML or JSON with `design` and `palette`, or design tokens with `$value`s."),
        .string("planName", "The plan's file name, for messages and the generated header. Default: plan.yml."),
        .string("output", "An absolute path to the theme file: compared with the generated source, and written when `write` is true."),
        .boolean("write", "Write `output` (atomically). Default: false; nothing is written without it."),
    ], required: ["plan"])
    let writesFiles = true

    func call(_ input: ToolInput) throws -> Value {
        let plan = try input.requiredString("plan")
        let planName = try input.string("planName") ?? "plan.yml"
        let path = try input.string("output")
        let write = try input.bool("write")
        if let path, !path.hasPrefix("/") { throw ToolError.argument("output", "must be an absolute path, not '\(path)'") }
        if write && path == nil { throw ToolError.argument("write", "needs `output`, the absolute path to write") }
        let theme: GeneratedTheme
        do {
            theme = try ThemeGenerator.generate(text: plan, path: planName)
        } catch {
            throw ToolError.argument("plan", "\(error)")
        }
        var output: [String: Value] = [
            "typeName": .string(theme.typeName),
            "source": .string(theme.source),
            "warnings": .array(theme.warnings.map(Value.string)),
        ]
        guard let path else { return .object(output) }
        let upToDate = FileManager.default.contents(atPath: path) == Data(theme.source.utf8)
        if write && !upToDate {
            do {
                try AtomicFileWriter().write(Array(theme.source.utf8), to: path)
            } catch {
                throw ToolError.argument("output", "cannot write '\(path)' (\(error.localizedDescription)); nothing was changed")
            }
        }
        output["output"] = .string(path)
        output["upToDate"] = .bool(upToDate)
        output["written"] = .bool(write && !upToDate)
        return .object(output)
    }
}
