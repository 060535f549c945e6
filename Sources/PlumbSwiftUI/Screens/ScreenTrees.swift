import PlumbCore
import PlumbLayout

/// One screen's trees for several hosts, each read once: a tree depends on its host only
/// through what the reading asked of it (`HostQuestions`: the platform for `#if os(…)`, the size
/// classes for `horizontalSizeClass` branches), so the dozens of scenarios a screen is laid out on
/// need one reading, or a few when its code branches on them.
public struct ScreenTrees: Sendable {
    private struct Reading: Sendable {
        let host: LayoutHost
        let questions: HostQuestions
        let root: ViewNode

        func holds(for other: LayoutHost) -> Bool {
            questions.answerAlike(host, other)
        }
    }

    private let readings: [Reading]

    /// Reads the View type `typeName` for each of `hosts`; fails with the reader's error. With
    /// `jobs` above one, the readings after the first are made on that many threads
    /// (`ReadingsAhead`): the same readings, sooner.
    public init(of typeName: String, for hosts: [LayoutHost], reader: ScreenReader, rows: RowCount = .many, jobs: Int = 1) throws {
        // Only the trees are kept: the reader's assumptions are not asked of them.
        let read = { @Sendable (host: LayoutHost) in
            try reader.tree(of: typeName, options: ReadingOptions(host: host, rows: rows, recordsAssumptions: false))
        }
        var readings: [Reading] = []
        var ahead = ReadingsAhead()
        for (index, host) in hosts.enumerated() where !readings.contains(where: { $0.holds(for: host) }) {
            let tree = try ahead.take(index) ?? read(host)
            readings.append(Reading(host: host, questions: tree.hostQuestions, root: tree.root))
            if readings.count == 1, jobs > 1 {
                ahead = ReadingsAhead(hosts: hosts, after: index, questions: tree.hostQuestions, jobs: jobs, read: read)
            }
        }
        self.readings = readings
    }

    /// The tree to lay out in `host`: the one read for a host that answers the reading's
    /// questions alike; nil when none does.
    public func root(for host: LayoutHost) -> ViewNode? {
        reading(for: host).map { readings[$0].root }
    }

    /// Which reading gives the tree for `host` (`0..<readingCount`): hosts with the same one are
    /// laid out from the same tree. Nil when none does.
    public func reading(for host: LayoutHost) -> Int? {
        readings.firstIndex { $0.holds(for: host) }
    }

    /// How many times the screen was read.
    public var readingCount: Int { readings.count }

    /// The files (as the reader names them) any node of the trees was read from: the screen's own
    /// and those of the custom views it shows.
    public var files: Set<String> {
        var files: Set<String> = []
        var pending = readings.map(\.root)
        while let node = pending.popLast() {
            if let file = node.origin?.file { files.insert(file) }
            pending += node.children
        }
        return files
    }
}
