import Foundation
import PlumbLint

/// The projects the server keeps warm between calls (`WarmProject`), by directory. At most
/// `limit` are kept, the least recently used let go first: a warm project holds its files'
/// text, facts and the trees of the files that declare views (a server warm on a 204,000-line
/// app peaked at 438 MiB, BENCHMARKS.md), and a generator works on one project at a time, so
/// four keep an app beside its packages within about 2 GB even when all are that large. Looking a project up takes a short lock of its
/// own; a call then waits only for other calls about the same project (`WarmProject.serially`).
final class WarmProjects: @unchecked Sendable {  // `projects` is guarded by `lock`.
    static let limit = 4

    private let lock = NSLock()
    /// The least recently used first.
    private var projects: [(directory: String, project: WarmProject)] = []

    /// The warm project of `directory` (a standardized path), kept from an earlier call or new.
    func project(_ directory: String) -> WarmProject {
        lock.withLock {
            let project = projects.firstIndex { $0.directory == directory }.map { projects.remove(at: $0).project } ?? WarmProject()
            projects.append((directory, project))
            if projects.count > Self.limit { projects.removeFirst() }
            return project
        }
    }

    /// The directories kept, the least recently used first.
    var directories: [String] {
        lock.withLock { projects.map(\.directory) }
    }
}
