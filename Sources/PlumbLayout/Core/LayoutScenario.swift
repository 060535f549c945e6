import PlumbCore

/// One layout of a screen: a device scenario of the catalog (a device in an orientation, full
/// screen or in a Split View pane) at one text size. The layout rules check a screen on these,
/// and the device matrix draws it on them.
public struct LayoutScenario: Sendable, Hashable {
    public let scenario: Scenario
    public let textSize: DynamicTypeSize

    public init(scenario: Scenario, textSize: DynamicTypeSize) {
        self.scenario = scenario
        self.textSize = textSize
    }

    /// Stable, as findings list it: "iphone-se-4-7/landscape@AX5".
    public var id: String { "\(scenario.id)@\(textSize.shortName)" }

    /// How a message names it: "AX5 on 4.7" iPhone SE in landscape".
    public var description: String {
        var text = "\(textSize.shortName) on \(scenario.device.name)"
        switch scenario.presentation {
        case .fullScreen:
            if scenario.device.orientations.count > 1 { text += " in \(scenario.orientation.rawValue)" }
        case .split(let fraction):
            text += " in a \(fraction.rawValue) Split View pane (\(scenario.orientation.rawValue))"
        }
        return text
    }

    /// The host the screen is laid out in: the scenario's container and safe area.
    public var host: LayoutHost { LayoutHost(scenario: scenario, textSize: textSize) }

    /// Whether the scenario has regular width (an iPad full screen, a wide pane, a large
    /// iPhone in landscape).
    public var isRegularWidth: Bool { scenario.sizeClasses?.horizontal == .regular }
    /// Whether the scenario has compact width (an iPhone in portrait, a narrow pane); neither
    /// this nor regular on a device without size classes.
    public var isCompactWidth: Bool { scenario.sizeClasses?.horizontal == .compact }

    /// Equal ids: the text sizes, then the scenarios' ids (an id's text size follows its last "@").
    public static func == (lhs: LayoutScenario, rhs: LayoutScenario) -> Bool {
        lhs.textSize == rhs.textSize && lhs.scenario.id == rhs.scenario.id
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
