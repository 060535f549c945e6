import Foundation
import PlumbCore

/// What `--fix` did.
public struct FixReport: Sendable {
    /// Fixed files with the number of findings fixed in each.
    public var fixed: [String: Int] = [:]
    /// Files that could not be written, with the reason; each is left as it was.
    public var failures: [String] = []

    public var fixCount: Int { fixed.values.reduce(0, +) }
}

/// Applies the fixes of fixable findings. Each edit replaces only its finding's span; where two
/// fixes overlap the first (in finding order) wins and the other is left for a later run.
/// Files that did not parse cleanly are never touched.
public struct FixApplier: Sendable {
    private let writer: any FileWriter

    public init(writer: any FileWriter = AtomicFileWriter()) {
        self.writer = writer
    }

    public func apply(_ result: LintResult) -> FixReport {
        var report = FixReport()
        for (path, edits) in Self.editsByFile(result).sorted(by: { $0.key < $1.key }) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let (bytes, fixedFindings) = Self.applying(edits, to: [UInt8](data))
            guard let bytes, !fixedFindings.isEmpty else { continue }
            do {
                try writer.write(bytes, to: path)
                report.fixed[path] = fixedFindings.count
            } catch {
                report.failures.append("\(path): could not write the fixed file (\(error.localizedDescription)); it was left unchanged")
            }
        }
        return report
    }

    /// The fixes of `result` applied to `source`, the text of the file at `path`, in memory:
    /// the fixed text and the number of findings fixed. Nothing is written; edits to other files
    /// are left out, and a file that must not be fixed comes back unchanged.
    public static func fixing(_ source: String, at path: String, with result: LintResult) -> (source: String, fixCount: Int) {
        guard let edits = editsByFile(result)[path] else { return (source, 0) }
        let (bytes, fixed) = applying(edits, to: Array(source.utf8))
        guard let bytes, let text = String(validating: bytes, as: UTF8.self) else { return (source, 0) }
        return (text, fixed.count)
    }

    /// The edits of every fixable finding by the file they change, with the finding's index;
    /// files that did not parse cleanly are left out.
    static func editsByFile(_ result: LintResult) -> [String: [(edit: TextEdit, finding: Int)]] {
        var editsByFile: [String: [(edit: TextEdit, finding: Int)]] = [:]
        for (index, finding) in result.findings.enumerated() {
            for edit in finding.fix where !result.unfixablePaths.contains(edit.file) {
                editsByFile[edit.file, default: []].append((edit, index))
            }
        }
        return editsByFile
    }

    /// The file's new bytes, and the findings whose every edit was applied.
    static func applying(_ edits: [(edit: TextEdit, finding: Int)], to original: [UInt8]) -> ([UInt8]?, Set<Int>) {
        var accepted: [(edit: TextEdit, finding: Int)] = []
        var rejected = Set<Int>()
        for candidate in edits where !accepted.contains(where: { Self.overlap($0.edit.range, candidate.edit.range) }) {
            accepted.append(candidate)
        }
        for candidate in edits where !accepted.contains(where: { $0.edit == candidate.edit && $0.finding == candidate.finding }) {
            rejected.insert(candidate.finding)
        }
        accepted.removeAll { rejected.contains($0.finding) }
        var bytes = original
        for (edit, _) in accepted.sorted(by: { $0.edit.range.lowerBound > $1.edit.range.lowerBound }) {
            guard edit.range.upperBound <= bytes.count else { return (nil, []) }
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return (bytes, Set(accepted.map(\.finding)))
    }

    /// Two edits conflict when their ranges share a byte, or both insert at the same place.
    private static func overlap(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a == b { return true }
        return a.overlaps(b) || (a.isEmpty && b.contains(a.lowerBound)) || (b.isEmpty && a.contains(b.lowerBound))
    }
}
