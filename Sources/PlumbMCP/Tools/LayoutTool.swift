import Foundation
import MCP
import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import PlumbWireframe

/// `layout`: a view laid out the way SwiftUI does, on each scenario and text size asked for.
struct LayoutTool: PlumbTool {
    let name = "layout"
    let description = """
        Lay a SwiftUI view out the way SwiftUI does, without SwiftUI: proposal, size, placement, \
        default spacing, text measured at the Dynamic Type size. Give `source`, one view \
        expression (e.g. VStack { … }.padding()), and the `scenarios` to lay it out on (ids from \
        the devices tool, or WIDTHxHEIGHT; default: the default scenarios) at each of `textSizes` \
        (default: large). Returns each layout's frames, in points, its SVG wireframe when `svg` \
        is true, and notes on what the reader did not model (laid out as opaque boxes).
        """
    let input = InputSchema([
        .string("source", "One SwiftUI view expression with literal arguments."),
        .strings("scenarios", "Where to lay it out: scenario ids from the devices tool (iphone-15/portrait, ipad-pro-11/landscape/split-1-3), device ids, or WIDTHxHEIGHT canvases."),
        .strings("textSizes", "Dynamic Type sizes: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1…AX5. Default: large."),
        .boolean("svg", "Also draw each layout as an SVG wireframe (device outline, safe area, every view a box). Default: false."),
    ], required: ["source"])

    func call(_ input: ToolInput) throws -> Value {
        let source = try input.requiredString("source")
        let scenarios = try (input.strings("scenarios") ?? DeviceCatalog.defaultScenarios.map(\.id)).enumerated().map { index, name in
            try LayoutScenario(name, argument: "scenarios[\(index)]")
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
        let drawsSVG = try input.bool("svg")
        let reading: SnippetReading
        do {
            reading = try SnippetReader.read(source, fileName: "source")
        } catch {
            throw ToolError.argument("source", "\(error)")
        }
        var layouts: [Value] = []
        for scenario in scenarios {
            for (name, size) in textSizes {
                let host = scenario.host(textSize: size)
                let placed = LayoutEngine.layout(reading.root, in: host)
                guard case .object(var layout)? = try? JSONDecoder().decode(Value.self, from: Data(placed.json(canvas: host.screenSize).utf8)) else {
                    throw ToolError(description: "layout: the laid-out tree could not be encoded")
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
        return [
            "layouts": .array(layouts),
            "notes": .array(reading.issues.map { ["line": .int($0.line), "column": .int($0.column), "message": .string($0.message)] }),
        ]
    }
}
