import Foundation
import PlumbCore
import PlumbSyntax

/// Fixes that do not fight: before `--fix` writes anything, the fixes are applied in memory and
/// the files they change are linted again with the project's facts. A fix that brings a finding
/// of another rule into the text it wrote (`spacing-grid` turning a top padding of 42 into 44,
/// which `safe-area-padding` reports) is swapped for the finding's next candidate (40), or,
/// with none left, taken out — the finding stays, and a note says why. So is a fix that makes
/// another rule's finding there disappear without fixing it (a bottom padding of 34, one
/// device's home-indicator inset, turned into 36): that finding asks for another change.
public struct FixSettler: Sendable {
    /// The findings with the fixes to apply, and one line per fix changed or left out.
    public struct Outcome: Sendable {
        public var result: LintResult
        public var notes: [String]
    }

    private let configuration: Configuration
    private let inputs: [LintInput]
    private let roots: [String]
    private let jobs: Int
    /// Rounds of re-linting: each settles the fixes the previous one changed.
    private static let rounds = 3

    /// `inputs` and `roots` are the run's: the project whose facts the changed files are linted
    /// with; `configuration` is the project's, before `--only` or `--disable` narrowed the run,
    /// so that a fix does not make a rule left out of the run report.
    public init(configuration: Configuration, inputs: [LintInput], roots: [String], jobs: Int) {
        self.configuration = configuration
        self.inputs = inputs
        self.roots = roots
        self.jobs = jobs
    }

    public func settle(_ result: LintResult) -> Outcome {
        // What every rule of the configuration says about the files the fixes touch, as they
        // are: the run's own findings may come from fewer rules (`--only`).
        let touched = Set(FixApplier.editsByFile(result).keys)
        guard !touched.isEmpty else { return Outcome(result: result, notes: []) }
        let before = Linter(configuration: configuration, options: LintOptions(jobs: jobs, reportedPaths: touched)).lint(inputs, roots: roots)
        let candidates = result.findings.map { finding in finding.fix.isEmpty ? [] : [finding.fix] + (finding.alternativeFixes ?? []) }
        var chosen = [Int](repeating: 0, count: result.findings.count)
        var notes: [Int: String] = [:]
        for round in 0...Self.rounds {
            var current = result
            for index in current.findings.indices {
                current.findings[index].fix = chosen[index] < candidates[index].count ? candidates[index][chosen[index]] : []
            }
            let conflicts = self.conflicts(of: current, before: before)
            guard !conflicts.isEmpty else { return Outcome(result: current, notes: notes.sorted { $0.key < $1.key }.map(\.value)) }
            for (index, conflict) in conflicts {
                let (other, hides) = conflict
                let finding = result.findings[index]
                let written = Self.replacement(candidates[index][chosen[index]])
                chosen[index] += 1
                // The last round only takes fixes out: what it would try next is not checked again.
                if round == Self.rounds { chosen[index] = candidates[index].count }
                let position = Self.place(finding)
                let why = hides ? "would hide \(other.ruleID)'s finding there, which asks for another change: \(other.message)"
                                : "would be reported by \(other.ruleID): \(other.message)"
                if chosen[index] < candidates[index].count {
                    notes[index] = "\(position): note: \(finding.ruleID) fix writes \(Self.replacement(candidates[index][chosen[index]])), not \(written), which \(why)"
                } else {
                    notes[index] = "\(position): note: \(finding.ruleID) left unfixed: its fix (\(written)) \(why)"
                }
            }
        }
        var settled = result
        for index in settled.findings.indices where chosen[index] >= candidates[index].count { settled.findings[index].fix = [] }
        return Outcome(result: settled, notes: notes.sorted { $0.key < $1.key }.map(\.value))
    }

    /// The fixes of `result` (by finding index) that bring a finding of another rule into the
    /// text they write, or make one there disappear unfixed, with that finding; `before` is the
    /// run the fixes came from.
    private func conflicts(of result: LintResult, before: LintResult) -> [Int: (finding: Finding, hides: Bool)] {
        var changed: [String: (original: [UInt8], fixed: [UInt8], edits: [(edit: TextEdit, finding: Int)])] = [:]
        for (path, edits) in FixApplier.editsByFile(result) {
            guard let original = contents(of: path) else { continue }
            let (bytes, fixedFindings) = FixApplier.applying(edits, to: original)
            guard let bytes, !fixedFindings.isEmpty else { continue }
            changed[path] = (original, bytes, edits.filter { fixedFindings.contains($0.finding) })
        }
        guard !changed.isEmpty else { return [:] }
        let relintInputs = inputs.map { input in
            LintInput(path: input.path, displayPath: input.displayPath, contents: changed[input.path]?.fixed ?? input.contents)
        }
        let linter = Linter(configuration: configuration, options: LintOptions(jobs: jobs, reportedPaths: Set(changed.keys)))
        let after = linter.lint(relintInputs, roots: roots).findings
        var conflicts: [Int: (finding: Finding, hides: Bool)] = [:]
        // Findings fixed in this round, by rule and place: their own fix may make them disappear.
        let fixedHere = Set(changed.values.flatMap { $0.edits.map { result.findings[$0.finding].ruleID + " " + Self.place(result.findings[$0.finding]) } })
        for (path, file) in changed {
            guard let displayPath = inputs.first(where: { $0.path == path })?.displayPath else { continue }
            let oldLines = LineTable(bytes: file.original)
            let newLines = LineTable(bytes: file.fixed)
            let beforeHere = before.findings.filter { $0.position.file == displayPath }
            let afterHere = after.filter { $0.position.file == displayPath }
            for (edit, index, written) in Self.writtenRanges(file.edits) {
                let ruleID = result.findings[index].ruleID
                let replaced = edit.range.lowerBound...edit.range.upperBound
                let oldHere = beforeHere.filter { $0.ruleID != ruleID && replaced.contains(oldLines.offset(of: $0.position)) }
                let newHere = afterHere.filter { $0.ruleID != ruleID && written.contains(newLines.offset(of: $0.position)) }
                if let introduced = newHere.first(where: { new in !oldHere.contains { $0.ruleID == new.ruleID } }) {
                    conflicts[index] = (introduced, false)
                } else if let hidden = oldHere.first(where: { old in !fixedHere.contains(old.ruleID + " " + Self.place(old)) && !newHere.contains { $0.ruleID == old.ruleID } }) {
                    conflicts[index] = (hidden, true)
                }
            }
        }
        return conflicts
    }

    /// Each applied edit with the byte range its replacement occupies in the fixed text.
    private static func writtenRanges(_ edits: [(edit: TextEdit, finding: Int)]) -> [(TextEdit, Int, ClosedRange<Int>)] {
        var shift = 0
        var ranges: [(TextEdit, Int, ClosedRange<Int>)] = []
        for (edit, finding) in edits.sorted(by: { $0.edit.range.lowerBound < $1.edit.range.lowerBound }) {
            let start = edit.range.lowerBound + shift
            ranges.append((edit, finding, start...(start + edit.replacement.utf8.count)))
            shift += edit.replacement.utf8.count - edit.range.count
        }
        return ranges
    }

    private func contents(of path: String) -> [UInt8]? {
        inputs.first { $0.path == path }?.contents ?? FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    private static func place(_ finding: Finding) -> String {
        "\(finding.position.file):\(finding.position.line):\(finding.position.column)"
    }

    private static func replacement(_ edits: [TextEdit]) -> String {
        edits.map { "'\($0.replacement)'" }.joined(separator: ", ")
    }
}

private extension LineTable {
    func offset(of position: SourcePosition) -> Int {
        utf8Offset(line: position.line, column: position.column)
    }
}
