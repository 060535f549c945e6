import PlumbCore
import PlumbLayout

/// Devices of the catalog the tests lay out on.
enum TestDevice {
    static func named(_ id: String) -> Device {
        guard let device = DeviceCatalog.device(id: id) else { preconditionFailure("no device \(id) in the catalog") }
        return device
    }

    static let iPhoneSE3 = named("iphone-se-4-7")
    static let iPhone15 = named("iphone-15")
    static let iPadPro11M4 = named("ipad-pro-11-m4")

    /// Five phones and two iPads of different sizes, scales and safe areas.
    static let sample = [
        "iphone-se-4-7", "iphone-15", "iphone-16-pro-max", "iphone-16e", "iphone-13-mini", "ipad-pro-11-m4",
        "ipad-mini-a17-pro",
    ].map(named)
}

extension Device {
    func host(landscape: Bool, text: DynamicTypeSize = .large) -> LayoutHost {
        LayoutHost(device: self, orientation: landscape ? .landscape : .portrait, dynamicTypeSize: text)
    }
}
