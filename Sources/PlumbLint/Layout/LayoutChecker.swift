import PlumbCore
import PlumbLayout
import PlumbProject
import PlumbSwiftUI

/// A problem a layout rule found on one view of one laid-out screen: what is wrong, without
/// the scenario (the checker adds where it fails).
public struct LayoutProblem: Sendable {
    public let view: PlacedView
    /// The view and what is wrong with it: `Text "Member since …" is truncated`.
    public let message: String

    public init(_ view: PlacedView, _ message: String) {
        self.view = view
        self.message = message
    }
}

/// A screen to check: the View type the reader reads, and the devices it runs on (nil: those of
/// the configuration's `platforms`).
public struct LayoutScreen: Sendable {
    public let name: String
    public let platforms: Set<DevicePlatform>?
    /// Laid out in compact width only: not proven to fill the window where the width is regular
    /// (`ScreenPlacement`). There the system sizes a sheet (an iPad form sheet) or a split view's
    /// column, and an app's own container places it beside others, which Plumb does not model;
    /// where it is compact they are as wide as the screen.
    public let compactWidthOnly: Bool
    /// Shown only inside sheets (`ProjectScreens.isShownOnlyInSheets`): laid out at the screen's
    /// size, but what does not fit its safe area does not fit the sheet either
    /// (`LaidOutScreen.isSheetContent`).
    public let shownOnlyInSheets: Bool

    public init(name: String, platforms: Set<DevicePlatform>? = nil, compactWidthOnly: Bool = false, shownOnlyInSheets: Bool = false) {
        self.name = name
        self.platforms = platforms
        self.compactWidthOnly = compactWidthOnly
        self.shownOnlyInSheets = shownOnlyInSheets
    }
}

/// What the layout rules did with the screens they were given.
public struct LayoutStatistics: Sendable, Equatable, Codable {
    /// Screens with no opaque view: judged everywhere.
    public var fullyJudged = 0
    /// Screens judged where their geometry does not depend on an opaque view.
    public var partlyJudged = 0
    /// Screens where nothing could be judged.
    public var skipped = 0
    /// Screens no scenario lays out: no device of their platforms is in the catalog (a Mac app's),
    /// so they are neither judged nor opaque.
    public var withoutDevice = 0
    /// Layouts judged, one per screen and scenario: a layout scenarios share (`ScreenLayouts`)
    /// counts once for each.
    public var layouts = 0
    /// Layouts not made: their trees were proved to hold nothing a rule reads (`TreeForecast`).
    public var spared = 0
    /// The devices' orientations the project does not support, so no screen was laid out in them:
    /// "iPhone in landscape".
    public var unsupportedOrientations: [String]?

    public var screens: Int { fullyJudged + partlyJudged + skipped }

    /// Counts one screen judged so.
    mutating func count(_ judgement: LayoutJudgement) {
        switch judgement {
        case .full: fullyJudged += 1
        case .partial: partlyJudged += 1
        case .skipped: skipped += 1
        }
    }

    /// What `plumb lint` prints under its summary: "layout: 12 screens in 264 layouts (132 spared:
    /// nothing to judge): 3 judged fully, 5 in part, 4 skipped as opaque"; nil when no screen was
    /// laid out.
    public var summaryLine: String? {
        guard screens + withoutDevice > 0 else { return nil }
        let spared = spared > 0 ? " (\(spared) spared: nothing to judge)" : ""
        let unlaid = withoutDevice > 0 ? "; \(withoutDevice) not laid out: no device of their platform" : ""
        let unsupported = unsupportedOrientations.map { "; not laid out on \($0.joined(separator: " or ")): the project does not support it" } ?? ""
        return "layout: \(screens) screen\(screens == 1 ? "" : "s") in \(layouts) layouts\(spared): "
            + "\(fullyJudged) judged fully, \(partlyJudged) in part, \(skipped) skipped as opaque\(unlaid)\(unsupported)"
    }
}

/// Runs the layout rules: lays each screen out on each of its scenarios, runs every rule on
/// every layout, and gathers the problems per rule and view into one finding that names the
/// first scenario where it fails and lists them all.
struct LayoutChecker: Sendable {
    let rules: [any LayoutRule]
    let reader: ScreenReader
    let configuration: Configuration
    let jobs: Int
    /// A warm project's knowledge of which files each screen reaches, for a run with `reporting`.
    var knownReaches: KnownReaches? = nil
    /// A warm project's layouts of the screens its last run laid out, by the trees they were made from.
    var keptLayouts: KeptScreenLayouts? = nil

    /// Checks `screens`. With `reporting`, a run that reports only some files (a shard, `--changed`):
    /// only the screens whose trees reach one of those files are laid out, and only the findings
    /// in them are kept. A view is reported once for every screen that shows it, wherever the
    /// screens are declared, so such a run reports in its files what a run of every file does.
    /// `checked` holds the screens laid out, each with its scenarios.
    func check(
        _ screens: [LayoutScreen], reporting: (@Sendable (_ file: String) -> Bool)? = nil
    ) -> (findings: [Finding], statistics: LayoutStatistics, checked: [LayoutScreens.Entry]) {
        guard !rules.isEmpty else { return ([], LayoutStatistics(), []) }
        // The scenarios of each kind of screen, planned once per run.
        var plan: [ScenarioKey: [LayoutScenario]] = [:]
        for screen in screens where plan[ScenarioKey(screen)] == nil {
            plan[ScenarioKey(screen)] = scenarios(for: screen)
        }
        let planned = plan
        let identified = IdentifiedLayoutRule.all(rules)
        // A screen a warm project knows reaches none of the reported files is not laid out.
        let unreached = screens.map { screen in
            reporting.flatMap { reporting in knownReaches?.files(of: screen).map { !$0.contains(where: reporting) } } ?? false
        }
        let laidOut = screens.indices.filter { !unreached[$0] }
        keptLayouts?.beginRun(keeping: reporting != nil)
        // Fewer screens than cores (a warm lint of one file): each spreads its readings and
        // layouts over the cores left.
        let screenJobs = max(1, jobs / max(1, laidOut.count))
        let laidOutResults = parallelMap(count: laidOut.count, jobs: jobs) { slot in
            let screen = screens[laidOut[slot]]
            return check(screen, on: planned[ScenarioKey(screen)] ?? [], with: identified, reporting: reporting, jobs: screenJobs)
        }
        var results = screens.map { _ in ScreenResult(isChecked: false) }
        for (index, result) in zip(laidOut, laidOutResults) { results[index] = result }
        var gathered = LayoutFindings()
        var statistics = LayoutStatistics()
        statistics.unsupportedOrientations = supportedOrientations.unsupportedDescriptions
        for result in results where result.hasNoDevice { statistics.withoutDevice += 1 }
        for result in results where result.isChecked {
            gathered.merge(result.problems)
            statistics.layouts += result.layouts
            statistics.spared += result.spared
            statistics.count(result.judgement)
        }
        let findings = gathered.findings.filter { reporting?($0.position.file) ?? true }
        let checked = zip(screens, results).filter { $1.isChecked }.map { screen, result in
            let planned = planned[ScenarioKey(screen)] ?? []
            let scenarios = result.hasOpenNumbers ? planned.flatMap { scenario in OpenNumbers.allCases.map { scenario.with($0) } } : planned
            let long = result.showsRunTimeText ? scenarios.map { $0.with(TextLength.long) } : []
            let absent = result.showsOptionalContent ? scenarios.map { $0.with(OptionalContent.absent) } : []
            return LayoutScreens.Entry(
                screen: screen, scenarios: scenarios + long + absent, judgement: result.judgement, unknownSizes: result.unknownSizes)
        }
        return (findings, statistics, checked)
    }

    /// What a screen's scenarios depend on.
    private struct ScenarioKey: Hashable {
        let platforms: Set<DevicePlatform>?
        let compactWidthOnly: Bool

        init(_ screen: LayoutScreen) {
            platforms = screen.platforms
            compactWidthOnly = screen.compactWidthOnly
        }
    }

    /// The orientations the project's apps declare they run in.
    private var supportedOrientations: SupportedOrientations {
        SupportedOrientations(declared: reader.facts.model.declaredOrientations)
    }

    /// The scenarios `screen` is laid out on: those of its devices, else of the configuration's
    /// platforms, in the orientations the project supports.
    func scenarios(for screen: LayoutScreen) -> [LayoutScenario] {
        let supported = supportedOrientations
        let scenarios = ScenarioPlan(selection: configuration.layoutScenarios)
            .scenarios(for: screen.platforms ?? ScenarioPlan.devicePlatforms(configured: configuration.platforms ?? [.iOS]))
            .filter { supported.orientations(on: $0.scenario.device.platform).contains($0.scenario.orientation) }
        return screen.compactWidthOnly ? scenarios.filter(\.isCompactWidth) : scenarios
    }

    struct ScreenResult {
        var problems = LayoutFindings()
        var layouts = 0
        var spared = 0
        var judgement = LayoutJudgement.skipped
        /// False for a screen that reaches none of the reported files: it was not laid out.
        var isChecked = true
        /// The screen shows text known only at run time, so it was laid out with long text too.
        var showsRunTimeText = false
        /// The screen shows content only at run time, so it was laid out without it too.
        var showsOptionalContent = false
        /// The screen has numbers the source leaves open, so it was laid out with them at their
        /// lowest and at their highest.
        var hasOpenNumbers = false
        /// No scenario lays the screen out (no device of its platforms): not checked.
        var hasNoDevice = false
        /// Where the views are whose size a layout asked where Plumb cannot know it.
        var unknownSizes: Set<SourcePosition> = []

        /// Adds what laying the screen out on one more scenario gave.
        mutating func add(_ scenario: ScreenResult) {
            problems.merge(scenario.problems)
            layouts += scenario.layouts
            spared += scenario.spared
            judgement = min(judgement, scenario.judgement)
            unknownSizes.formUnion(scenario.unknownSizes)
            showsOptionalContent = showsOptionalContent || scenario.showsOptionalContent
            hasOpenNumbers = hasOpenNumbers || scenario.hasOpenNumbers
        }
    }

    /// A screen is judged as little as its least judged layout. A tree whose forecast shows no
    /// view a rule could read is not laid out: that layout would have been judged `.skipped` and
    /// found nothing. A tree that shows text known only at run time is laid out with the typical
    /// sample, and again with the long one (`TextLength`); the others are laid out once. A screen
    /// whose reading depends on content shown only at run time is read and laid out again without
    /// it (`OptionalContent.absent`), with the typical sample. A screen whose reading takes numbers
    /// the source leaves open is read and laid out with them at their lowest and at their highest
    /// (`OpenNumbers`), and a problem is kept only when both find it: so a scenario whose lowest
    /// layouts find nothing is not laid out at the highest, which could only confirm a problem.
    /// The screen is judged by the layouts made. The screen is read and laid out on `jobs` threads.
    private func check(
        _ screen: LayoutScreen, on scenarios: [LayoutScenario], with rules: [IdentifiedLayoutRule],
        reporting: (@Sendable (String) -> Bool)?, jobs: Int
    ) -> ScreenResult {
        guard !scenarios.isEmpty else { return ScreenResult(isChecked: false, hasNoDevice: reporting == nil) }
        let absentHosts = scenarios.map { $0.with(OptionalContent.absent).host }
        let highHosts = (scenarios + scenarios.map { $0.with(OptionalContent.absent) }).map { $0.with(OpenNumbers.high).host }
        let read = { try? ScreenTrees(of: screen.name, for: scenarios.map(\.host) + absentHosts + highHosts, reader: reader, jobs: jobs) }
        guard let trees = knownReaches.map({ $0.reading(screen, read) }) ?? read() else {
            return ScreenResult(isChecked: reporting == nil)
        }
        if let reporting, !trees.files.contains(where: reporting) { return ScreenResult(isChecked: false) }
        if let kept = keptLayouts?.result(of: screen, trees: trees, scenarios: scenarios) { return kept }
        let placedKinds = rules.reduce(into: Set<NodeKind>()) { $0.formUnion(type(of: $1.rule).placedKinds) }
        // One forecast per tree: most scenarios share one.
        let forecasts = PerReading<(forecast: TreeForecast, showsRunTimeText: Bool)>()
        // Where the views of each reading with optional content present come from, found once.
        let shownPositions = PerReading<Set<SourcePosition>>()
        // Not `judging`: only what the scenario's trees show is noted (their run-time text and
        // optional content, which decide the scenarios a report draws), and nothing is laid out.
        @Sendable func layOut(
            _ scenario: LayoutScenario, into gathering: inout LayoutFindings, _ laid: inout ScreenResult,
            _ screenLayouts: inout ScreenLayouts, judging: Bool = true
        ) {
            guard let reading = trees.reading(for: scenario.host) else { return }
            let absent = scenario.with(OptionalContent.absent)
            let absentReading = trees.reading(for: absent.host).flatMap { $0 == reading ? nil : $0 }
            var layoutsToMake: [(Int, LayoutScenario, [TextLength], ((SourcePosition) -> Bool)?)] = [
                (reading, scenario, [.typical, .long], nil)
            ]
            if let absentReading, let presentRoot = trees.root(for: scenario.host) {
                laid.showsOptionalContent = true
                // Without the content, only the views the absent branches show are judged: a view
                // shown either way is judged with the content present, and one that only loses
                // an opaque neighbour is no surer for it.
                let shownEitherWay = shownPositions.value(for: reading) { presentRoot.originPositions }
                layoutsToMake.append((absentReading, absent, [.typical], { !shownEitherWay.contains($0) }))
            }
            for (reading, scenario, lengths, reported) in layoutsToMake {
                guard let root = trees.root(for: scenario.host) else { continue }
                let forecast = forecasts.value(for: reading) { (TreeForecast(root: root), root.showsRunTimeText) }
                guard judging else { continue }
                guard forecast.forecast.maySizeAView || !forecast.forecast.kinds.isDisjoint(with: placedKinds) else {
                    laid.judgement = .skipped
                    laid.spared += 1
                    continue
                }
                for length in forecast.showsRunTimeText ? lengths : [.typical] {
                    let lengthScenario = scenario.with(length)
                    let laidOut = screenLayouts.laidOut(root, reading: reading, on: lengthScenario)
                    laid.judgement = min(laid.judgement, laidOut.judgement)
                    laid.unknownSizes.formUnion(laidOut.unknownSizes)
                    gathering.check(laidOut.shown(inSheet: screen.shownOnlyInSheets), with: rules, reporting: reported)
                    laid.layouts += 1
                }
            }
        }
        // Each scenario is laid out apart, on `jobs` threads, and their problems are gathered in
        // the scenarios' order: as one thread laying them out in turn gathers them.
        let layOutScenario = { @Sendable (index: Int) -> ScreenResult in
            let scenario = scenarios[index]
            var laid = ScreenResult(judgement: .full)
            var screenLayouts = ScreenLayouts()  // this scenario's: its open-number bounds share equal layouts
            if trees.hasOpenNumbers(for: scenario) {
                laid.hasOpenNumbers = true
                var lowest = LayoutFindings()
                var highest = LayoutFindings()
                layOut(scenario.with(OpenNumbers.low), into: &lowest, &laid, &screenLayouts)
                layOut(scenario.with(OpenNumbers.high), into: &highest, &laid, &screenLayouts, judging: !lowest.isEmpty)
                laid.problems = lowest.foundAlso(in: highest)
            } else {
                var problems = LayoutFindings()
                layOut(scenario, into: &problems, &laid, &screenLayouts)
                laid.problems = problems
            }
            return laid
        }
        let laid = jobs > 1 ? parallelMap(count: scenarios.count, jobs: jobs, layOutScenario) : scenarios.indices.map(layOutScenario)
        var result = ScreenResult(judgement: .full, showsRunTimeText: forecasts.values.contains { $0.showsRunTimeText })
        for scenario in laid { result.add(scenario) }
        keptLayouts?.keep(result, of: screen, trees: trees, scenarios: scenarios)
        return result
    }
}

extension ViewNode {
    /// Where every view of the tree was read from.
    fileprivate var originPositions: Set<SourcePosition> {
        var positions: Set<SourcePosition> = []
        var pending = [self]
        while let node = pending.popLast() {
            if let position = node.origin?.position { positions.insert(position) }
            pending += node.children
        }
        return positions
    }
}

/// A layout rule with the id and severity its findings carry: read once per run, since a rule's
/// description (with its examples) is built each time it is asked.
struct IdentifiedLayoutRule: Sendable {
    let rule: any LayoutRule
    let identity: RuleIdentity

    static func all(_ rules: [any LayoutRule]) -> [IdentifiedLayoutRule] {
        rules.map { rule in
            let description = type(of: rule).description
            return IdentifiedLayoutRule(rule: rule, identity: RuleIdentity(id: description.id, severity: description.severity))
        }
    }
}

/// The layout problems of a run, one entry per rule and view (by source position), with the
/// scenarios where each fails in the order they were checked: what `plumb lint` and the MCP
/// `layout` tool report. On a screen that shows text known only at run time, a problem found
/// with the typical sample is reported naming it; one found only with the long sample is a
/// finding of its own, saying so ("with long text (50 characters)"); so is one found only with
/// optional content absent ("with optional content absent").
public struct LayoutFindings: Sendable {
    private struct Key: Hashable {
        let rule: String
        let position: SourcePosition
        let textLength: TextLength
        let optionalContent: OptionalContent

        /// The key of the same problem found with typical text and optional content present.
        var typical: Key { Key(rule: rule, position: position, textLength: .typical, optionalContent: .present) }
    }

    private struct Entry: Sendable {
        let rule: RuleIdentity
        let message: String
        /// The run-time text the problem was found with: "long text (50 characters)" for a view
        /// that shows it (or holds one that does), "long text" for another view of such a screen;
        /// nil on a screen without run-time text.
        let text: String?
        var scenarios: [LayoutScenario]
    }

    private var entries: [Key: Entry] = [:]
    private var order: [Key] = []

    public init() {}

    /// Runs `rules` on one laid-out screen and adds what they find.
    public mutating func check(_ screen: LaidOutScreen, with rules: [any LayoutRule]) {
        check(screen, with: IdentifiedLayoutRule.all(rules))
    }

    /// Runs `rules`, named once for a whole run, on one laid-out screen, keeping the problems
    /// of the views at the positions `reported` accepts (all when nil).
    mutating func check(
        _ screen: LaidOutScreen, with rules: [IdentifiedLayoutRule], reporting reported: ((SourcePosition) -> Bool)? = nil
    ) {
        // Asked only of a screen with a problem: most have none.
        lazy var showsRunTimeText = screen.root.allViews.contains { $0.textSample != nil }
        let platform = screen.scenario.scenario.device.platform
        for rule in rules where type(of: rule.rule).judgedPlatforms.contains(platform) {
            for problem in rule.rule.check(screen) {
                if let reported, let position = problem.view.origin?.position, !reported(position) { continue }
                add(problem, rule: rule.identity, scenario: screen.scenario, screenShowsRunTimeText: showsRunTimeText)
            }
        }
    }

    /// A problem of a view without a source position (a tree built in code) has no place to be
    /// reported and is dropped.
    private mutating func add(
        _ problem: LayoutProblem, rule: RuleIdentity, scenario: LayoutScenario, screenShowsRunTimeText: @autoclosure () -> Bool
    ) {
        guard let position = problem.view.origin?.position else { return }
        let key = Key(rule: rule.id, position: position, textLength: scenario.textLength, optionalContent: scenario.optionalContent)
        if entries[key] == nil {
            let sample = problem.view.allViews.lazy.compactMap(\.textSample).first
            let text = sample?.description ?? (screenShowsRunTimeText() ? "\(scenario.textLength.rawValue) text" : nil)
            entries[key] = Entry(rule: rule, message: problem.message, text: text, scenarios: [])
            order.append(key)
        }
        if entries[key]?.scenarios.last != scenario { entries[key]?.scenarios.append(scenario) }
    }

    /// Whether no problem was found.
    var isEmpty: Bool { order.isEmpty }

    /// The problems found here that `other` finds too, each with the scenarios of both: what
    /// holds with a screen's open numbers at their lowest and at their highest.
    func foundAlso(in other: LayoutFindings) -> LayoutFindings {
        var both = LayoutFindings()
        for key in order {
            guard var entry = entries[key], let also = other.entries[key] else { continue }
            entry.scenarios += also.scenarios
            both.entries[key] = entry
            both.order.append(key)
        }
        return both
    }

    /// The same view reached from two screens (a row view used twice) is one finding.
    mutating func merge(_ other: LayoutFindings) {
        for key in other.order {
            guard let entry = other.entries[key] else { continue }
            if var known = entries[key] {
                known.scenarios += entry.scenarios.filter { !known.scenarios.contains($0) }
                entries[key] = known
            } else {
                entries[key] = entry
                order.append(key)
            }
        }
    }

    /// One finding per rule and view: the one found with typical text and optional content
    /// present, else each found only with long text or only without optional content.
    public var findings: [Finding] {
        order.compactMap { key in
            guard let entry = entries[key], let first = entry.scenarios.first else { return nil }
            if key != key.typical, entries[key.typical] != nil { return nil }
            let more = entry.scenarios.count - 1
            let rest = more == 0 ? "" : " and \(more) more scenario\(more == 1 ? "" : "s")"
            let content = key.optionalContent == .present ? nil : "optional content \(key.optionalContent.rawValue)"
            let values = entry.scenarios.contains { $0.openNumbers != nil } ? "open numbers at their lowest and highest" : nil
            let text = [entry.text, content, values].compactMap { $0 }.joined(separator: " and ")
            let with = text.isEmpty ? "" : " with \(text)"
            return Finding(
                ruleID: entry.rule.id, severity: entry.rule.severity, position: key.position,
                message: "\(entry.message)\(with) at \(first.deviceDescription)\(rest)", scenarios: entry.scenarios.map(\.id))
        }
    }
}
