import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// Images named through a project's asset accessors, and symbols named at run time.
@Suite struct AssetAccessorReadingTests {
    /// SwiftGen's accessors: nested enums of `ImageAsset(name:)` constants, and the initializer
    /// it writes on `Image`.
    static let swiftGen = """
        import SwiftUI
        internal enum Asset {
            internal enum Media {
                internal static let banner = ImageAsset(name: "banner")
                internal static let poster = ImageAsset(name: "poster")
                internal static let current = ImageAsset(name: Settings.bannerName)
            }
        }
        internal struct ImageAsset {
            internal fileprivate(set) var name: String
            internal var image: UIImage { UIImage(named: name)! }
            internal var swiftUIImage: SwiftUI.Image { SwiftUI.Image(asset: self) }
        }
        internal extension SwiftUI.Image {
            init(asset: ImageAsset) { self.init(asset.name) }
        }
        """

    /// A hand-written catalog of constants extending the asset type, reached as implicit members.
    static let extendedAssetType = """
        import SwiftUI
        public enum Artwork { case bundle(name: String), system(name: String) }
        extension Artwork {
            public enum Badges {
                public static let seal = Artwork.bundle(name: "Badges/seal")
                public static let sealAlias = Badges.seal
            }
            public static let banner = Artwork.bundle(name: "banner")
        }
        struct ArtworkRow: View {
            let artwork: Artwork
            var body: some View { Image(artwork: artwork) }
        }
        public extension Image {
            init(artwork: Artwork) {
                switch artwork {
                case let .bundle(name): self.init(name)
                case let .system(name): self.init(systemName: name)
                }
            }
        }
        """

    /// A `String` enum of image names, and an initializer that takes a case.
    static let namesEnum = """
        import SwiftUI
        enum Glyph: String {
            case banner
            case seal = "Badges/seal"
            case ribbon = "ribbon"
            case wideBanner = "banner"
        }
        extension Image {
            init(glyph: Glyph) { self.init(glyph.rawValue, bundle: .module) }
        }
        """

    func layout(_ body: String, declarations: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        let source = "import SwiftUI\nstruct Gallery: View {\n    let symbol: String\n    var body: some View {\n\(body)\n    }\n}\n"
        var facts = ScreenReader(sources: [(path: "Gallery.swift", source: source), (path: "Assets.swift", source: declarations)]).facts
        facts.model.assets = try AssetImageReadingTests.catalog()
        let host = LayoutHost(screenSize: Size(width: 300, height: 600))
        let tree = try ScreenReader(facts: facts).tree(of: "Gallery", options: ReadingOptions(host: host))
        return (tree, LayoutEngine.layout(tree.root, in: host))
    }

    func imageSizes(_ placed: PlacedView) -> [Size] {
        let rounded = { (length: Double) in (length * 100).rounded() / 100 }
        return placed.allViews.filter { $0.kind == .view("Image") }.map {
            Size(width: rounded($0.frame.size.width), height: rounded($0.frame.size.height))
        }
    }

    @Test(arguments: [
        "Image(asset: Asset.Media.banner)", "Image(uiImage: Asset.Media.banner.image)", "Image(Asset.Media.banner.name)",
        "Image(uiImage: UIImage(named: Asset.Media.banner.name)!)", "Asset.Media.banner.swiftUIImage",
    ])
    func swiftGenAccessorsNameTheirCatalogImage(_ image: String) throws {
        let (tree, placed) = try layout(image, declarations: Self.swiftGen)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(imageSizes(placed) == [Size(width: 80, height: 40)])
    }

    @Test func implicitMembersOfTheInitializersParameterTypeNameTheirCatalogImage() throws {
        let (tree, placed) = try layout("""
            VStack {
                Image(artwork: .Badges.seal)
                Image(artwork: .Badges.sealAlias)
                Image(artwork: Artwork.banner)
                ArtworkRow(artwork: .Badges.seal)
            }
            """, declarations: Self.extendedAssetType)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(imageSizes(placed) == [
            Size(width: 24, height: 30), Size(width: 24, height: 30), Size(width: 80, height: 40), Size(width: 24, height: 30),
        ], "a parameter bound at its call site names the image its argument does")
    }

    @Test func theCasesOfAStringEnumNameTheirRawValuesImage() throws {
        let (tree, placed) = try layout("""
            VStack {
                Image(glyph: .seal)
                Image(glyph: Glyph.banner)
                Image(Glyph.seal.rawValue)
                Image(glyph: .wideBanner)
            }
            """, declarations: Self.namesEnum)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(imageSizes(placed) == [
            Size(width: 24, height: 30), Size(width: 80, height: 40), Size(width: 24, height: 30), Size(width: 80, height: 40),
        ], "a case names its raw value's image, not the generated resource of its own name")
        let (_, missing) = try layout("Image(glyph: .ribbon)", declarations: Self.namesEnum)
        #expect(missing.allViews.compactMap(\.opaqueReason) == ["no asset catalog of the project holds an image 'ribbon'"])
    }

    @Test func anAccessorTheCatalogLacksOrWhoseNameIsRunTimeStaysOpaqueWithWhy() throws {
        let (_, placed) = try layout("""
            VStack {
                Image(asset: Asset.Media.poster)
                Image(asset: Asset.Media.current)
                Image(asset: model.icon)
            }
            """, declarations: Self.swiftGen)
        #expect(placed.allViews.compactMap(\.opaqueReason) == [
            "no asset catalog of the project holds an image 'poster'", "an image named at run time: its picture's size is unknown",
            "an image named at run time: its picture's size is unknown",
        ])
    }

    @Test func aSymbolNamedAtRunTimeIsASymbolOfItsFont() throws {
        let (tree, placed) = try layout("""
            VStack {
                Image(systemSymbol: model.symbol)
                Image(systemName: symbol)
            }
            """, declarations: "")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(imageSizes(placed) == [Size(width: 20.33, height: 20.33), Size(width: 20.33, height: 20.33)])
    }
}
