import Foundation

/// A project written to a directory of its own under the temporary directory, for a test that
/// lints files on disk; `remove()` deletes it.
struct TemporaryProject {
    let root: URL

    /// Writes `files` (relative path → text), creating their folders, under a new directory whose
    /// name starts with `prefix`.
    init(_ files: [String: String], prefix: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
