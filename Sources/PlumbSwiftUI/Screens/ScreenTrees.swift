import PlumbCore
import PlumbLayout

/// One screen's trees for several hosts, each read once: a tree depends on its host only
/// through the platform (`#if os(…)`) and the size classes (`horizontalSizeClass` branches), so
/// the dozens of scenarios a screen is laid out on need a few readings.
public struct ScreenTrees: Sendable {
    private struct Reading: Hashable {
        let platform: DevicePlatform?
        let sizeClasses: SizeClasses?

        init(_ host: LayoutHost) {
            platform = host.platform
            sizeClasses = host.sizeClasses
        }
    }

    private let roots: [Reading: ViewNode]

    /// Reads the View type `typeName` for each of `hosts`; fails with the reader's error.
    public init(of typeName: String, for hosts: [LayoutHost], reader: ScreenReader, rows: RowCount = .many) throws {
        var roots: [Reading: ViewNode] = [:]
        for host in hosts where roots[Reading(host)] == nil {
            roots[Reading(host)] = try reader.tree(of: typeName, options: ReadingOptions(host: host, rows: rows)).root
        }
        self.roots = roots
    }

    /// The tree to lay out in `host`; nil for a host it was not read for.
    public func root(for host: LayoutHost) -> ViewNode? {
        roots[Reading(host)]
    }

    /// The files (as the reader names them) any node of the trees was read from: the screen's own
    /// and those of the custom views it shows.
    public var files: Set<String> {
        var files: Set<String> = []
        var pending = Array(roots.values)
        while let node = pending.popLast() {
            if let file = node.origin?.file { files.insert(file) }
            pending += node.children
        }
        return files
    }
}
