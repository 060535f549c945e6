import Foundation
import PlumbCore
import PlumbSyntax

/// What earlier runs found, so that an unchanged file is not linted again. One file per project
/// in the cache directory; its records are only trusted under the same run key (Plumb's version
/// and build, the configuration, the checked roots, the project's build files — see
/// `CacheKey`). A file's findings are reused when its text is unchanged and every project fact
/// its lint read answers as before; a run over unchanged files is answered whole.
///
/// Each record is one line, `<hash of the JSON> <JSON>`: a line that is damaged, truncated or
/// edited by hand fails its hash or does not decode, and is ignored — that file is linted again
/// and its record rewritten. The file is rewritten atomically after each run that linted anything.
public final class LintCache: @unchecked Sendable {
    /// A file's findings and what they depend on.
    struct Entry: Codable, Sendable {
        var path: String
        var contentHash: String
        /// The settings the walk ran under (see `CacheKey.settings`).
        var settingsKey: String
        var reads: [ReadFingerprint]
        /// The walk's findings, before suppressions and severities (applied on every run).
        var findings: [Finding]
    }

    struct ReadFingerprint: Codable, Sendable {
        var read: FactReads.Read
        var fingerprint: String
    }

    /// A whole run's result, for a run over exactly the same inputs.
    struct Run: Codable {
        var runKey: String
        var inputsHash: String
        var findings: [Finding]
        var fileCount: Int
        var unfixablePaths: [String]
        /// What the layout rules did, for the `layout:` line of a run the cache answers; absent
        /// from records written before it was kept.
        var layoutStatistics: LayoutStatistics?
    }

    /// The first record names the run key the others were written under.
    private enum Record: Codable {
        case key(String)
        case run(Run)
        case entry(Entry)
    }

    /// Bumped when the records change shape.
    static let format = 1

    public let file: URL
    let runKey: String
    /// Whether `save` writes `file`.
    private var persists = true
    private var run: Run?
    private var entries: [String: Entry] = [:]

    /// The cache of the project identified by `project` (any stable text: the checked paths and
    /// configuration), in `directory`.
    public init(directory: URL, project: String, runKey: String) {
        file = directory.appendingPathComponent("\(StableHash.hex(of: project)).v\(Self.format).cache")
        self.runKey = runKey
        load()
    }

    /// A cache kept in memory only, for the runs of a `WarmProject`: `file` is never written.
    init(runKey: String) {
        file = URL(fileURLWithPath: "/dev/null")
        self.runKey = runKey
        persists = false
    }

    /// `$XDG_CACHE_HOME/plumb`, else `~/.cache/plumb`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("plumb")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/plumb")
    }

    func storedRun(inputsHash: String) -> LintResult? {
        guard let run, run.inputsHash == inputsHash else { return nil }
        return LintResult(findings: run.findings, fileCount: run.fileCount, failures: [],
                          unfixablePaths: Set(run.unfixablePaths), lintedPaths: [],
                          layoutStatistics: run.layoutStatistics ?? LayoutStatistics())
    }

    func entry(for path: String) -> Entry? {
        entries[path]
    }

    /// Replaces the cache with this run's records. A cache that cannot be written is not an
    /// error: the next run lints again.
    func save(run: Run, entries: [Entry]) {
        self.run = run
        self.entries = Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        guard persists else { return }
        let encoder = JSONEncoder()
        var text = ""
        for record in [Record.key(runKey), .run(run)] + entries.map(Record.entry) {
            guard let data = try? encoder.encode(record) else { continue }
            let json = String(decoding: data, as: UTF8.self)
            text += StableHash.hex(of: json) + " " + json + "\n"
        }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? AtomicFileWriter().write(Array(text.utf8), to: file.path)
        Self.removeStale(in: file.deletingLastPathComponent())
    }

    /// Caches of projects not checked for 30 days (a deleted checkout, a temporary directory).
    private static func removeStale(in directory: URL) {
        let cutoff = Date().addingTimeInterval(-30 * 24 * 3600)
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
        for file in files where file.pathExtension == "cache" {
            let modified = (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
            if let modified, modified < cutoff { try? FileManager.default.removeItem(at: file) }
        }
    }

    private func load() {
        guard let data = FileManager.default.contents(atPath: file.path) else { return }
        let decoder = JSONDecoder()
        var trusted = false
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard line.count > 17, line[line.startIndex + 16] == UInt8(ascii: " ") else { continue }
            let hash = String(decoding: line.prefix(16), as: UTF8.self)
            let json = line.dropFirst(17)
            guard StableHash.hex(of: String(decoding: json, as: UTF8.self)) == hash,
                  let record = try? decoder.decode(Record.self, from: Data(json))
            else { continue }
            switch record {
            case .key(let key): trusted = key == runKey
            case .run(let run) where trusted && run.runKey == runKey: self.run = run
            case .entry(let entry) where trusted: entries[entry.path] = entry
            default: break
            }
        }
    }
}
