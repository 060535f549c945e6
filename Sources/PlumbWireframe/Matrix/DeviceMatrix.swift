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
    public init(
        screens: [MatrixScreenSource], scenarios: [LayoutScenario], findings: [Finding], source: String,
        palette: ColorPalette = ColorPalette(), judge: ((PlacedView, LayoutScenario) -> LayoutJudgement)? = nil,
        position: (PlacedView) -> SourcePosition? = { $0.origin?.position }
    ) throws {
        self.scenarios = scenarios
        self.source = source
        let byPosition = Dictionary(grouping: findings, by: \.position)
        self.screens = try screens.map { screen in
            let columns = scenarios.filter { screen.scenarioIDs?.contains($0.id) ?? true }
            let cells = try columns.map { column in
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
            // A screen read from a project names its file through its views' origins.
            let file = screen.file ?? cells.first?.wireframe.root.origin?.file
            return MatrixScreen(name: screen.name, file: file, cells: cells)
        }
    }

    /// Every finding drawn somewhere in the matrix, once.
    public var drawnFindings: Set<Finding> {
        Set(screens.flatMap { $0.cells.flatMap(\.findings) })
    }
}
