import Foundation
import MCP
import PlumbCore

/// `devices`: the device catalog, with the scenario ids `layout` takes.
struct DevicesTool: PlumbTool {
    let name = "devices"
    let description = """
        The Apple screens Plumb lays views out on: size in points and pixels, scale, size classes \
        and safe-area insets per orientation, Split View panes, and each device's scenario ids \
        (device/orientation[/split-pane]) for the `layout` tool. `defaultScenarios` is the set \
        checks run on unless asked for more.
        """
    let input = InputSchema([
        .string("platform", "Only the devices of one platform.", oneOf: DevicePlatform.allCases.map(\.rawValue)),
    ])
    let output = OutputSchema.object([
        "devices": OutputSchema.array(OutputSchema.object(["id": OutputSchema.string, "name": OutputSchema.string, "scenarios": OutputSchema.array(OutputSchema.string)])),
        "defaultScenarios": OutputSchema.array(OutputSchema.string),
    ])

    func call(_ input: ToolInput) throws -> Value {
        let devices = try input.string("platform").map(Self.platform).map(DeviceCatalog.devices(platform:)) ?? DeviceCatalog.devices
        // The catalog's JSON is the one `plumb devices --format json` prints; each device gains
        // its scenario ids.
        guard case .array(let entries)? = try? JSONDecoder().decode(Value.self, from: Data(DeviceCatalog.json(devices).utf8)) else {
            throw ToolError(description: "devices: the catalog could not be encoded")
        }
        let withScenarios = zip(entries, devices).map { entry, device -> Value in
            guard case .object(var object) = entry else { return entry }
            object["scenarios"] = .array(device.scenarios.map { .string($0.id) })
            return .object(object)
        }
        return [
            "devices": .array(withScenarios),
            "defaultScenarios": .array(DeviceCatalog.defaultScenarios.map { .string($0.id) }),
        ]
    }

    private static func platform(_ name: String) throws -> DevicePlatform {
        guard let platform = DevicePlatform.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            throw ToolError.argument("platform", "unknown platform '\(name)'; one of \(DevicePlatform.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return platform
    }
}
