import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A resizable picture known only at run time is laid out at the size its view gives it, and
/// stays opaque where its own size would decide.
@Suite struct RunTimePictureReadingTests {
    @Test func aRunTimePictureTheViewSizesIsLaidOutAtThatSize() throws {
        let (tree, placed) = try AssetAccessorReadingTests().layout("""
            VStack(spacing: 0) {
                Image(uiImage: UIImage(data: data) ?? UIImage()).resizable().scaledToFit().frame(width: 80, height: 80)
                Image(uiImage: photo).resizable().frame(width: 40, height: 40).clipped()
                Image(uiImage: photo).resizable().aspectRatio(contentMode: .fill).frame(width: 60, height: 30).clipped()
                Image(uiImage: photo).resizable().aspectRatio(1, contentMode: .fit).frame(width: 50)
                Image("poster").resizable().padding(5).frame(width: 30, height: 30)
                Image(symbol).resizable().scaledToFill().frame(width: 20, height: 20).clipShape(Circle())
                kind.icon(isPrivate: true).resizable().scaledToFit().frame(width: 16, height: 16)
                loadedPicture.resizable().frame(width: 16, height: 16)
            }
            """, declarations: "")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(AssetAccessorReadingTests().imageSizes(placed) == [
            Size(width: 80, height: 80), Size(width: 40, height: 40), Size(width: 60, height: 30), Size(width: 50, height: 50),
            Size(width: 20, height: 20), Size(width: 20, height: 20), Size(width: 16, height: 16), Size(width: 16, height: 16),
        ], "the picture's ratio only says how it is drawn in its frame: fill with a 60×30 frame is 60×30")
    }

    @Test func aRunTimePictureWithASideLeftToItsPictureStaysOpaque() throws {
        let (_, placed) = try AssetAccessorReadingTests().layout("""
            ScrollView {
                Image(uiImage: photo).resizable().scaledToFit().frame(width: 80)
                Image(uiImage: photo).resizable().fixedSize().frame(width: 40, height: 40)
                Image(uiImage: photo).frame(width: 40, height: 40)
                loadedPicture.resizable()
            }
            """, declarations: "")
        #expect(placed.allViews.compactMap(\.opaqueReason) == [
            "a resizable image takes the size proposed, or its picture's where none is",
            "a resizable image takes the size proposed, or its picture's where none is",
            "an image named at run time: its picture's size is unknown",
            "unsupported expression 'loadedPicture', an image: a resizable image takes the size proposed, or its picture's where none is",
        ])
    }

    /// A layout that proposes both lengths never asks the picture's size: it is judged there,
    /// at the proposal, however the picture is made.
    @Test func aRunTimePictureProposedBothLengthsIsLaidOutAtTheProposal() throws {
        let (tree, placed) = try AssetAccessorReadingTests().layout("""
            VStack(spacing: 0) {
                Image(uiImage: photo).resizable()
                HStack(spacing: 0) {
                    loadedPicture.resizable().frame(width: 100)
                    Image(name).resizable()
                }
            }
            """, declarations: "")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.allViews.allSatisfy { !$0.isOpaque })
        #expect(AssetAccessorReadingTests().imageSizes(placed) == [
            Size(width: 300, height: 300), Size(width: 100, height: 300), Size(width: 200, height: 300),
        ], "a VStack shares its height, an HStack its width, as among shapes")
    }

    /// `.resizable()` is `Image`'s only: on the project's own view it is that view's method,
    /// whether the view's body draws an image or is one the reader cannot see into.
    @Test func resizableOnTheProjectsOwnViewIsNeverAPicture() throws {
        let (_, placed) = try AssetAccessorReadingTests().layout("""
            VStack(spacing: 0) {
                Monogram(initials: "AB").resizable().frame(width: 40, height: 40)
                Sticker(kind: 1).resizable().frame(width: 40, height: 40)
            }
            """, declarations: """
            import SwiftUI
            struct Monogram: View {
                let initials: String
                var body: some View { Image("banner") }
                func resizable() -> some View { Text(initials) }
            }
            struct Sticker: UIViewRepresentable {
                let kind: Int
                func makeUIView(context: Context) -> UIImageView { UIImageView() }
                func updateUIView(_ view: UIImageView, context: Context) {}
                func resizable() -> Self { self }
            }
            """)
        #expect(AssetAccessorReadingTests().imageSizes(placed).allSatisfy { $0 != Size(width: 40, height: 40) })
        let reasons = placed.allViews.compactMap(\.opaqueReason)
        #expect(reasons.contains("unknown modifier 'resizable'"), "the image Monogram's body draws is not made resizable: \(reasons)")
        #expect(reasons.contains { $0.contains("Sticker") } && !reasons.contains { $0.contains("an image") }, "\(reasons)")
    }

    /// What the reader cannot read before `.resizable()` is an image only while `Image` is the
    /// one view with that method: a project's own `View` modifier of that name may be it.
    @Test func anUnreadViewIsAnImageOnlyWhenTheProjectDeclaresNoResizable() throws {
        let body = """
            VStack(spacing: 0) {
                kind.icon(isPrivate: true).resizable().frame(width: 16, height: 16)
                Image("banner").renderingMode(.template).resizable().frame(width: 16, height: 16)
            }
            """
        let (_, imagesOnly) = try AssetAccessorReadingTests().layout(body, declarations: "")
        #expect(AssetAccessorReadingTests().imageSizes(imagesOnly) == [Size(width: 16, height: 16), Size(width: 16, height: 16)])
        let (_, withModifier) = try AssetAccessorReadingTests().layout(body, declarations: """
            import SwiftUI
            extension View {
                func resizable() -> some View { padding(4) }
            }
            """)
        #expect(AssetAccessorReadingTests().imageSizes(withModifier) == [Size(width: 16, height: 16)], "the catalog's image is still Image's")
        let reasons = withModifier.allViews.compactMap(\.opaqueReason)
        #expect(!reasons.isEmpty && !reasons.contains { $0.contains("an image") }, "not taken as a picture: \(reasons)")
    }
}
