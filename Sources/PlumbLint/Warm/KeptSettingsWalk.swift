import Foundation
import PlumbProject

/// The settings files and asset catalogs' files below a warm project's roots
/// (`CacheKey.filesBelow`), found again only when a directory below the roots may have changed.
/// Adding, removing or renaming a file changes its directory's stamp, so while every directory's
/// stamp holds (and none was modified too recently for its stamp to prove the next change,
/// `FileStamp.mayHideAWrite`), a walk finds the same files: each call is a `stat` per
/// directory instead of a walk of every file (about 20 ms on a 4,000-file app, twice a call).
/// A file's own changes are its stamp's, which the project's settings key reads on every call.
final class KeptSettingsWalk: @unchecked Sendable {  // `walk` is guarded by `lock`.
    private struct Walk {
        let roots: [String]
        let currentDirectory: String
        /// nil for a root that was not there.
        let directories: [String: FileStamp?]
        let stampedAt: Int
        let files: Set<String>

        var holds: Bool {
            directories.allSatisfy { path, stamp in stamp?.mayHideAWrite(stampedAt: stampedAt) != true && FileStamp(path: path) == stamp }
        }
    }

    private let lock = NSLock()
    private var walk: Walk?

    /// `CacheKey.filesBelow(settings)`, from the last walk of the same roots while it holds.
    func files(below settings: SettingsFiles, currentDirectory: String) -> Set<String> {
        if let walk = lock.withLock({ walk }), walk.roots == settings.roots, walk.currentDirectory == currentDirectory, walk.holds {
            return walk.files
        }
        // Stamped before the walk: a change during it leaves a stamp that differs next time.
        let stampedAt = FileStamp.now
        let directories = Self.directories(below: settings.roots, currentDirectory: currentDirectory)
        let files = CacheKey.filesBelow(settings)
        lock.withLock {
            walk = Walk(roots: settings.roots, currentDirectory: currentDirectory, directories: directories, stampedAt: stampedAt, files: files)
        }
        return files
    }

    /// Every directory below `roots` with its stamp, skipping the folders the settings walk skips
    /// (`SettingsFiles.isSkipped`) and following symbolic links, each directory once: at least
    /// every directory the settings walk reads. A root is stamped whatever it is (nil when it is
    /// not there), so that a root that appears, or a file that becomes a directory, is walked.
    private static func directories(below roots: [String], currentDirectory: String) -> [String: FileStamp?] {
        var stamps: [String: FileStamp?] = [:]
        var seen: Set<FileStamp.Identity> = []
        let rootPaths = roots.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: currentDirectory)).standardizedFileURL.path }
        for root in rootPaths { stamps[root] = .some(FileStamp(path: root)) }
        var pending = rootPaths
        while let directory = pending.popLast() {
            guard let stamp = FileStamp(path: directory), stamp.isDirectory, seen.insert(stamp.identity).inserted else { continue }
            stamps[directory] = .some(stamp)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where !SettingsFiles.isSkipped(directory: name) {
                pending.append(directory == "/" ? "/" + name : directory + "/" + name)
            }
        }
        return stamps
    }
}
