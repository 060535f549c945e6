import PlumbCore
import PlumbLayout

/// One column of the device matrix: a scenario of the device catalog (device, orientation, Split
/// View pane) at one text size.
public struct MatrixScenario: Sendable, Equatable {
    public var scenario: Scenario
    public var textSize: DynamicTypeSize

    public init(scenario: Scenario, textSize: DynamicTypeSize) {
        self.scenario = scenario
        self.textSize = textSize
    }

    /// Stable and unique in a report: "iphone-se-4-7/portrait@accessibility5".
    public var id: String { "\(scenario.id)@\(textSize.rawValue)" }

    /// The host the screen is laid out in.
    public var host: LayoutHost { LayoutHost(scenario: scenario, textSize: textSize) }

    /// The text sizes a report shows by default: the smallest, the default and the largest.
    public static let defaultTextSizes: [DynamicTypeSize] = [.xSmall, .large, .accessibility5]

    /// Every scenario at every text size, text size first.
    public static func all(_ scenarios: [Scenario], textSizes: [DynamicTypeSize]) -> [MatrixScenario] {
        textSizes.flatMap { size in scenarios.map { MatrixScenario(scenario: $0, textSize: size) } }
    }
}

extension DynamicTypeSize {
    /// For people: "xSmall", "Large", "AX5".
    public var displayName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large (default)"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }
}
