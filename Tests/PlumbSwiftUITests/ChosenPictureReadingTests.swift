import Foundation
import PlumbCore
import PlumbLayout
import PlumbProject
import PlumbSwiftUI
import Testing

/// An image whose name a condition chooses between catalog pictures (`ChosenPictures`).
@Suite struct ChosenPictureReadingTests {
    /// Two 2x PNGs of 24×24 points (`star`, `star.filled`), one of 80×40 (`banner`), and an
    /// enum of their names and a SwiftGen-style accessor in the project.
    static func catalog() throws -> AssetCatalog {
        func png(width: UInt8, height: UInt8) -> Data {
            Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0])
        }
        let contents = { (file: String) in Data(#"{ "images": [{ "idiom": "universal", "filename": "\#(file)", "scale": "2x" }] }"#.utf8) }
        let files: [String: Data] = [
            "Icons.xcassets/star.imageset/Contents.json": contents("s.png"),
            "Icons.xcassets/star.imageset/s.png": png(width: 48, height: 48),
            "Icons.xcassets/star.filled.imageset/Contents.json": contents("f.png"),
            "Icons.xcassets/star.filled.imageset/f.png": png(width: 48, height: 48),
            "Icons.xcassets/banner.imageset/Contents.json": contents("b.png"),
            "Icons.xcassets/banner.imageset/b.png": png(width: 160, height: 80),
        ]
        return try .written(files, named: "plumb-chosen")
    }

    func layout(_ body: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        let source = """
            import SwiftUI
            enum Badge: String { case star, starFilled = "star.filled", banner }
            enum Asset { static let star = ImageAsset(name: "star"); static let starFilled = ImageAsset(name: "star.filled") }
            extension Image { init(badge: Badge) { self.init(badge.rawValue) } }
            struct Rating: View {
                let isFavourite: Bool
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
            \(body)
                }
            }
            """
        var facts = ScreenReader(sources: [(path: "Rating.swift", source: source)]).facts
        facts.model.assets = try Self.catalog()
        let host = LayoutHost(screenSize: Size(width: 300, height: 600), sizeClasses: SizeClasses(horizontal: .regular, vertical: .regular))
        let tree = try ScreenReader(facts: facts).tree(of: "Rating", options: ReadingOptions(host: host))
        return (tree, LayoutEngine.layout(tree.root, in: host))
    }

    func imageSizes(_ placed: PlacedView) -> [Size] {
        placed.allViews.filter { $0.kind == .view("Image") }.map(\.frame.size)
    }

    @Test(arguments: [
        #"Image(isFavourite ? "star.filled" : "star")"#,
        "Image(isFavourite ? Asset.starFilled.name : Asset.star.name)",
        "Image(badge: isFavourite ? .starFilled : .star)",
        #"Label("Favourite", image: isFavourite ? "star.filled" : "star")"#,
    ])
    func picturesOfOneSizeAreThatSizeWithNothingAssumed(_ image: String) throws {
        let (tree, placed) = try layout(image)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.assumptions.isEmpty, "\(tree.assumptions)")
        #expect(imageSizes(placed) == [Size(width: 24, height: 24)])
    }

    @Test func picturesOfDifferentSizesTakeTheBranchTheHostSettlesElseTheFirstRecorded() throws {
        let settled = try layout(#"Image(sizeClass == .compact ? "banner" : "star")"#)
        #expect(settled.tree.assumptions.isEmpty)
        #expect(imageSizes(settled.placed) == [Size(width: 24, height: 24)], "the host's size class is regular")

        let open = try layout(#"Image(isFavourite ? "banner" : "star")"#)
        #expect(open.tree.issues.isEmpty, "\(open.tree.issues)")
        #expect(open.tree.assumptions.map(\.message) == ["took the first branch of 'isFavourite': decided at run time"])
        #expect(imageSizes(open.placed) == [Size(width: 80, height: 40)])
    }

    @Test func aBranchNamedAtRunTimeLeavesTheImageOpaque() throws {
        let (tree, placed) = try layout(#"Image(isFavourite ? "star" : "star-\(Int.random(in: 0...3))")"#)
        #expect(placed.allViews.compactMap(\.opaqueReason) == ["an image named at run time: its picture's size is unknown"])
        #expect(tree.issues.count == 1)
    }
}
