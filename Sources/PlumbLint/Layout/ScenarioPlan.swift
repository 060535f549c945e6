import PlumbCore
import PlumbLayout

/// Which scenarios a screen is laid out on: those of `layout.scenarios` for the devices it runs
/// on. iPhone and iPad screens take the selected devices of their kind; a tvOS or watchOS screen,
/// which the default set does not cover, takes the selected devices of its platform or else its
/// platform's own (Apple TV 4K; the smallest and largest current watch). A watch is laid out at
/// the default text size only (`textSizes(_:on:)`).
struct ScenarioPlan {
    let selection: ScenarioSelection

    static let tvDevices = ["apple-tv-4k"]
    static let watchDevices = ["apple-watch-series-7-41mm", "apple-watch-ultra-49mm"]

    /// The devices a configuration's `platforms` run on: an iOS app runs on iPhone and iPad (the
    /// configuration does not say which); macOS and visionOS windows are not device screens.
    static func devicePlatforms(configured platforms: [Platform]) -> Set<DevicePlatform> {
        devicePlatforms(of: Set(platforms)).union(platforms.contains(.iOS) ? [.iPadOS] : [])
    }

    /// The devices the project model's platforms run on: there, iOS is the iPhone
    /// (`TARGETED_DEVICE_FAMILY` 1) and iPadOS the iPad.
    static func devicePlatforms(of platforms: Set<Platform>) -> Set<DevicePlatform> {
        Set(platforms.compactMap { platform -> DevicePlatform? in
            switch platform {
            case .iOS: .iOS
            case .iPadOS: .iPadOS
            case .tvOS: .tvOS
            case .watchOS: .watchOS
            case .macOS, .visionOS: nil
            }
        })
    }

    func scenarios(for platforms: Set<DevicePlatform>) -> [LayoutScenario] {
        var scenarios = selection.scenarios.filter { platforms.contains($0.device.platform) }
        for (platform, devices) in [(DevicePlatform.tvOS, Self.tvDevices), (.watchOS, Self.watchDevices)]
        where platforms.contains(platform) && !scenarios.contains(where: { $0.device.platform == platform }) {
            scenarios += devices.compactMap(DeviceCatalog.device(id:)).flatMap(\.fullScreenScenarios)
        }
        return scenarios.flatMap { scenario in
            Self.textSizes(selection.textSizes, on: scenario.device.platform).map { LayoutScenario(scenario: scenario, textSize: $0) }
        }
    }

    /// The selected text sizes a device of `platform` is laid out at. watchOS has Dynamic Type
    /// sizes of its own, which differ by case size (the HIG's Typography page, "watchOS Dynamic
    /// Type sizes"); Plumb's font table is iOS's (`TextStyle.pointSizes`), so a watch at another
    /// size than the default, Large, would be measured at an iPhone's sizes (a footnote of 44 pt
    /// at AX5): those layouts are not made, rather than judged on sizes the watch does not use.
    static func textSizes(_ selected: [DynamicTypeSize], on platform: DevicePlatform) -> [DynamicTypeSize] {
        platform == .watchOS ? selected.filter { $0 == .large } : selected
    }
}
