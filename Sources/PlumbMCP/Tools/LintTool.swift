import MCP

/// `lint`: the findings for Swift source text or a project directory, each with its fix.
struct LintTool: PlumbTool {
    let name = "lint"
    let description = """
        Check SwiftUI source against the design system's rules (spacing grid, theme tokens, 44-pt tap \
        targets, layout patterns; see the plumb://rules resource). Give `source` (with `path`, and \
        `directory` so the project's theme and constants count), or only `directory` to check a \
        whole project. Returns the findings — rule, severity, line, column, message — and for each \
        fixable one its edits (UTF-8 byte range, original text and replacement).
        """
    let input = InputSchema(LintRequest.arguments)
    let output = OutputSchema.object(
        ["findings": OutputSchema.array(OutputSchema.finding), "summary": OutputSchema.summary],
        optional: ["problems": OutputSchema.array(OutputSchema.string)])

    func call(_ input: ToolInput) throws -> Value {
        let request = try LintRequest(input, requiresSource: false)
        let result = request.lint()
        let values = FindingValues(request)
        var output: [String: Value] = [
            "findings": values.findings(result.findings),
            "summary": values.summary(result.findings, files: result.fileCount),
        ]
        let problems = (request.project?.problems ?? []) + result.failures
        if !problems.isEmpty { output["problems"] = .array(problems.map(Value.string)) }
        return .object(output)
    }
}
