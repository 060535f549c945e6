import PlumbCore
import PlumbLayout
import PlumbSwiftUI

/// The screens the layout rules read in a run, each with the scenarios it was laid out on, and
/// the reader that reads them: what `plumb lint --report` draws.
public struct LayoutScreens: Sendable {
    /// A screen and its scenarios, in the order the rules checked them.
    public struct Entry: Sendable {
        public let screen: LayoutScreen
        public let scenarios: [LayoutScenario]
        /// How much of it the rules judged: as little as its least judged layout.
        public let judgement: LayoutJudgement
        /// Where the views are read from whose size a layout of it asked where Plumb cannot know
        /// it (`LaidOutScreen.unknownSizes`): not modelled there, though modelled in its trees.
        public var unknownSizes: Set<SourcePosition> = []
    }

    public let entries: [Entry]
    public let reader: ScreenReader
    /// The screens not laid out because only debug builds show them (`ScreenFinder.Found`).
    public var shownOnlyInDebugBuilds: [String] = []

    /// The screen's trees for its scenarios, read as the rules read them; fails as the reader
    /// does for a screen it cannot read (the rules skipped it).
    public func trees(of entry: Entry) throws -> ScreenTrees {
        try ScreenTrees(of: entry.screen.name, for: entry.scenarios.map(\.host), reader: reader)
    }
}
