import PlumbCore
import PlumbLayout

extension LayoutScenario {
    /// Every scenario at every text size, text size first, as the report groups its drawings.
    public static func all(_ scenarios: [Scenario], textSizes: [DynamicTypeSize]) -> [LayoutScenario] {
        textSizes.flatMap { size in scenarios.map { LayoutScenario(scenario: $0, textSize: size) } }
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
