import Foundation
import PlumbCore
import PlumbSyntax

/// Each file's part of the view graph from an earlier build, for a caller that builds the graph
/// again after a few files changed (a warm project, `plumb mcp`). A part is what one file's calls
/// and presentations resolve to against the project's type names (`ViewGraph.namesType`,
/// `declarations(ofTypeNamed:near:)`) and its view types; so it is reused while its file is the
/// same `SourceFile` and the project declares the same types and view types, and read again
/// otherwise.
public final class ViewGraphParts: @unchecked Sendable {  // `parts` is guarded by `lock`.
    private struct Kept {
        /// Held, so that the identity the part is kept under stays this file's.
        let file: SourceFile
        let names: String
        let part: ViewGraph.FilePart
    }

    private let lock = NSLock()
    private var parts: [ObjectIdentifier: Kept] = [:]

    public init() {}

    /// What the parts resolve their names against: every type's full name, and which are views
    /// or view modifiers.
    static func namesKey(types: some Sequence<String>, views: [String: ViewType]) -> String {
        var hash = StableHash()
        for name in types.sorted() {
            hash.combine(name)
            hash.combine(views[name].map { "\($0.kind)" } ?? "-")
        }
        return hash.hex
    }

    func part(of file: SourceFile, names: String) -> ViewGraph.FilePart? {
        lock.withLock { parts[ObjectIdentifier(file)].flatMap { $0.names == names ? $0.part : nil } }
    }

    /// Keeps the parts of `files` (the graph's files now), each with the names it was read against.
    func keep(_ built: [ViewGraph.FilePart], of files: [SourceFile], names: String) {
        lock.withLock {
            parts = Dictionary(uniqueKeysWithValues: zip(files, built).map { (ObjectIdentifier($0), Kept(file: $0, names: names, part: $1)) })
        }
    }
}
