import Foundation
@testable import PlumbLint
import PlumbProject
import Testing

/// What lint reads of the asset catalogs: the run's cache key covers their files, and a custom
/// symbol is no asset icon.
struct AssetCatalogLintTests {
    @Test func aChangedPictureOfAnImageSetChangesTheRunsKey() throws {
        let set = "Assets.xcassets/logo.imageset"
        let project = try TemporaryProject(
            ["\(set)/Contents.json": #"{ "images": [{ "idiom": "universal", "filename": "logo.svg" }] }"#, "\(set)/logo.svg": #"<svg width="10" height="10"/>"#],
            prefix: "plumb-asset-key")
        defer { project.remove() }
        let key = { CacheKey.run(configurationFile: nil, settings: SettingsFiles(roots: [project.root.path]), currentDirectory: project.root.path) }
        let before = key()
        #expect(key() == before)
        try Data(#"<svg width="20" height="10"/>"#.utf8).write(to: project.root.appendingPathComponent("\(set)/logo.svg"))
        #expect(key() != before)
    }

    /// A large picture is keyed by its size and modification time, not hashed on every run.
    @Test func aReplacedLargePictureChangesTheRunsKey() throws {
        let set = "Assets.xcassets/hero.imageset"
        let large = String(repeating: "<g/>", count: CacheKey.largestHashedPicture / 4 + 1)
        let project = try TemporaryProject(
            ["\(set)/Contents.json": #"{ "images": [{ "idiom": "universal", "filename": "hero.svg" }] }"#,
             "\(set)/hero.svg": #"<svg width="10" height="10">"# + large + "</svg>"],
            prefix: "plumb-asset-key")
        defer { project.remove() }
        let key = { CacheKey.run(configurationFile: nil, settings: SettingsFiles(roots: [project.root.path]), currentDirectory: project.root.path) }
        let before = key()
        #expect(key() == before)
        try Data((#"<svg width="20" height="10">"# + large + "<g/></svg>").utf8).write(to: project.root.appendingPathComponent("\(set)/hero.svg"))
        #expect(key() != before)
    }

    /// By its name in the catalog or by the symbol Xcode generates for it.
    @Test func aCustomSymbolOfTheCatalogIsNoAssetIcon() throws {
        let findings = try ProjectLint.findings([
            "Assets.xcassets/rocket.fill.symbolset/Contents.json": #"{ "symbols": [{ "idiom": "universal", "filename": "rocket.svg" }] }"#,
            "Assets.xcassets/rocket.fill.symbolset/rocket.svg": "<svg/>",
            "Launch.swift": """
                import SwiftUI
                struct Launch: View {
                    var body: some View {
                        VStack {
                            Button(action: {}) { Image("rocket.fill") }
                            Label("Launch", image: "rocket.fill")
                            Button(action: {}) { Image(.rocketFill) }
                            Label("Launch", image: ImageResource.rocketFill)
                            Button(action: {}) { Image("rocket-icon") }
                        }
                    }
                }
                """,
        ])
        #expect(findings.filter { $0.hasPrefix("sf-symbols") } == ["sf-symbols Launch.swift:9"])
    }
}
