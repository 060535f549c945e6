import Foundation
import PlumbProject

/// The settings files and asset catalogs' files below a warm project's roots
/// (`CacheKey.filesBelow`), found again only when a directory below the roots may have changed
/// (`DirectoryStamps`): each call is a `stat` per directory instead of a walk of every file
/// (about 20 ms on a 4,000-file app, twice a call). A file's own changes are its stamp's, which
/// the project's settings key reads on every call.
final class KeptSettingsWalk: @unchecked Sendable {
    private let kept = KeptWalk<Set<String>>()

    /// `CacheKey.filesBelow(settings)`, from the last walk of the same roots while it holds.
    func files(below settings: SettingsFiles, currentDirectory: String) -> Set<String> {
        kept.found(below: settings.roots, currentDirectory: currentDirectory) { CacheKey.filesBelow(settings) }
    }
}
