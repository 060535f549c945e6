import Foundation
import PlumbCore
import PlumbLint
import PlumbReport

/// `--baseline` and `--write-baseline`: a baseline that cannot be read fails the run before
/// anything is linted; one is written atomically.
enum BaselineStep {
    static func load(_ path: String) throws -> Baseline {
        do {
            return try Baseline.load(path: path)
        } catch let error as BaselineError {
            throw RunFailure(message: error.message)
        }
    }

    static func write(_ findings: [Finding], sources: SourceLines, to path: String) throws {
        let baseline = Baseline(findings: findings, sources: sources)
        do {
            try AtomicFileWriter().write(Array(baseline.fileText.utf8), to: path)
        } catch {
            throw RunFailure(message: "\(path): cannot write the baseline (\(error.localizedDescription))")
        }
        Diagnostics.write("wrote \(baseline.entries.count) finding\(baseline.entries.count == 1 ? "" : "s") to the baseline \(path)")
    }
}
