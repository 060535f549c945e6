import Foundation
import PlumbCore
import PlumbLint
import PlumbReport

/// Where the report goes: standard output, or a file written atomically (a temporary file
/// renamed over it), so a reader never sees half a report.
struct ReportOutput {
    let path: String?

    func write(_ text: String) throws {
        guard let path else {
            // Unbuffered, so the findings come before the summary on a terminal that shows both.
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try AtomicFileWriter().write(Array(text.utf8), to: path)
        } catch {
            throw RunFailure(message: "\(path): cannot write the report (\(error.localizedDescription))")
        }
    }
}

extension RuleMetadata {
    /// Every registered rule, as reports describe them.
    static let all: [RuleMetadata] = RuleRegistry.descriptions.map { description in
        RuleMetadata(id: description.id, summary: description.summary, explanation: description.explanation,
                     defaultSeverity: description.severity, kind: description.kind)
    }
}
