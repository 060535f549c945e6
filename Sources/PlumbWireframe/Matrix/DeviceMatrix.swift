import Foundation
import PlumbCore
import PlumbLayout

/// A screen to draw: its name, where it is declared, and how to lay it out in a host.
public struct MatrixScreenSource: Sendable {
    public var name: String
    /// The file that declares it, for people; nil for a snippet.
    public var file: String?
    /// Reads (a screen's tree may depend on the host: size-class branches) and lays it out.
    public var layout: @Sendable (LayoutHost) throws -> PlacedView
    /// The ids of the scenarios the screen runs in (a watch screen is not drawn on an iPad);
    /// nil for all of the matrix's.
    public var scenarioIDs: Set<String>?

    public init(
        name: String, file: String?, scenarioIDs: Set<String>? = nil,
        layout: @escaping @Sendable (LayoutHost) throws -> PlacedView
    ) {
        self.name = name
        self.file = file
        self.scenarioIDs = scenarioIDs
        self.layout = layout
    }
}

/// One drawing of the matrix: a screen in one scenario, with the findings drawn on it.
public struct MatrixCell: Sendable {
    public var scenario: LayoutScenario
    public var wireframe: Wireframe
    /// The findings drawn on this cell, in the order of their marks' numbers (from 1).
    public var findings: [Finding]
    /// How much of the layout the layout rules can judge; nil when the matrix was not told.
    public var judgement: LayoutJudgement?
}

/// One row of the matrix: a screen in every scenario.
public struct MatrixScreen: Sendable {
    public var name: String
    public var file: String?
    public var cells: [MatrixCell]

    /// How much of the screen the layout rules judge: as little as its least judged layout, as
    /// `plumb lint` counts it; nil when the matrix was not told.
    public var judgement: LayoutJudgement? {
        cells.compactMap(\.judgement).min()
    }
}

/// Screens × scenarios, laid out and drawn, with the findings that concern them.
public struct DeviceMatrix: Sendable {
    public var scenarios: [LayoutScenario]
    public var screens: [MatrixScreen]
    /// What the matrix was made from, for the page's heading: "plumb lint Examples/Journal".
    public var source: String

    /// Lays each screen out in each scenario and places each finding on the boxes it concerns:
    /// a finding concerns a box when it is at the box's position (by default the start of the
    /// expression the view was read from), and a cell when it names no scenarios or names the
    /// cell's (`Finding.scenarios`, as layout findings do). A screen that cannot be read fails
    /// the matrix with its error. `judge` says how much of each layout the layout rules can judge.
    /// The cells are laid out on `jobs` threads.
    public init(
        screens: [MatrixScreenSource], scenarios: [LayoutScenario], findings: [Finding], source: String,
        palette: ColorPalette = ColorPalette(), judge: (@Sendable (PlacedView, LayoutScenario) -> LayoutJudgement)? = nil,
        position: @Sendable (PlacedView) -> SourcePosition? = { $0.origin?.position },
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws {
        self.scenarios = scenarios
        self.source = source
        let byPosition = Dictionary(grouping: findings, by: \.position)
        let work = screens.indices.flatMap { index in
            scenarios.filter { screens[index].scenarioIDs?.contains($0.id) ?? true }.map { (screen: index, scenario: $0) }
        }
        let cells = parallelMap(count: work.count, jobs: jobs) { item in
            Result {
                try Self.cell(
                    of: screens[work[item].screen], in: work[item].scenario, findings: byPosition, palette: palette,
                    judge: judge, position: position)
            }
        }
        let cellsByScreen = Dictionary(grouping: zip(work, cells), by: \.0.screen)
        self.screens = try screens.indices.map { index in
            let cells = try (cellsByScreen[index] ?? []).map { try $0.1.get() }
            // A screen read from a project names its file through its views' origins.
            let file = screens[index].file ?? cells.first?.wireframe.root.origin?.file
            return MatrixScreen(name: screens[index].name, file: file, cells: cells)
        }
    }

    private static func cell(
        of screen: MatrixScreenSource, in column: LayoutScenario, findings byPosition: [SourcePosition: [Finding]],
        palette: ColorPalette, judge: ((PlacedView, LayoutScenario) -> LayoutJudgement)?,
        position: (PlacedView) -> SourcePosition?
    ) throws -> MatrixCell {
        let root = try screen.layout(column.host)
        var framesByFinding: [Finding: [Rect]] = [:]
        var order: [Finding] = []
        for view in root.allViews {
            guard let at = position(view), let concerning = byPosition[at] else { continue }
            for finding in concerning where finding.scenarios?.contains(column.id) ?? true {
                if framesByFinding[finding] == nil { order.append(finding) }
                framesByFinding[finding, default: []].append(view.frame)
            }
        }
        let marks = order.enumerated().map { index, finding in
            WireframeMark(
                number: index + 1, ruleID: finding.ruleID, severity: finding.severity,
                frames: framesByFinding[finding] ?? [])
        }
        let canvas = DeviceCanvas(scenario: column.scenario)
        let wireframe = Wireframe(
            canvas: canvas, root: root, marks: marks,
            title: "\(screen.name) on \(canvas.title), text size \(column.textSize.displayName)", palette: palette)
        return MatrixCell(scenario: column, wireframe: wireframe, findings: order, judgement: judge?(root, column))
    }

    /// Every finding drawn somewhere in the matrix, once.
    public var drawnFindings: Set<Finding> {
        Set(screens.flatMap { $0.cells.flatMap(\.findings) })
    }
}
