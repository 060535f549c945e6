import Foundation
import PlumbCore
import PlumbProject

/// The stamp of every directory below some roots, taken before a walk of them: while every stamp
/// holds, a walk finds the same files, since adding, removing or renaming a file changes its
/// directory's stamp. The folders walks skip (`SettingsFiles.isSkipped`) are not stamped; symbolic
/// links are followed, each directory once, and a link's target is stamped too, since what it
/// leads to can change while its directory does not. A root is stamped whatever it is (nil when
/// it is not there), so that a root that appears, or a file that becomes a directory, is seen.
/// A file's own edits are not a directory's: they are its own stamp's (`FileStamp`).
struct DirectoryStamps: Sendable {
    private let roots: [String]
    private let currentDirectory: String
    /// nil for a path that was not there.
    private let stamps: [String: FileStamp?]
    private let stampedAt: Int

    /// Stamps the directories below `roots` (relative to `currentDirectory`) now.
    init(roots: [String], currentDirectory: String) {
        self.roots = roots
        self.currentDirectory = currentDirectory
        // Taken before the stamps: a change during the walk leaves a stamp that differs next time.
        stampedAt = FileStamp.now
        var stamps: [String: FileStamp?] = [:]
        var seen: Set<FileStamp.Identity> = []
        let rootPaths = roots.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: currentDirectory)).standardizedFileURL.path }
        for root in rootPaths { stamps[root] = .some(FileStamp(path: root)) }
        var pending = rootPaths
        while let directory = pending.popLast() {
            guard let stamp = FileStamp(path: directory), stamp.isDirectory, seen.insert(stamp.identity).inserted else { continue }
            stamps[directory] = .some(stamp)
            for entry in DirectoryListing.entries(of: directory) ?? [] {
                let path = directory == "/" ? "/" + entry.name : directory + "/" + entry.name
                if entry.followsLink { stamps[path] = .some(FileStamp(path: path)) }
                if entry.kind == .directory, !SettingsFiles.isSkipped(directory: entry.name) { pending.append(path) }
            }
        }
        self.stamps = stamps
    }

    /// Whether a walk of `roots` from `currentDirectory` now finds what it found when these
    /// stamps were taken: the same roots, and every stamp unchanged and old enough to prove the
    /// next change (`FileStamp.mayHideAWrite`).
    func hold(for roots: [String], currentDirectory: String) -> Bool {
        roots == self.roots && currentDirectory == self.currentDirectory
            && stamps.allSatisfy { path, stamp in stamp?.mayHideAWrite(stampedAt: stampedAt) != true && FileStamp(path: path) == stamp }
    }
}

/// What a walk of the directories below some roots found, kept while their stamps hold
/// (`DirectoryStamps`): a call of a warm project then costs a `stat` per directory instead of a
/// walk of every file.
final class KeptWalk<Found: Sendable>: @unchecked Sendable {  // `kept` is guarded by `lock`.
    private let lock = NSLock()
    private var kept: (key: String, stamps: DirectoryStamps, found: Found)?

    /// What `walk` finds below `roots` with the walk's other parameters `key`: the last walk's
    /// while its stamps hold, else `walk`'s, kept when `keeps` says it is worth keeping.
    func found(below roots: [String], currentDirectory: String, key: String = "", keeps: (Found) -> Bool = { _ in true },
               walk: () -> Found) -> Found {
        if let kept = lock.withLock({ kept }), kept.key == key, kept.stamps.hold(for: roots, currentDirectory: currentDirectory) {
            return kept.found
        }
        let stamps = DirectoryStamps(roots: roots, currentDirectory: currentDirectory)
        let found = walk()
        lock.withLock { kept = keeps(found) ? (key, stamps, found) : nil }
        return found
    }
}
