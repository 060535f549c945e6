import PlumbCore

/// One of `count` parts of a project, for linting it as `count` jobs of a CI matrix
/// (`plumb lint --shard K/N`). Every shard reads and parses every file, so that the project's
/// facts are whole; only the walk, the layout of screens and the notes are split. A file
/// belongs to the shard its display path hashes to, so the split does not depend on which other
/// files exist. Every shard decides the project rules and reports their findings in its own
/// files; the first shard reports those in files that are not Swift. `plumb merge` joins the
/// shards' reports into the findings of one run.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// From 1 to `count`.
    public let index: Int
    public let count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N`, as the command line writes it.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether this shard walks the file findings name `displayPath`.
    public func contains(_ displayPath: String) -> Bool {
        var hash = StableHash()
        hash.combine(displayPath)
        return Int(hash.value % UInt64(count)) == index - 1
    }

    /// Whether this shard reports the project rules' findings in files that are not Swift
    /// (an Info.plist, a project file), which no shard walks.
    public var checksProject: Bool { index == 1 }
}
