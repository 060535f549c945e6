import PlumbCore

/// Which part of a sharded run a report is (`plumb lint --shard K/N`): shard `index` of `count`,
/// of the run `run`, a key of what makes shards parts of one run (Plumb's version, the
/// configuration, the checked paths, the rule selection, the files found). `plumb merge` reads
/// it to refuse a set of reports that is not one whole run; the merged report has none.
public struct ShardIdentity: Sendable, Equatable {
    public var index: Int
    public var count: Int
    public var run: String

    public init(index: Int, count: Int, run: String) {
        self.index = index
        self.count = count
        self.run = run
    }

    /// How a report names its shard: `shard 2 of 3`.
    public var name: String { "shard \(index) of \(count)" }

    /// A JSON report carries it under this key; a SARIF report under `sarifProperty` in its run's
    /// property bag.
    static let jsonKey = "shard"
    static let sarifProperty = "plumbShard"

    var json: OrderedJSON {
        .object([("index", .number(Double(index))), ("count", .number(Double(count))), ("run", .string(run))])
    }

    init?(json: OrderedJSON?) {
        guard let json, let index = json["index"]?.numberValue, let count = json["count"]?.numberValue,
              let run = json["run"]?.stringValue, count >= 1, (1...count).contains(index), index.rounded() == index
        else { return nil }
        self.init(index: Int(index), count: Int(count), run: run)
    }
}
