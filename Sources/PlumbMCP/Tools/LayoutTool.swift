import Foundation
import MCP
import PlumbCore
import PlumbLayout
import PlumbLint
import PlumbSwiftUI
import PlumbWireframe

/// `layout`: a view laid out the way SwiftUI does, on each scenario and text size asked for.
struct LayoutTool: PlumbTool {
    let name = "layout"
    let description = """
        Lay a SwiftUI view out the way SwiftUI does, without SwiftUI: proposal, size, placement, \
        default spacing, text measured at the Dynamic Type size. Give `source` (one view \
        expression such as VStack { … }.padding(), or a file with a View type), or a `view` type \
        of the project in `directory` (custom views followed, theme tokens resolved); and the \
        `scenarios` to lay it out on (ids or names from the devices tool, or WIDTHxHEIGHT; default: the \
        default scenarios) at each of `textSizes` (default: large). Returns each layout's frames \
        in points — by default the frames of the views the layout rules judge, compactly; the whole \
        placed tree with `detail: full` —, its SVG wireframe when `svg` is true, the layout rules' findings (truncation, \
        safe area, margins, hit areas… one per rule and view, naming the scenarios where it \
        fails; judged on device scenarios, not bare canvases, and never on a view whose geometry \
        depends on what the reader could not model), the notes on what the reader did not model \
        (laid out as opaque boxes) and the assumptions it made (branches taken, rows).
        """
    let input = InputSchema([
        .string("source", "One SwiftUI view expression, or a Swift file with a View type."),
        .string("view", "A View type of the project in `directory`, e.g. EntryListView."),
        .string("directory", "The project that declares `view` (absolute, or relative to the server's working directory)."),
        .strings("scenarios", "Where to lay it out: scenario ids from the devices tool (iphone-15/portrait, ipad-pro-11/landscape/split-1-3), device ids or names (iPhone 15), or WIDTHxHEIGHT canvases."),
        .strings("textSizes", "Dynamic Type sizes: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1…AX5. Default: large."),
        .string("rows", "How many rows a list over data gets: empty, one or many. Default: many.", oneOf: Self.rowCounts.map(\.name)),
        .boolean("svg", "Also draw each layout as an SVG wireframe (device outline, safe area, every view a box). Default: false."),
        .string("detail", "compact (default): each layout's frames of the views the rules judge, as [view, x, y, width, height] rows into `views`; full: each layout's whole placed tree.", oneOf: Detail.allCases.map(\.rawValue)),
    ])

    let output = OutputSchema.object(
        [
            "layouts": OutputSchema.array(OutputSchema.object(["scenario": OutputSchema.string, "textSize": OutputSchema.string])),
            "findings": OutputSchema.array(OutputSchema.finding),
            "notes": OutputSchema.array(OutputSchema.readerNote),
            "assumptions": OutputSchema.array(OutputSchema.readerNote),
        ],
        optional: ["views": OutputSchema.array(OutputSchema.object(["view": OutputSchema.string]))])

    /// How much of each layout the answer holds.
    enum Detail: String, CaseIterable {
        case compact
        case full
    }

    func call(_ input: ToolInput) throws -> Value {
        let scenarios = try (input.strings("scenarios") ?? DeviceCatalog.defaultScenarios.map(\.id)).enumerated().map { index, name in
            try LayoutPlace(name, argument: "scenarios[\(index)]")
        }
        let textSizes = try (input.strings("textSizes") ?? ["large"]).enumerated().map { index, name in
            guard let size = DynamicTypeSize.named(name) else {
                throw ToolError.argument("textSizes[\(index)]", "unknown text size '\(name)' (xSmall … xxxLarge, AX1 … AX5)")
            }
            return (name, size)
        }
        guard !scenarios.isEmpty else { throw ToolError.argument("scenarios", "give at least one, or leave it out for the default set") }
        guard !textSizes.isEmpty else { throw ToolError.argument("textSizes", "give at least one, or leave it out for large") }
        guard scenarios.count * textSizes.count <= input.limits.layouts else {
            throw ToolError.argument("scenarios", "\(scenarios.count) scenarios × \(textSizes.count) text sizes is over the limit of \(input.limits.layouts) layouts")
        }
        let rows = try Self.rows(input)
        let drawsSVG = try input.bool("svg")
        let detail = try Self.detail(input)
        let view = try LaidOutView(input)
        return try view.serially { try layOut(view, on: scenarios, at: textSizes, rows: rows, svg: drawsSVG, detail: detail) }
    }

    /// The view laid out on each scenario at each text size, with the rules' findings.
    private func layOut(
        _ view: LaidOutView, on scenarios: [LayoutPlace], at textSizes: [(name: String, size: DynamicTypeSize)], rows: RowCount,
        svg drawsSVG: Bool, detail: Detail
    ) throws -> Value {
        var compact = CompactLayouts()
        let reading = try view.read(for: nil, rows: rows)
        let rules = view.layoutRules
        var layouts: [Value] = []
        var found = LayoutFindings()
        for scenario in scenarios {
            for (name, size) in textSizes {
                let host = scenario.host(textSize: size)
                let placed = LayoutEngine.layout(try view.read(for: host, rows: rows).root, in: host)
                let screen = scenario.scenario(textSize: size).map { LaidOutScreen(root: placed, scenario: $0) }
                if let screen { found.check(screen, with: rules) }
                var layout: [String: Value]
                switch detail {
                case .compact:
                    layout = ["frames": compact.frames(of: placed, judged: screen)]
                case .full:
                    guard case .object(let tree)? = try? JSONDecoder().decode(Value.self, from: Data(placed.json(canvas: host.screenSize).utf8)) else {
                        throw ToolError(description: "layout: the laid-out tree could not be encoded")
                    }
                    layout = tree
                }
                layout["scenario"] = .string(scenario.id)
                layout["textSize"] = .string(name)
                if drawsSVG {
                    let title = "The view on \(scenario.drawingCanvas.title), text size \(name)"
                    layout["svg"] = .string(Wireframe(canvas: scenario.drawingCanvas, root: placed, title: title).svgFile)
                }
                layouts.append(.object(layout))
            }
        }
        var output: [String: Value] = [
            "layouts": .array(layouts),
            "findings": FindingValues(displayPaths: [:], text: { _ in nil }).findings(found.findings),
            "notes": .array(reading.issues.map(Self.note)),
            "assumptions": .array(reading.assumptions.map(Self.note)),
        ]
        if detail == .compact { output["views"] = compact.views }
        return .object(output)
    }

    /// The row counts by the names the schema gives them.
    private static let rowCounts: [(name: String, rows: RowCount)] = [("empty", .empty), ("one", .one), ("many", .many)]

    private static func detail(_ input: ToolInput) throws -> Detail {
        guard let name = try input.string("detail") else { return .compact }
        guard let detail = Detail(rawValue: name) else {
            throw ToolError.argument("detail", "unknown detail '\(name)'; one of \(Detail.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return detail
    }

    private static func rows(_ input: ToolInput) throws -> RowCount {
        guard let name = try input.string("rows") else { return .many }
        guard let rows = rowCounts.first(where: { $0.name == name })?.rows else {
            throw ToolError.argument("rows", "unknown row count '\(name)'; one of \(rowCounts.map(\.name).joined(separator: ", "))")
        }
        return rows
    }

    private static func note(_ issue: ReaderIssue) -> Value {
        ["file": .string(issue.position.file), "line": .int(issue.line), "column": .int(issue.column), "message": .string(issue.message)]
    }
}
