import PlumbLayout

/// Lays a screen's trees out, keeping what it laid out with the screen's open numbers at their
/// lowest for the same scenario at their highest. A number that reaches no view's geometry (an
/// opacity, a colour's) still makes a reading of its own, but an equal tree: laid out in a host
/// that differs only in its open numbers, which the engine never reads, it lays out alike.
struct OpenNumberLayouts {
    private var lowest: [LayoutScenario: (root: ViewNode, placed: PlacedView)] = [:]

    /// `root` laid out in `scenario`'s host, without the lines of text only a drawing needs.
    mutating func layout(_ root: ViewNode, in scenario: LayoutScenario) -> PlacedView {
        if scenario.openNumbers == .high, let kept = lowest[scenario.with(OpenNumbers.low)], kept.root == root {
            return kept.placed
        }
        let placed = LayoutEngine.layout(root, in: scenario.host, keepingText: false)
        if scenario.openNumbers == .low { lowest[scenario] = (root, placed) }
        return placed
    }
}
