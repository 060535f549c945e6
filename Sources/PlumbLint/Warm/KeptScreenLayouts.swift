import Foundation
import PlumbLayout
import PlumbSwiftUI

/// What laying out each screen of a warm project's last one-file lint gave, with the trees and
/// scenarios it was made from. A screen read again into equal trees for the same scenarios (the
/// edit was elsewhere in its file, or changed nothing its reading reads) is laid out alike: equal
/// trees on the same input have the same layout (as `ScreenLayouts` shares them within a run), and
/// the rules judge only the layouts. So such a screen is not laid out again. Kept under one
/// configuration and settings (the warm project's run key), and only from the last run: a lint
/// that lays out every screen keeps none, so the memory held stays that of a few screens.
final class KeptScreenLayouts: @unchecked Sendable {  // `last` and `current` are guarded by `lock`.
    private struct Kept {
        /// Whether the screen was judged as a sheet's content: an edit elsewhere can change it.
        let shownOnlyInSheets: Bool
        let trees: ScreenTrees
        let scenarios: [LayoutScenario]
        let result: LayoutChecker.ScreenResult
    }

    private let lock = NSLock()
    /// The last run's, which this run looks up.
    private var last: [String: Kept] = [:]
    /// This run's, which the next run looks up.
    private var current: [String: Kept] = [:]
    private var keepsCurrent = false

    /// Starts a run: what the last one kept is looked up, and what this one lays out is kept when
    /// `keeping` (a run that reports only some files).
    func beginRun(keeping: Bool) {
        lock.withLock {
            last = current
            current = [:]
            keepsCurrent = keeping
        }
    }

    /// What laying out `screen` gave last time, when it was laid out from trees equal to `trees`
    /// on the same `scenarios`, shown the same way.
    func result(of screen: LayoutScreen, trees: ScreenTrees, scenarios: [LayoutScenario]) -> LayoutChecker.ScreenResult? {
        guard let kept = lock.withLock({ last[screen.name] }), kept.shownOnlyInSheets == screen.shownOnlyInSheets,
            kept.scenarios == scenarios, kept.trees == trees
        else { return nil }
        lock.withLock { if keepsCurrent { current[screen.name] = kept } }
        return kept.result
    }

    /// Keeps what laying out `screen` from `trees` on `scenarios` gave, for the next run.
    func keep(_ result: LayoutChecker.ScreenResult, of screen: LayoutScreen, trees: ScreenTrees, scenarios: [LayoutScenario]) {
        let kept = Kept(shownOnlyInSheets: screen.shownOnlyInSheets, trees: trees, scenarios: scenarios, result: result)
        lock.withLock { if keepsCurrent { current[screen.name] = kept } }
    }
}
