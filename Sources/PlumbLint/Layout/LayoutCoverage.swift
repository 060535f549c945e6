import PlumbCore
import PlumbLayout
import PlumbSwiftUI

/// How much of each screen the layout rules judged, and why the rest is not modelled: the
/// views the reader could not model, counted by cause (`NotModelledCause`). What
/// `plumb layout --coverage` prints for "why is my screen opaque?".
public struct LayoutCoverage: Sendable {
    /// A view of a screen the reader could not model.
    public struct NotModelledView: Sendable, Hashable {
        public let cause: NotModelledCause
        public let reason: String
        /// Where it was read from; nil for a view the reader made without source (a control's
        /// part).
        public let position: SourcePosition?
    }

    /// One screen: how the rules judged it and the views that kept them from judging it all.
    public struct Screen: Sendable {
        public let name: String
        /// Where the screen's type is declared.
        public let position: SourcePosition?
        public let judgement: LayoutJudgement
        /// Each view not modelled once, however many rows or scenarios repeat it, in reading
        /// order.
        public let notModelled: [NotModelledView]
        /// Why the reader could not read the screen at all; nil when it could.
        public let unreadable: String?
        /// The values its open numbers were laid out at (`OpenNumbers`): both extremes, or none
        /// for a screen without open numbers.
        public var openNumbers: [OpenNumbers] = []

        /// The screen's not-modelled views counted by cause, most first.
        public var causes: [(cause: NotModelledCause, views: Int)] {
            let counts = Dictionary(grouping: notModelled, by: \.cause).mapValues(\.count)
            return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }
        }
    }

    /// A cause over the whole project: how many views it makes opaque, on how many screens.
    public struct CauseTotal: Sendable, Equatable {
        public let cause: NotModelledCause
        public let views: Int
        public let screens: Int
    }

    /// A screen the layout rules did not lay out, and why.
    public struct ScreenLeftOut: Sendable {
        public let name: String
        public let position: SourcePosition?
        public let reason: String
    }

    /// The screens, by file and line.
    public let screens: [Screen]
    /// The screens only debug builds show, by file and line: the build the app's users run has
    /// none of them (`ScreenFinder.Found`).
    public let leftOut: [ScreenLeftOut]

    /// Reads the trees of the screens the layout rules read (`LayoutScreens`) once more and
    /// collects their opaque views; each keeps the judgement the rules gave it. With `name`, only
    /// the screen of that name.
    public init(_ layoutScreens: LayoutScreens, only name: String? = nil) {
        let facts = layoutScreens.reader.facts
        let declared = { (name: String) in facts.types[name]?.first { !$0.isExtension }?.position }
        leftOut = layoutScreens.shownOnlyInDebugBuilds.filter { name == nil || $0 == name }
            .map { ScreenLeftOut(name: $0, position: declared($0), reason: "shown only in debug builds") }
            .sorted { Self.precedes(($0.position, $0.name), ($1.position, $1.name)) }
        screens = layoutScreens.entries.filter { name == nil || $0.screen.name == name }.map { entry in
            let name = entry.screen.name
            let position = declared(name)
            do {
                let trees = try layoutScreens.trees(of: entry)
                return Screen(
                    name: name, position: position, judgement: entry.judgement,
                    notModelled: Self.notModelled(in: trees, hosts: entry.scenarios.map(\.host), unknownSizes: entry.unknownSizes),
                    unreadable: nil,
                    openNumbers: OpenNumbers.allCases.filter { values in entry.scenarios.contains { $0.openNumbers == values } })
            } catch {
                return Screen(name: name, position: position, judgement: .skipped, notModelled: [], unreadable: "\(error)")
            }
        }.sorted { Self.precedes(($0.position, $0.name), ($1.position, $1.name)) }
    }

    /// By file and line, then name.
    private static func precedes(_ lhs: (SourcePosition?, String), _ rhs: (SourcePosition?, String)) -> Bool {
        (lhs.0?.file ?? "", lhs.0?.line ?? 0, lhs.1) < (rhs.0?.file ?? "", rhs.0?.line ?? 0, rhs.1)
    }

    /// Every cause, with the views it makes opaque and the screens it touches, most views first.
    public var causes: [CauseTotal] {
        var views: [NotModelledCause: Int] = [:]
        var screens: [NotModelledCause: Int] = [:]
        for screen in self.screens {
            for (cause, count) in screen.causes {
                views[cause, default: 0] += count
                screens[cause, default: 0] += 1
            }
        }
        return views.map { CauseTotal(cause: $0.key, views: $0.value, screens: screens[$0.key] ?? 0) }
            .sorted { ($1.views, $1.screens, $0.cause) < ($0.views, $0.screens, $1.cause) }
    }

    /// The screens counted by judgement, as `plumb lint`'s summary counts them.
    public var statistics: LayoutStatistics {
        var statistics = LayoutStatistics()
        for screen in screens { statistics.count(screen.judgement) }
        return statistics
    }

    /// The opaque views of every tree read for `hosts`, each once: the rows of a `ForEach` and
    /// the readings for other hosts hold copies of one view. A view that takes the size proposed
    /// (a run-time picture, a `TextEditor`) read from one of `unknownSizes` is one too: a layout
    /// asked its own size.
    private static func notModelled(in trees: ScreenTrees, hosts: [LayoutHost], unknownSizes: Set<SourcePosition>) -> [NotModelledView] {
        var seen: Set<NotModelledView> = []
        var found: [NotModelledView] = []
        var readings: Set<Int> = []
        for host in hosts {
            guard let reading = trees.reading(for: host), readings.insert(reading).inserted, let root = trees.root(for: host) else {
                continue
            }
            var pending = [root]
            while let node = pending.popLast() {
                if let cause = node.notModelledCause {
                    let view = NotModelledView(cause: cause, reason: node.opaqueReason ?? cause.key, position: node.origin?.position)
                    if seen.insert(view).inserted { found.append(view) }
                } else if let taking = node.proposalTaking, let position = node.origin?.position, unknownSizes.contains(position) {
                    let view = NotModelledView(cause: taking.cause, reason: taking.reason, position: position)
                    if seen.insert(view).inserted { found.append(view) }
                }
                pending += node.children.reversed()
            }
        }
        return found
    }
}

extension LayoutJudgement {
    /// The judgement as coverage reports name it: `full`, `partial`, `opaque`.
    public var coverageName: String {
        switch self {
        case .full: "full"
        case .partial: "partial"
        case .skipped: "opaque"
        }
    }
}
