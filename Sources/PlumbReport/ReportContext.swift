import Foundation
import PlumbCore

/// What a rule says about itself, as reports show it (SARIF's rule descriptors, the links of the
/// HTML and Markdown pages). Built from the rule registry by the caller, which keeps this module
/// free of the lint engine.
public struct RuleMetadata: Sendable, Equatable {
    public var id: String
    public var summary: String
    public var explanation: String
    public var defaultSeverity: Severity
    public var kind: RuleKind

    public init(id: String, summary: String, explanation: String, defaultSeverity: Severity, kind: RuleKind) {
        self.id = id
        self.summary = summary
        self.explanation = explanation
        self.defaultSeverity = defaultSeverity
        self.kind = kind
    }
}

/// Everything a reporter may need besides the findings.
public struct ReportContext: Sendable {
    public var rules: [RuleMetadata]
    public var sources: SourceLines
    public var toolVersion: String
    /// The directory relative paths are taken from; fix edits name absolute paths, which reports
    /// show relative to it when they lie under it, as findings do.
    public var currentDirectory: String
    /// The absolute URI of a published copy of `docs/rules.md` (`--sarif-help-base`), whose
    /// headings are the rule ids; nil when none is configured, and reports then link nowhere.
    public var ruleHelpBase: String?
    /// Which shard of a run the report is (`plumb lint --shard K/N`); nil for a whole run.
    public var shard: ShardIdentity?

    public init(rules: [RuleMetadata] = [], sources: SourceLines = SourceLines(),
                toolVersion: String = PlumbVersion.current,
                currentDirectory: String = FileManager.default.currentDirectoryPath,
                ruleHelpBase: String? = nil, shard: ShardIdentity? = nil) {
        self.rules = rules
        self.sources = sources
        self.toolVersion = toolVersion
        self.currentDirectory = currentDirectory
        self.ruleHelpBase = ruleHelpBase
        self.shard = shard
    }

    /// Where `rule` is documented: its heading in the published `docs/rules.md`
    /// (`https://…/docs/rules.md#spacing-grid`), or nil without a configured base.
    public func helpURI(for rule: RuleMetadata) -> String? {
        ruleHelpBase.map { "\($0)#\(rule.id)" }
    }

    /// A path as findings name it: relative to `currentDirectory` when under it.
    public func displayPath(_ path: String) -> String {
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

/// The lines of the files findings name, read once per file: for fingerprints that survive line
/// shifts and for columns in characters. Text given up front (source read from standard input)
/// wins over the disk.
public final class SourceLines: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [Substring]]

    public init(texts: [String: String] = [:]) {
        files = texts.mapValues(Self.split)
    }

    /// The lines of `path`, without their line breaks; empty when the file cannot be read.
    public func lines(of path: String) -> [Substring] {
        lock.lock()
        defer { lock.unlock() }
        if let known = files[path] { return known }
        let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let lines = Self.split(text)
        files[path] = lines
        return lines
    }

    /// Line `number` (from 1) of `path`, or empty past the ends.
    public func line(_ number: Int, of path: String) -> Substring {
        let lines = lines(of: path)
        return lines.indices.contains(number - 1) ? lines[number - 1] : ""
    }

    private static func split(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? line.dropLast() : line
        }
    }
}
