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

    /// A minute before now, to the second: old enough that a directory's stamp proves the next
    /// change (`FileStamp.mayHideAWrite`).
    static let past = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 60).rounded(.down))

    /// Sets the modification time of every directory of the project to `past`.
    func ageDirectories() throws {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var directories = [root.path]
        while let path = enumerator?.nextObject() as? String {
            if enumerator?.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                directories.append(root.appendingPathComponent(path).path)
            }
        }
        for directory in directories {
            try FileManager.default.setAttributes([.modificationDate: Self.past], ofItemAtPath: directory)
        }
    }
}
