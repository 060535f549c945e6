import Foundation
import PlumbCore
import PlumbLayout
import PlumbProject
import PlumbSwiftUI
import Testing

/// Images of the project's asset catalogs, read at their pictures' sizes, and the image
/// modifiers around them.
@Suite struct AssetImageReadingTests {
    /// A catalog of a 2x PNG `banner` (80×40 points), an SVG `Badges/seal` (24×30 points) in a
    /// namespace folder, and a custom symbol `wave.dot`.
    static func catalog() throws -> AssetCatalog {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0, 160, 0, 0, 0, 80, 8, 6, 0, 0, 0]
        let files: [String: Data] = [
            "Media.xcassets/banner.imageset/Contents.json": Data(#"{ "images": [{ "idiom": "universal", "filename": "b.png", "scale": "2x" }] }"#.utf8),
            "Media.xcassets/banner.imageset/b.png": Data(png),
            "Media.xcassets/Badges/Contents.json": Data(#"{ "properties": { "provides-namespace": true } }"#.utf8),
            "Media.xcassets/Badges/seal.imageset/Contents.json": Data(#"{ "images": [{ "idiom": "universal", "filename": "s.svg" }] }"#.utf8),
            "Media.xcassets/Badges/seal.imageset/s.svg": Data(#"<svg width="24" height="30"/>"#.utf8),
            "Media.xcassets/wave.dot.symbolset/Contents.json": Data(#"{ "symbols": [{ "idiom": "universal", "filename": "w.svg" }] }"#.utf8),
        ]
        return try .written(files, named: "plumb-reader-assets")
    }

    func layout(_ body: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        let source = "import SwiftUI\nstruct Gallery: View {\n    let name = \"banner\"\n    var body: some View {\n\(body)\n    }\n}\n"
        var facts = ScreenReader(sources: [(path: "Gallery.swift", source: source)]).facts
        facts.model.assets = try Self.catalog()
        let host = LayoutHost(screenSize: Size(width: 300, height: 600))
        let tree = try ScreenReader(facts: facts).tree(of: "Gallery", options: ReadingOptions(host: host))
        return (tree, LayoutEngine.layout(tree.root, in: host))
    }

    /// The images' sizes, to the hundredth of a point (frames are on the pixel grid).
    func images(_ placed: PlacedView) -> [(label: String?, size: Size)] {
        let rounded = { (length: Double) in (length * 100).rounded() / 100 }
        return placed.allViews.filter { $0.kind == .view("Image") }.map {
            ($0.label, Size(width: rounded($0.frame.size.width), height: rounded($0.frame.size.height)))
        }
    }

    @Test(arguments: [
        #"Image("banner")"#, "Image(.banner)", "Image(ImageResource.banner)", #"Image(decorative: "banner")"#,
        #"Image(uiImage: UIImage(named: "banner")!)"#, #"Image("banner", bundle: .main)"#, "Image(name)",
        #"Image(uiImage: .init(named: "banner") ?? .init())"#, #"Image(nsImage: NSImage(named: "banner") ?? NSImage())"#,
    ])
    func anImageOfTheCatalogIsItsPicturesSizeInPoints(_ image: String) throws {
        let (tree, placed) = try layout(image)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(images(placed).map(\.size) == [Size(width: 80, height: 40)])
    }

    @Test func namespacedVectorImagesCustomSymbolsAndLabelIcons() throws {
        let (tree, placed) = try layout("""
            VStack {
                Image("Badges/seal")
                Image(.seal)
                Image("wave.dot")
                Label("Offers", image: "Badges/seal")
            }
            """)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let sizes = images(placed).map(\.size)
        #expect(sizes[0] == Size(width: 24, height: 30))
        #expect(sizes[1] == Size(width: 24, height: 30))
        #expect(sizes[2] == Size(width: 20.33, height: 20.33), "a custom symbol is sized as a symbol, one line of its font")
        #expect(sizes[3] == Size(width: 24, height: 30))
    }

    @Test func resizableAspectRatioAndScaledToFillFollowThePicture() throws {
        let (tree, placed) = try layout("""
            VStack(spacing: 0) {
                Image("banner").resizable().aspectRatio(contentMode: .fit).frame(width: 120, height: 120)
                Image("banner").resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2), resizingMode: .tile)
                    .scaledToFill().frame(width: 40, height: 40).clipped()
                Image("banner").resizable().frame(height: 10)
                Image("banner").resizable().aspectRatio(CGSize(width: 1, height: 1), contentMode: .fit).frame(width: 30)
                Image("banner").interpolation(.none).antialiased(true).renderingMode(.template)
                    .symbolRenderingMode(.monochrome).symbolVariant(.fill)
            }
            """)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let sizes = images(placed).map(\.size)
        #expect(sizes[0] == Size(width: 120, height: 60), "fit: the picture's ratio, 2:1, inside 120×120")
        #expect(sizes[1] == Size(width: 80, height: 40), "fill: the smallest 2:1 size covering 40×40")
        #expect(sizes[2] == Size(width: 300, height: 10), "the width proposed; the height framed")
        #expect(sizes[3] == Size(width: 30, height: 30), "a CGSize ratio")
        #expect(sizes[4] == Size(width: 80, height: 40), "drawing-only modifiers leave the size alone")
    }

    @Test func anImageTheCatalogsDoNotHoldOrNamedAtRunTimeStaysOpaqueWithWhy() throws {
        let (tree, placed) = try layout("""
            VStack {
                Image("poster")
                Image(uiImage: model.thumbnail)
            }
            """)
        let reasons = placed.allViews.compactMap(\.opaqueReason)
        #expect(reasons == ["no asset catalog of the project holds an image 'poster'", "an image named at run time: its picture's size is unknown"])
        #expect(tree.issues.count == 2)
    }
}
