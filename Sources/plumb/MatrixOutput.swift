import Foundation
import PlumbCore
import PlumbLayout
import PlumbLint
import PlumbSwiftUI
import PlumbSyntax
import PlumbWireframe

/// What `plumb layout --format svg` and `--report DIR` (and `plumb lint --report DIR`) write:
/// one wireframe, or the device-matrix report.
enum MatrixOutput {
    /// The scenarios a report covers: the device's when one is named, else the default set, each
    /// at the report's text sizes (the one named, else those the layout rules use by default:
    /// xSmall, Large and AX5).
    static func scenarios(device: Device?, textSize: DynamicTypeSize?) -> [LayoutScenario] {
        let scenarios = device?.scenarios ?? DeviceCatalog.defaultScenarios
        return LayoutScenario.all(scenarios, textSizes: textSize.map { [$0] } ?? ScenarioSelection().textSizes.sorted())
    }

    /// The matrix of a lint run: the screens the layout rules read, each on the scenarios it was
    /// checked on, with the layout findings (those that name scenarios) on their boxes. A screen
    /// the reader cannot read was skipped by the rules and is not drawn.
    static func lintMatrix(_ screens: LayoutScreens, findings: [Finding], source: String) throws -> DeviceMatrix {
        var columns: [LayoutScenario] = []
        let sources = screens.entries.compactMap { entry -> MatrixScreenSource? in
            guard let trees = try? screens.trees(of: entry) else { return nil }
            for scenario in entry.scenarios where !columns.contains(scenario) { columns.append(scenario) }
            let name = entry.screen.name
            return MatrixScreenSource(name: name, file: nil, scenarioIDs: Set(entry.scenarios.map(\.id))) { host in
                guard let root = trees.root(for: host) else { throw RunFailure(message: "\(name): no tree was read for this scenario") }
                return LayoutEngine.layout(root, in: host)
            }
        }
        // Smallest text size first, as the page groups the drawings.
        columns = columns.enumerated().sorted { ($0.element.textSize, $0.offset) < ($1.element.textSize, $1.offset) }.map(\.element)
        return try DeviceMatrix(
            screens: sources, scenarios: columns, findings: findings.filter { $0.scenarios != nil }, source: source,
            palette: ColorPalette(of: screens.reader.facts), judge: judgement)
    }

    /// How much of a layout the layout rules can judge, shown on each drawing.
    static func judgement(of root: PlacedView, in scenario: LayoutScenario) -> LayoutJudgement {
        LaidOutScreen(root: root, scenario: scenario).judgement
    }

    /// Writes the report into `directory` and says where on standard error; a failure to write
    /// is the run's failure.
    static func writeReport(_ matrix: DeviceMatrix, to directory: String) throws {
        do {
            let index = try MatrixReport(matrix: matrix).write(to: directory)
            FileHandle.standardError.write(Data("wrote \(index)\n".utf8))
        } catch {
            throw RunFailure(message: "cannot write the report to '\(directory)': \(error.localizedDescription)")
        }
    }
}

extension ColorPalette {
    /// The colours a drawing of the project's screens fills with: its theme's and its asset catalogs'.
    init(of facts: ProjectFacts) {
        self.init(theme: facts.declaredColors, assets: facts.model.assets.drawingColors)
    }
}
