#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A directory's entries read with `readdir`, each with what it is. Most entries say so
/// themselves (`d_type`), so a walk of a large tree needs no `stat` for them, where Foundation's
/// `contentsOfDirectory` asks `fileExists` of every entry, serially (BENCHMARKS.md, "Measurements
/// behind design choices").
public enum DirectoryListing {
    public enum Kind: Sendable {
        case file, directory
    }

    public struct Entry: Sendable {
        public let name: String
        /// What the entry is, a symbolic link's target for a link; nil for a dangling link
        /// and for what is neither a file nor a directory (a socket, a device).
        public let kind: Kind?
        /// Whether `kind` was read through the entry's path, because it is a symbolic link or its
        /// file system does not say what it is: what such an entry leads to may change while its
        /// directory does not.
        public let followsLink: Bool
    }

    /// The entries of the directory at `path` but `.` and `..`, sorted by name; nil when it
    /// cannot be read.
    public static func entries(of path: String) -> [Entry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            guard name != ".", name != ".." else { continue }
            let typed = kind(of: entry.pointee.d_type)
            entries.append(Entry(name: name, kind: typed ?? kind(atPath: path + "/" + name), followsLink: typed == nil))
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// What the file at `path` is, following symbolic links.
    public static func kind(atPath path: String) -> Kind? {
        guard let status = status(ofPath: path) else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return nil
        }
    }

    /// The identity of the file or directory at `path`, following symbolic links: the same for
    /// every path that reaches it.
    public static func identity(ofPath path: String) -> FileIdentity? {
        status(ofPath: path).map { FileIdentity(device: UInt64($0.st_dev), inode: UInt64($0.st_ino)) }
    }

    private static func status(ofPath path: String) -> stat? {
        var status = stat()
        return stat(path, &status) == 0 ? status : nil
    }

    /// The kind `d_type` tells; nil when it does not (a link, or a file system that leaves it out).
    private static func kind(of type: UInt8) -> Kind? {
        switch Int32(type) {
        case Int32(DT_DIR): .directory
        case Int32(DT_REG): .file
        default: nil
        }
    }
}

/// A file's device and inode: what a walk that follows symbolic links compares to visit each
/// file and directory once.
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
}
