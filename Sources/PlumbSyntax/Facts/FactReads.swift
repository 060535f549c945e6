import Foundation

/// The project facts one file's lint read: what its findings depend on beyond its own text. The
/// cache re-lints a file when one of them answers differently. Each question `ProjectFacts`
/// answers records itself in the recorder bound to the running walk (`FactReads.$current`);
/// with none bound (no cache) recording costs a task-local read.
public final class FactReads: @unchecked Sendable {
    /// One question asked of the facts. The answer's fingerprint is worked out by the cache.
    public enum Read: Hashable, Sendable, Codable {
        /// The declarations and extensions of a type, by full name.
        case type(String)
        /// A type's members with a value.
        case members(String)
        /// The members of a type and of every type nested in it.
        case membersUnder(String)
        /// Whether a name is the suffix of a nested type's name.
        case nestedSuffix(String)
        /// How often each theme spacing token is used in stacks.
        case spacingTokenUses
        /// What the code shows about light and dark appearance, in every file.
        case appearanceEvidence
        /// What the view graph says of a view type, by full name: whether it is one, what it
        /// shows and presents.
        case view(String)
        /// Where the view graph says a view type, by full name, is called and pushed as a value:
        /// apart from `view`, so that editing one caller re-walks only the files that asked
        /// where the view is used, not every file that shows it.
        case viewUses(String)
        /// Where a view type, by full name, is called in one file, by the file's path: what a
        /// question about one call asks (`ViewGraph.callSite(of:at:in:)`).
        case viewUsesInFile(String, path: String)
        /// The view graph's views that take content whose name ends with this one.
        case viewContainers(String)
        /// The functions declared at file level with this name.
        case freeFunction(String)
        /// The values declared at file level with this name, in every file.
        case globalValue(String)
        /// The modules some file of the project imports with `@_exported`.
        case reexportedModules
        /// Every file of the project.
        case allFiles
    }

    @TaskLocal public static var current: FactReads?

    private let lock = NSLock()
    private var reads: Set<Read> = []

    public init() {}

    public static func record(_ read: Read) {
        current?.insert(read)
    }

    public func insert(_ read: Read) {
        lock.lock()
        add([read])
        lock.unlock()
    }

    /// Adds another recorder's reads: a value computed once and shared carries the reads of its
    /// computation to every file that uses it.
    public func insert(contentsOf other: FactReads) {
        let theirs = other.all
        lock.lock()
        add(theirs)
        lock.unlock()
    }

    /// Every answer is worked out from the files' text, so once all files were read no other read
    /// can add anything: keeping them would only make each cache entry as large as the project
    /// (every type looked up by the view graph, in every file's entry).
    private func add(_ new: Set<Read>) {
        guard !reads.contains(.allFiles) else { return }
        if new.contains(.allFiles) { reads = [.allFiles] } else { reads.formUnion(new) }
    }

    public var all: Set<Read> {
        lock.lock()
        defer { lock.unlock() }
        return reads
    }

    /// Runs `body` with a fresh recorder bound and returns what it read.
    public static func recording<Value>(_ body: () throws -> Value) rethrows -> (Value, FactReads) {
        let reads = FactReads()
        let value = try $current.withValue(reads) { try body() }
        return (value, reads)
    }
}
