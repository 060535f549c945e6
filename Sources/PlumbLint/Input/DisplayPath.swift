import Foundation

/// The path findings name for a file: relative to the current directory when the file lies
/// under it, absolute otherwise.
public enum DisplayPath {
    public static func of(_ path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let base = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base)).standardizedFileURL.path
        return absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : absolute
    }
}
