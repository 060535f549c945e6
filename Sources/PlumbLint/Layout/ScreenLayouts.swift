import PlumbLayout

/// The layouts the rules judge a scenario on (its open-number bounds, with and without optional
/// content), each made once. The engine reads a tree and its host's
/// `LayoutInput` (the screen, safe area, scale, size classes, platform, text size and length)
/// and nothing else, so scenarios that give it the same tree and the same input share one
/// layout, judged on each scenario. A tree is the same whichever reading gave it: open numbers
/// that reach no view's geometry read an equal tree at their lowest and highest, and so does a
/// reading without optional content read again for the highest.
struct ScreenLayouts {
    private struct Key: Hashable {
        /// The tree: the index of the first of the screen's distinct trees equal to it.
        let tree: Int
        let input: LayoutInput
    }

    private var trees: [ViewNode] = []
    /// The distinct tree each reading gave, by its index in `trees`.
    private var treeOfReading: [Int: Int] = [:]
    private var layouts: [Key: LaidOutScreen] = [:]

    /// `root`, the tree the screen's `reading` gave, laid out for `scenario` (without the lines
    /// of text only a drawing needs), or the layout another scenario with the same tree and input
    /// made, judged on `scenario`.
    mutating func laidOut(_ root: ViewNode, reading: Int, on scenario: LayoutScenario) -> LaidOutScreen {
        let key = Key(tree: tree(of: root, reading: reading), input: scenario.host.layoutInput)
        if let kept = layouts[key] { return kept.on(scenario) }
        let laidOut = LaidOutScreen(root: LayoutEngine.layout(root, in: key.input, keepingText: false), scenario: scenario)
        layouts[key] = laidOut
        return laidOut
    }

    /// The index of `root` among the distinct trees; compared once per reading.
    private mutating func tree(of root: ViewNode, reading: Int) -> Int {
        if let known = treeOfReading[reading] { return known }
        let index = trees.firstIndex(of: root) ?? trees.count
        if index == trees.count { trees.append(root) }
        treeOfReading[reading] = index
        return index
    }
}
