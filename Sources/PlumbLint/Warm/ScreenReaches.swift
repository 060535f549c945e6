import Foundation
import PlumbCore
import PlumbSwiftUI
import PlumbSyntax

/// The files each screen's trees were read from, kept by a warm project for the lints of one file
/// (`LayoutChecker.check(_:reporting:)`), which lay out only the screens that reach the file. A
/// reading asks the project facts every question it depends on (`FactReads`), so a screen whose
/// reading's questions answer as they did (`FactFingerprints`, on this run's facts) and whose
/// reader indexes the same (`key`) reads the same trees and reaches the same files: a lint of a
/// file it did not reach need not read it again to learn so.
final class ScreenReaches: @unchecked Sendable {  // `reaches` is guarded by `lock`.
    private struct Reach {
        let key: String
        let reads: [LintCache.ReadFingerprint]
        let files: Set<String>
    }

    private let lock = NSLock()
    private var reaches: [String: Reach] = [:]

    /// The files the screen's trees reach, when its last reading under `key` still holds on the
    /// facts `fingerprints` work on; nil when it must be read again.
    func files(of screen: String, key: String, fingerprints: FactFingerprints) -> Set<String>? {
        guard let reach = lock.withLock({ reaches[screen] }), reach.key == key,
              reach.reads.allSatisfy({ fingerprints.fingerprint(of: $0.read) == $0.fingerprint })
        else { return nil }
        return reach.files
    }

    /// Keeps what reading the screen under `key` read of the facts and the files its trees reach.
    func keep(_ screen: String, key: String, reads: FactReads, files: Set<String>, fingerprints: FactFingerprints) {
        let reach = Reach(key: key, reads: reads.all.map { LintCache.ReadFingerprint(read: $0, fingerprint: fingerprints.fingerprint(of: $0)) },
                          files: files)
        lock.withLock { reaches[screen] = reach }
    }
}

/// A warm project's `ScreenReaches` as one run checks them: against the run's facts
/// (`fingerprints`) and its reader's project-wide indexes (`ScreenReader.indexKey`).
struct KnownReaches: Sendable {
    let reaches: ScreenReaches
    let fingerprints: FactFingerprints
    let readerKey: String

    /// The files `screen`'s trees reach, when its last reading still holds.
    func files(of screen: LayoutScreen) -> Set<String>? {
        reaches.files(of: screen.name, key: key(of: screen), fingerprints: fingerprints)
    }

    /// Reads `screen`'s trees with `read`, keeping what the reading asked of the facts and the
    /// files the trees reach (none for a screen that cannot be read).
    func reading(_ screen: LayoutScreen, _ read: () -> ScreenTrees?) -> ScreenTrees? {
        let (trees, reads) = FactReads.recording(read)
        reaches.keep(screen.name, key: key(of: screen), reads: reads, files: trees?.files ?? [], fingerprints: fingerprints)
        return trees
    }

    /// The reader's indexes and what decides the screen's scenarios (the configuration is the
    /// warm project's run key).
    private func key(of screen: LayoutScreen) -> String {
        let platforms = screen.platforms.map { $0.map { "\($0)" }.sorted().joined(separator: ",") } ?? "-"
        return "\(readerKey) \(platforms) \(screen.compactWidthOnly) \(screen.shownOnlyInSheets)"
    }
}
