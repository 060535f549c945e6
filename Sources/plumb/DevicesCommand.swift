import ArgumentParser
import PlumbCore

/// `plumb devices`: the device catalog as a table or as JSON for other tools.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device catalog: screen sizes, scales, size classes, safe areas, split views."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "Only the devices of one platform.")
    var platform: DevicePlatform?

    @Option(help: "A table to read, or JSON for other tools.")
    var format: Format = .text

    func run() {
        let devices = platform.map(DeviceCatalog.devices(platform:)) ?? DeviceCatalog.devices
        switch format {
        case .text: print(DeviceTextTable(devices: devices).rendered)
        case .json: print(DeviceCatalog.json(devices))
        }
    }
}

/// Platform names are accepted in any case (`ipados` as well as `iPadOS`).
extension DevicePlatform: ExpressibleByArgument {
    public init?(argument: String) {
        let wanted = argument.lowercased()
        guard let platform = Self.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else {
            return nil
        }
        self = platform
    }
}
