import PlumbCore
import PlumbLayout

/// One screen's trees for several hosts, each read once: a tree depends on its host only
/// through what the reading asked of it (`HostQuestions`: the platform for `#if os(…)`, the size
/// classes for `horizontalSizeClass` branches, the device's idiom for `userInterfaceIdiom`
/// ones), so the dozens of scenarios a screen is laid out on
/// need one reading, or a few when its code branches on them. A layout modifier that reads a
/// `@ScaledMetric` is read at each of the hosts' text sizes (`TextSizeLayouts`), so such a
/// screen is read once for them all, and gives one tree per text size. Equal trees for the same
/// hosts are laid out alike: a warm project lays a screen out again only when its trees changed.
public struct ScreenTrees: Sendable, Equatable {
    private struct Reading: Sendable, Equatable {
        let host: LayoutHost
        let questions: HostQuestions
        let root: ViewNode

        func holds(for other: LayoutHost) -> Bool {
            questions.answerAlike(host, other)
        }
    }

    /// A tree to lay out: a reading's, at one text size when it holds `TextSizeLayouts` nodes.
    private struct Tree: Sendable, Equatable {
        let reading: Int
        let textSize: DynamicTypeSize?
        let root: ViewNode

        func serves(_ host: LayoutHost, from reading: Int) -> Bool {
            self.reading == reading && (textSize == nil || textSize == host.dynamicTypeSize)
        }
    }

    private let readings: [Reading]
    /// In the order the hosts first need them: hosts that need the same one are laid out alike.
    private let trees: [Tree]

    /// Reads the View type `typeName` for each of `hosts`; fails with the reader's error. With
    /// `jobs` above one, the readings after the first are made on that many threads
    /// (`ReadingsAhead`): the same readings, sooner.
    public init(of typeName: String, for hosts: [LayoutHost], reader: ScreenReader, rows: RowCount = .many, jobs: Int = 1) throws {
        var textSizes: [DynamicTypeSize] = []
        for host in hosts where !textSizes.contains(host.dynamicTypeSize) { textSizes.append(host.dynamicTypeSize) }
        // Only the trees are kept: the reader's assumptions are not asked of them.
        var options = ReadingOptions(rows: rows, recordsAssumptions: false)
        options.textSizes = textSizes
        let read = { @Sendable [options] (host: LayoutHost) in
            var hosted = options
            hosted.host = host
            return try reader.tree(of: typeName, options: hosted)
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
        var trees: [Tree] = []
        for host in hosts {
            guard let reading = readings.firstIndex(where: { $0.holds(for: host) }),
                !trees.contains(where: { $0.serves(host, from: reading) })
            else { continue }
            let atTextSize = readings[reading].root.atTextSize(host.dynamicTypeSize)
            trees.append(Tree(reading: reading, textSize: atTextSize == nil ? nil : host.dynamicTypeSize,
                              root: atTextSize ?? readings[reading].root))
        }
        self.readings = readings
        self.trees = trees
    }

    /// The tree to lay out in `host`: the one read for a host that answers the reading's
    /// questions alike, at the host's text size; nil when none does.
    public func root(for host: LayoutHost) -> ViewNode? {
        reading(for: host).map { trees[$0].root }
    }

    /// Which tree `host` is laid out from: hosts with the same one are laid out alike. Nil when
    /// none is.
    public func reading(for host: LayoutHost) -> Int? {
        guard let reading = readings.firstIndex(where: { $0.holds(for: host) }) else { return nil }
        return trees.firstIndex { $0.serves(host, from: reading) }
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
