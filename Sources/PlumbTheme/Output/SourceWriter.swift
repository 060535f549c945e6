/// Swift source, line by line, indented by four spaces a level.
struct SourceWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    var text: String { lines.joined(separator: "\n") + "\n" }

    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Each line of `text`, at the current level.
    mutating func lines(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { self.line(String(line)) }
    }

    /// A `///` comment on one line: every run of white space in `text` becomes one space.
    mutating func doc(_ text: String) {
        line("/// " + text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    /// `header {`, the body one level in, `}`.
    mutating func block(_ header: String, _ body: (inout SourceWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }
}
