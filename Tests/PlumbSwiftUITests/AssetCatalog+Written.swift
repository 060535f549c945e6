import Foundation
import PlumbProject

extension AssetCatalog {
    /// The catalog that `files` (paths relative to a fresh temporary folder, with their bytes)
    /// make when written out and read back, the folder removed afterwards.
    static func written(_ files: [String: Data], named folder: String) throws -> AssetCatalog {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(folder)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return AssetCatalog(files: SettingsFiles(roots: [root.path]).assetCatalogFiles)
    }
}
