/// The spacing scale (docs/design-system.md#spacing-scale): every spacing value is a multiple of 4, and a theme offers at
/// least these steps.
public enum SpacingScale {
    public static let grid: Double = 4

    /// The standard steps `xxSmall` 4 … `xxLarge` 48.
    public static let standardSteps: [(name: String, value: Double)] = [
        ("xxSmall", 4), ("xSmall", 8), ("small", 12), ("medium", 16),
        ("large", 24), ("xLarge", 32), ("xxLarge", 48),
    ]

    public static func isOnGrid(_ value: Double) -> Bool {
        let quotient = value / grid
        return quotient == quotient.rounded()
    }

    /// The nearest multiple of 4; a value halfway between two goes up.
    public static func snapped(_ value: Double) -> Double {
        (value / grid + 0.5).rounded(.down) * grid
    }
}
