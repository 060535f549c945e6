import Foundation
import PlumbProject
import Testing

/// The asset catalogs' image sizes, custom symbols and colours, read from tiny catalogs written
/// for each test.
struct AssetCatalogTests {
    /// A PNG's signature and `IHDR` chunk: all its size reader looks at.
    static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    /// A JPEG with an APP0 segment before its start of frame (SOF2, progressive).
    static func jpeg(width: UInt16, height: UInt16) -> Data {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x06] + Array("JFIF".utf8)
        var frame: [UInt8] = [0xFF, 0xC2, 0x00, 0x11, 8]
        frame += withUnsafeBytes(of: height.bigEndian, Array.init) + withUnsafeBytes(of: width.bigEndian, Array.init)
        return Data([0xFF, 0xD8] + app0 + frame + [3, 1, 0x22, 0])
    }

    static func contents(_ images: String) -> Data { Data(#"{ "images": [\#(images)], "info": { "version": 1 } }"#.utf8) }

    func catalog(_ files: [String: Data]) throws -> (AssetCatalog, FixtureFiles) {
        let fixture = try FixtureFiles(files)
        let settings = SettingsFiles(roots: [fixture.root.path])
        return (AssetCatalog(files: settings.assetCatalogFiles), fixture)
    }

    @Test func anImageSetIsItsPicturesSizeOverItsScale() throws {
        let (assets, fixture) = try catalog([
            "App/Assets.xcassets/Contents.json": Data(#"{ "info": { "version": 1 } }"#.utf8),
            "App/Assets.xcassets/hero.imageset/Contents.json": Self.contents(#"""
                { "idiom": "universal", "scale": "1x" },
                { "idiom": "universal", "filename": "hero@2x.png", "scale": "2x" },
                { "idiom": "universal", "filename": "hero@3x.png", "scale": "3x" }
                """#),
            "App/Assets.xcassets/hero.imageset/hero@2x.png": Self.png(width: 300, height: 120),
            "App/Assets.xcassets/hero.imageset/hero@3x.png": Self.png(width: 450, height: 180),
            "App/Assets.xcassets/photo.imageset/Contents.json": Self.contents(#"{ "idiom": "universal", "filename": "photo.jpg", "scale": "1x" }"#),
            "App/Assets.xcassets/photo.imageset/photo.jpg": Self.jpeg(width: 64, height: 48),
            "App/Assets.xcassets/AppIcon.appiconset/Contents.json": Self.contents(#"{ "idiom": "universal", "filename": "icon.png", "size": "1024x1024" }"#),
            "App/Assets.xcassets/AppIcon.appiconset/icon.png": Self.png(width: 1024, height: 1024),
        ])
        defer { fixture.remove() }
        #expect(assets.image(named: "hero") == .picture(width: 150, height: 60))
        #expect(assets.image(named: "photo") == .picture(width: 64, height: 48))
        #expect(assets.image(named: "AppIcon") == nil, "an app icon is not a picture of a screen")
        #expect(assets.problems.isEmpty)
    }

    @Test func aVectorIsItsSizeInPointsAtAnyScale() throws {
        let (assets, fixture) = try catalog([
            "Assets.xcassets/badge.imageset/Contents.json": Data(#"""
                { "images": [{ "idiom": "universal", "filename": "badge.pdf" }],
                  "properties": { "preserves-vector-representation": true } }
                """#.utf8),
            "Assets.xcassets/badge.imageset/badge.pdf": Data("%PDF-1.4\n3 0 obj\n<< /Type /Page /MediaBox [ 0 0 28 32.5 ] >>\nendobj\n".utf8),
            "Assets.xcassets/wave.imageset/Contents.json": Self.contents(#"{ "idiom": "universal", "filename": "wave.svg" }"#),
            "Assets.xcassets/wave.imageset/wave.svg": Data(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40px" height="12">"#.utf8),
            "Assets.xcassets/dot.imageset/Contents.json": Self.contents(#"{ "idiom": "universal", "filename": "dot.svg" }"#),
            "Assets.xcassets/dot.imageset/dot.svg": Data(#"<svg viewBox="0 0 10 10" width="100%"></svg>"#.utf8),
        ])
        defer { fixture.remove() }
        #expect(assets.image(named: "badge") == .picture(width: 28, height: 32.5))
        #expect(assets.image(named: "wave") == .picture(width: 40, height: 12))
        #expect(assets.image(named: "dot") == .picture(width: 10, height: 10), "a percentage says nothing: the viewBox does")
    }

    @Test func namesFollowNamespaceFoldersAndSymbolsAreLowerCamelCase() throws {
        let (assets, fixture) = try catalog([
            "Assets.xcassets/Flags/Contents.json": Data(#"{ "properties": { "provides-namespace": true } }"#.utf8),
            "Assets.xcassets/Flags/flag-green.imageset/Contents.json": Self.contents(#"{ "idiom": "universal", "filename": "g.png", "scale": "3x" }"#),
            "Assets.xcassets/Flags/flag-green.imageset/g.png": Self.png(width: 60, height: 30),
            "Assets.xcassets/Plain/HeaderImage.imageset/Contents.json": Self.contents(#"{ "idiom": "universal", "filename": "h.png" }"#),
            "Assets.xcassets/Plain/HeaderImage.imageset/h.png": Self.png(width: 8, height: 4),
            "Assets.xcassets/bolt.circle.symbolset/Contents.json": Data(#"{ "symbols": [{ "idiom": "universal", "filename": "bolt.svg" }] }"#.utf8),
            "Assets.xcassets/bolt.circle.symbolset/bolt.svg": Data("<svg/>".utf8),
        ])
        defer { fixture.remove() }
        #expect(assets.image(named: "Flags/flag-green") == .picture(width: 20, height: 10))
        #expect(assets.image(named: "flag-green") == nil, "inside a namespace, the name has its folder's")
        #expect(assets.image(symbol: "flagGreen") == .picture(width: 20, height: 10))
        #expect(assets.image(named: "HeaderImage") == .picture(width: 8, height: 4), "a folder without a namespace adds nothing")
        #expect(assets.image(symbol: "header") == .picture(width: 8, height: 4), "the symbol drops the kind's suffix")
        #expect(assets.image(named: "bolt.circle") == .symbol)
    }

    @Test func colourSetsGiveTheirAnyAndDarkColours() throws {
        let (assets, fixture) = try catalog([
            "Assets.xcassets/BrandColor.colorset/Contents.json": Data(#"""
                { "colors": [
                  { "idiom": "universal", "color": { "color-space": "srgb",
                    "components": { "red": "0.000", "green": "0x80", "blue": "255", "alpha": "1.000" } } },
                  { "idiom": "universal", "appearances": [{ "appearance": "luminosity", "value": "dark" }],
                    "color": { "color-space": "srgb", "components": { "red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "0.500" } } }
                ] }
                """#.utf8),
            "Assets.xcassets/Label.colorset/Contents.json": Data(#"""
                { "colors": [{ "idiom": "universal", "color": { "platform": "ios", "reference": "labelColor" } }] }
                """#.utf8),
        ])
        defer { fixture.remove() }
        #expect(assets.colors["BrandColor"]?.any == "#0080FF")
        #expect(assets.colors["BrandColor"]?.dark == "#FFFFFF80")
        #expect(assets.colors["Label"] == nil, "a system colour's value is the system's, not written here")
        #expect(assets.drawingColors == ["BrandColor": "#0080FF", "brand": "#0080FF"])
    }

    @Test func aMalformedCatalogIsANoteAndTheRestIsRead() throws {
        let (assets, fixture) = try catalog([
            "Assets.xcassets/bad.imageset/Contents.json": Data(#"{ "images": [ "#.utf8),
            "Assets.xcassets/gone.imageset/Contents.json": Self.contents(#"{ "idiom": "universal", "filename": "gone.png" }"#),
            "Assets.xcassets/noise.imageset/Contents.json": Self.contents(#"{ "idiom": "universal", "filename": "noise.png" }"#),
            "Assets.xcassets/noise.imageset/noise.png": Data("not a png".utf8),
            "Assets.xcassets/heic.imageset/Contents.json": Self.contents(#"{ "idiom": "universal", "filename": "p.heic" }"#),
            "Assets.xcassets/heic.imageset/p.heic": Data([0, 0, 0, 24]),
            "Assets.xcassets/empty.imageset/Contents.json": Self.contents(""),
            "Assets.xcassets/good.imageset/Contents.json": Self.contents(#"{ "idiom": "universal", "filename": "g.png" }"#),
            "Assets.xcassets/good.imageset/g.png": Self.png(width: 5, height: 7),
        ])
        defer { fixture.remove() }
        #expect(assets.image(named: "good") == .picture(width: 5, height: 7))
        #expect(assets.image(named: "bad") == nil)
        for name in ["gone", "noise", "heic", "empty"] { #expect(assets.image(named: name) == .unsized, "\(name)") }
        let problems = assets.problems.joined(separator: "\n")
        #expect(assets.problems.count == 5, "\(problems)")
        #expect(problems.contains("bad.imageset/Contents.json: not a JSON object"))
        #expect(problems.contains("gone.imageset/Contents.json: its picture gone.png is missing"))
        #expect(problems.contains("noise.png: no PNG size in its header"))
        #expect(problems.contains("p.heic: a .heic picture, whose size Plumb does not read"))
    }

    @Test func theCatalogFilesAreFoundApartFromTheSettingsFiles() throws {
        let fixture = try FixtureFiles([
            "Assets.xcassets/a.imageset/Contents.json": Self.contents(#"{ "idiom": "universal", "filename": "a.png" }"#),
            "Assets.xcassets/a.imageset/a.png": Self.png(width: 1, height: 1),
            "Assets.xcassets/AppIcon.appiconset/Contents.json": Self.contents(""),
            "Assets.xcassets/AppIcon.appiconset/icon.png": Self.png(width: 1, height: 1),
            "Resources/loose.png": Self.png(width: 1, height: 1),
            "Info.plist": Data("<plist/>".utf8),
        ])
        defer { fixture.remove() }
        let settings = SettingsFiles(roots: [fixture.root.path])
        #expect(settings.assetCatalogFiles.map(\.path) == ["Assets.xcassets/a.imageset/Contents.json", "Assets.xcassets/a.imageset/a.png"].map(fixture.path))
        #expect(settings.files(where: { _ in true }).map(\.path) == [fixture.path("Info.plist")])
    }
}

/// Files of any bytes in a temporary directory.
struct FixtureFiles {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-assets-\(UUID().uuidString)")

    init(_ files: [String: Data]) throws {
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).standardizedFileURL.path }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
