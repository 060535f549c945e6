import Foundation
import PlumbLint
import PlumbProject
import Testing

/// The layout reader reads the asset catalogs' pictures: a run's cache key covers them.
struct AssetCacheKeyTests {
    @Test func aChangedPictureOfAnImageSetChangesTheRunsKey() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-asset-key-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("Assets.xcassets/logo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{ "images": [{ "idiom": "universal", "filename": "logo.svg" }] }"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let picture = set.appendingPathComponent("logo.svg")
        let key = { CacheKey.run(configurationFile: nil, settings: SettingsFiles(roots: [root.path]), currentDirectory: root.path) }

        try Data(#"<svg width="10" height="10"/>"#.utf8).write(to: picture)
        let before = key()
        #expect(key() == before)
        try Data(#"<svg width="20" height="10"/>"#.utf8).write(to: picture)
        #expect(key() != before)
    }
}
