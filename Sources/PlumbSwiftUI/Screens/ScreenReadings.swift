import Foundation

/// A reader with the trees it gave, for a caller that reads the same screen again over the same
/// facts: the MCP `layout` tool reads it once for its notes and once per scenario and text size,
/// and a warm project keeps the reader (with these) for the next call while no file changed. A
/// tree depends on its host only through what its reading asked of it (`HostQuestions`), so a
/// screen read before for a host that answers those questions alike, with the same row count
/// and the same record of assumptions, is that tree. A cold lint run reads each screen's hosts
/// through `ScreenTrees` and keeps nothing here, so its memory does not grow with the project.
public final class ScreenReadings: @unchecked Sendable {  // `kept` is guarded by `lock`.
    private struct Kept {
        let options: ReadingOptions
        let tree: ScreenTree

        func holds(for other: ReadingOptions) -> Bool {
            options.rows == other.rows && options.recordsAssumptions == other.recordsAssumptions
                && tree.hostQuestions.answerAlike(options.host, other.host)
        }
    }

    public let reader: ScreenReader
    private let lock = NSLock()
    private var kept: [String: [Kept]] = [:]

    public init(reader: ScreenReader) {
        self.reader = reader
    }

    /// How many times a screen was read: the trees kept.
    public var readingCount: Int {
        lock.withLock { kept.values.reduce(0) { $0 + $1.count } }
    }

    /// The view tree of the View type `typeName`'s body (`ScreenReader.tree(of:options:)`), read
    /// only when no tree kept holds for `options`. A screen that cannot be read is read again.
    public func tree(of typeName: String, options: ReadingOptions = ReadingOptions()) throws -> ScreenTree {
        if let tree = lock.withLock({ kept[typeName]?.first { $0.holds(for: options) }?.tree }) { return tree }
        let tree = try reader.tree(of: typeName, options: options)
        lock.withLock { kept[typeName, default: []].append(Kept(options: options, tree: tree)) }
        return tree
    }
}
