import Foundation
import PlumbCore
import PlumbSyntax

/// One input after the first phase: parsed, with its facts and suppressions, or the reason it
/// could not be checked.
struct LoadedFile: Sendable {
    static let parseErrorID = ParseErrorDiagnostic.id
    static let parseErrorSeverity = ParseErrorDiagnostic.severity

    let path: String
    var source: SourceFile?
    var facts: FileFacts?
    var suppressions = Suppressions.none
    var notes: [Finding] = []
    var failure: String?
    var isUnfixable = false
    /// Generated code feeds the facts, but no rule walks it.
    var isGenerated = false

    /// `keepsTree`: the file keeps its tree even when it declares no view, for a reader that
    /// may ask for nodes of any file (`plumb layout`), which would parse it again.
    static func load(_ input: LintInput, themeName: String?, keepsTree: Bool = false) -> LoadedFile {
        var file = LoadedFile(path: input.path)
        let bytes: [UInt8]
        if let contents = input.contents {
            bytes = contents
        } else if let data = FileManager.default.contents(atPath: input.path) {
            bytes = [UInt8](data)
        } else {
            file.failure = "\(input.displayPath): cannot read the file"
            return file
        }
        guard !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil else {
            return file.unchecked(input, because: "not UTF-8 text")
        }
        let nesting = NestingScan(bytes)
        guard !nesting.isTooDeep else { return file.unchecked(input, because: nesting.reason) }
        let source = SourceFile(path: input.path, displayPath: input.displayPath, bytes: bytes)
        file.source = source
        guard let themeName else { return file }
        let facts = FactsCollector.collect(source, bytes: bytes, themeName: themeName)
        if GeneratedCode.isGenerated(bytes) {
            file.isGenerated = true
            file.isUnfixable = true
        } else {
            if Self.mentionsPlumb(bytes) { file.suppressions = Suppressions(file: source) }
            if source.hasParseErrors {
                // A file whose only errors are in code no compiler builds is still never fixed.
                file.isUnfixable = true
                if let position = ParseErrorLocator.firstError(in: source) {
                    file.notes = [Finding(
                        ruleID: parseErrorID, severity: parseErrorSeverity, position: position,
                        message: "the file does not parse cleanly here, so what follows may not have been checked, and --fix leaves the file alone (`plumb rules parse-error` says what to do)")]
                }
            }
        }
        if facts.mayHoldViews || keepsTree {
            file.facts = facts
        } else {
            // Models and services are most of a real app's code: their trees would be most of
            // the run's peak memory, so they are parsed again for their walk (see `SourceFile`).
            file.facts = facts.located()
            source.letGoOfTree()
        }
        return file
    }

    /// The file left unread, with a `parse-error` error at its start saying why.
    private func unchecked(_ input: LintInput, because reason: String) -> LoadedFile {
        var file = self
        file.isUnfixable = true
        file.notes = [Finding(
            ruleID: Self.parseErrorID, severity: Self.parseErrorSeverity,
            position: SourcePosition(file: input.displayPath, line: 1, column: 1),
            message: "\(reason); the file was not checked")]
        return file
    }

    /// Whether the text contains `plumb:`, so that only files with directives pay for reading
    /// every comment.
    private static func mentionsPlumb(_ bytes: [UInt8]) -> Bool {
        let needle = Array("plumb:".utf8)
        guard bytes.count >= needle.count else { return false }
        for index in 0...(bytes.count - needle.count) where bytes[index] == needle[0] {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
