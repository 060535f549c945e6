import PlumbCore

/// What an off-grid spacing value becomes: the nearest on-grid theme token within half a grid
/// step (ties go up), else the nearest multiple of 4 (ties go up). Either way the value moves by
/// at most `maximumMove`, 2 pt, so the look stays (`spacing-grid`'s `FixChange`). Writing the
/// token directly keeps `--fix` idempotent: a bare number equal to a token would be
/// `spacing-token`'s next finding.
struct SpacingFix {
    static let maximumMove = SpacingScale.grid / 2

    let text: String
    let value: Double

    init(snapping value: Double, tokens: SpacingTokens) {
        let nearest = tokens.onGrid
            .filter { abs($0.value - value) <= Self.maximumMove }
            .min { (abs($0.value - value), -$0.value) < (abs($1.value - value), -$1.value) }
        if let nearest {
            text = nearest.reference
            self.value = nearest.value
        } else {
            self.value = SpacingScale.snapped(value)
            text = NumberText.literal(self.value)
        }
    }

    private init(value: Double, tokens: SpacingTokens) {
        self.value = value
        text = tokens.onGrid.first { $0.value == value }?.reference ?? NumberText.literal(value)
    }

    /// The fix for `value`, then the grid's other neighbour of it (42: 44, then 40), for when
    /// the first would be reported by another rule.
    static func candidates(snapping value: Double, tokens: SpacingTokens) -> [SpacingFix] {
        let first = SpacingFix(snapping: value, tokens: tokens)
        let neighbours = [(value / SpacingScale.grid).rounded(.down), (value / SpacingScale.grid).rounded(.up)]
            .map { $0 * SpacingScale.grid }
            .filter { $0 != first.value && ($0 >= 0 || value < 0) }
        return [first] + neighbours.map { SpacingFix(value: $0, tokens: tokens) }
    }
}
