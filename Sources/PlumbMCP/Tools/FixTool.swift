import MCP
import PlumbLint

/// `fix`: source text with every safe fix applied, and the findings left.
struct FixTool: PlumbTool {
    let name = "fix"
    let description = """
        Apply Plumb's safe fixes to Swift source text and return the fixed source with the findings \
        that are left (those need a change only the author can make). Nothing is written. Give \
        `directory` so the project's theme tokens are used. A fix edits only its finding's span; \
        source that does not parse cleanly comes back unchanged.
        """
    let input = InputSchema(LintRequest.arguments, required: ["source"])
    let output = OutputSchema.object([
        "source": OutputSchema.string, "fixed": OutputSchema.integer,
        "findings": OutputSchema.array(OutputSchema.finding), "summary": OutputSchema.summary,
    ])

    /// Fixes can uncover or overlap one another; a few passes reach the fixed point that one
    /// `plumb lint --fix` leaves for a later run.
    private static let passes = 3

    func call(_ input: ToolInput) throws -> Value {
        let request = try LintRequest(input, requiresSource: true)
        guard let original = request.source else { throw ToolError.argument("source", "required") }
        var text = original.text
        var result = request.lint()
        var fixCount = 0
        for _ in 0..<Self.passes {
            let pass = FixApplier.fixing(text, at: original.file.path, with: result)
            guard pass.fixCount > 0 else { break }
            (text, fixCount) = (pass.source, fixCount + pass.fixCount)
            result = request.replacingSource(with: text).lint()
        }
        let values = FindingValues(request.replacingSource(with: text))
        return [
            "source": .string(text),
            "fixed": .int(fixCount),
            "findings": values.findings(result.findings),
            "summary": values.summary(result.findings, files: result.fileCount),
        ]
    }
}
