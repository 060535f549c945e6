import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// Pictures the project declares by name: a static constant holding an image, an accessor whose
/// enum case the project's initializer hands on to an SF Symbol, a constant whose name needs
/// backticks.
@Suite struct DeclaredPictureReadingTests {
    let accessors = AssetAccessorReadingTests()

    /// Icons held in static constants, of a namespace and of an extension of `Image`.
    static let iconConstants = """
        import SwiftUI
        public enum Icons {}
        public extension Icons {
            static let banner = Image("banner")
            static let seal = Image(uiImage: UIImage(named: "Badges/seal")!)
            static var current = Image("banner")
        }
        extension Image {
            static let wideBanner = Image("banner").resizable()
        }
        """

    @Test func aStaticConstantIsTheImageItsValueMakes() throws {
        let (tree, placed) = try accessors.layout("""
            VStack {
                Icons.banner
                Icons.seal.resizable().scaledToFit().frame(width: 48)
                Image.wideBanner.frame(width: 100, height: 20)
            }
            """, declarations: Self.iconConstants)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(accessors.imageSizes(placed) == [Size(width: 80, height: 40), Size(width: 48, height: 60), Size(width: 100, height: 20)])
    }

    @Test func aStaticVariableMayHoldAnotherImageAtRunTime() throws {
        let (_, placed) = try accessors.layout("Icons.current", declarations: Self.iconConstants)
        #expect(placed.allViews.contains { $0.isOpaque }, "a `static var` can be given another picture")
    }

    @Test(arguments: ["Image(artwork: .close)", "Image(artwork: Artwork.close)", "ArtworkRow(artwork: .close)"])
    func aCaseTheInitializerHandsOnToASymbolIsThatSymbol(_ image: String) throws {
        let declarations = AssetAccessorReadingTests.extendedAssetType + """

            extension Artwork {
                static let close = Artwork.system(name: "xmark")
            }
            """
        let (tree, placed) = try accessors.layout("VStack { \(image); Image(systemName: \"xmark\") }", declarations: declarations)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.allViews.filter { $0.kind == .view("Image") }.map(\.label) == ["xmark", "xmark"])
        let sizes = accessors.imageSizes(placed)
        #expect(sizes.count == 2 && sizes[0] == sizes[1], "the symbol as SwiftUI's own, not a catalog image: \(sizes)")
    }

    @Test func aCaseBindingItsValueInsideThePatternIsReadAlike() throws {
        let declarations = """
            import SwiftUI
            enum Glyph { case file(String), symbol(String) }
            extension Glyph { static let trash = Glyph.symbol("trash"), banner = Glyph.file("banner") }
            extension Image {
                init(glyph: Glyph) {
                    switch glyph {
                    case .file(let name): self.init(name)
                    case .symbol(let name): self.init(systemName: name)
                    }
                }
            }
            """
        let (tree, placed) = try accessors.layout(
            "VStack { Image(glyph: .trash); Image(systemName: \"trash\"); Image(glyph: .banner) }", declarations: declarations)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let sizes = accessors.imageSizes(placed)
        #expect(sizes.count == 3 && sizes[0] == sizes[1] && sizes[2] == Size(width: 80, height: 40), "\(sizes)")
    }

    @Test func aConstantWhoseNameNeedsBackticksIsFoundByItsName() throws {
        let declarations = AssetAccessorReadingTests.extendedAssetType + """

            extension Artwork {
                enum Arrow { static let `left` = Artwork.bundle(name: "banner") }
            }
            """
        let (tree, placed) = try accessors.layout("Image(artwork: .Arrow.left)", declarations: declarations)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(accessors.imageSizes(placed) == [Size(width: 80, height: 40)])
    }
}
