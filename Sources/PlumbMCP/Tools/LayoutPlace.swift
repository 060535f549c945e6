import PlumbCore
import PlumbLayout
import PlumbWireframe

/// Where `layout` lays a view out, named as the `devices` tool names it: a scenario id
/// (`iphone-15/landscape`, `ipad-pro-11/landscape/split-1-3`), a device id or name (its first
/// full-screen scenario; `iPhone 15/landscape` names a scenario too), or a bare canvas
/// `WIDTHxHEIGHT` in points.
struct LayoutPlace {
    private enum Place {
        case scenario(Scenario)
        case canvas(Size)
    }

    let id: String
    private let place: Place

    init(_ name: String, argument: String) throws {
        id = name
        if let canvas = Self.canvas(name) {
            place = .canvas(canvas)
            return
        }
        let parts = name.split(separator: "/", maxSplits: 1)
        let deviceName = String(parts.first ?? "")
        // By id or display name, as `plumb layout --device` takes it: "iPhone 15/landscape" too.
        guard let device = DeviceCatalog.device(named: deviceName) else {
            let near = Suggestions.didYouMean(deviceName, in: DeviceCatalog.devices.map(\.id))
            throw ToolError.argument(argument, "unknown device '\(deviceName)'\(near); the devices tool lists them (or give WIDTHxHEIGHT)")
        }
        let scenarios = device.scenarios
        let scenarioID = parts.count == 2 ? "\(device.id)/\(parts[1])" : nil
        guard let scenario = scenarioID.map({ id in scenarios.first { $0.id == id } }) ?? scenarios.first else {
            throw ToolError.argument(argument, "\(device.name) has no scenario '\(name)'; it has \(scenarios.map(\.id).joined(separator: ", "))")
        }
        place = .scenario(scenario)
    }

    func host(textSize: DynamicTypeSize) -> LayoutHost {
        switch place {
        case .scenario(let scenario): LayoutHost(scenario: scenario, textSize: textSize)
        case .canvas(let size): LayoutHost(screenSize: size, dynamicTypeSize: textSize)
        }
    }

    /// The device scenario at `textSize`, which the layout rules judge; nil for a bare canvas,
    /// which has no safe area, margins or platform to judge against.
    func scenario(textSize: DynamicTypeSize) -> LayoutScenario? {
        guard case .scenario(let scenario) = place else { return nil }
        return LayoutScenario(scenario: scenario, textSize: textSize)
    }

    /// The screen a wireframe of this layout is drawn on.
    var drawingCanvas: DeviceCanvas {
        switch place {
        case .scenario(let scenario): DeviceCanvas(scenario: scenario)
        case .canvas(let size): DeviceCanvas(size: size, title: "\(id) canvas")
        }
    }

    /// A canvas of at most 10,000 points a side: the tool's bound on one layout.
    private static func canvas(_ name: String) -> Size? {
        guard let size = Size(canvas: name), size.width <= 10_000, size.height <= 10_000 else { return nil }
        return size
    }
}
