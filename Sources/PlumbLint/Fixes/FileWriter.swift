import Foundation

/// Writes a file so that it is either wholly old or wholly new: the text goes to a temporary
/// file beside it, takes the original's permissions (if there is an original), and is renamed
/// over it.
public protocol FileWriter: Sendable {
    func write(_ bytes: [UInt8], to path: String) throws
}

public struct AtomicFileWriter: FileWriter {
    public init() {}

    public func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            throw MissingDirectoryError(directory: (path as NSString).deletingLastPathComponent)
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).plumb-\(UUID().uuidString)")
        let original = FileManager.default.fileExists(atPath: path) ? try FileManager.default.attributesOfItem(atPath: path) : [:]
        do {
            try Data(bytes).write(to: temporary)
            if let permissions = original[.posixPermissions] {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            try Self.rename(temporary.path, to: path)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// `rename(2)`: atomic on one file system, unlike `FileManager.moveItem`, which refuses to
    /// replace an existing file.
    static func rename(_ source: String, to destination: String) throws {
        guard Foundation.rename(source, destination) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination])
        }
    }
}

/// A file cannot be written where its directory does not exist; said plainly, since Foundation's
/// own message ("The file doesn't exist") names neither the directory nor what is missing. Plumb
/// never creates the directory: a mistyped path should not leave folders behind.
public struct MissingDirectoryError: Error, LocalizedError, CustomStringConvertible {
    public let directory: String

    public var description: String { "no such directory: \(directory)" }
    public var errorDescription: String? { description }
}
