import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// An image library's view shows a picture loaded at run time: it is laid out at the size its
/// view states, stays opaque where it states none, and is the library's only where the file
/// imports the library and the project has no type of that name.
@Suite struct LibraryPictureReadingTests {
    private func layout(_ body: String, imports: String, declarations: String = "") throws -> (tree: ScreenTree, placed: PlacedView) {
        try ImportingScreen(name: "Feed", members: "let url: URL?").layout(body, imports: imports, declarations: declarations)
    }

    @Test func aLibraryPictureTheViewSizesIsLaidOutAtThatSize() throws {
        let (tree, placed) = try layout("""
            VStack(spacing: 0) {
                KFImage(url).resizable().placeholder { ProgressView() }.fade(duration: 0.25).frame(width: 40, height: 40)
                KFImage.url(url).cancelOnDisappear(true).resizable().scaledToFill().frame(width: 60, height: 30).clipped()
                KFAnimatedImage(url).note().aspectRatio(1, contentMode: .fit).frame(width: 50)
            }
            """, imports: "import Kingfisher",
            declarations: "import Kingfisher\nextension KFOptionSetter { func note() -> Self { self } }")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(AssetAccessorReadingTests().imageSizes(placed) == [
            Size(width: 40, height: 40), Size(width: 60, height: 30), Size(width: 50, height: 50),
        ])
    }

    @Test func nukeAndSDWebImageViewsAreReadAlike() throws {
        let (tree, placed) = try layout("""
            HStack(spacing: 8) {
                LazyImage(url: url) { state in
                    if let image = state.image { image.resizable() } else { Color.gray }
                }
                .processors([.resize(width: 44)])
                .priority(.high)
                .frame(width: 44, height: 44)
                WebImage(url: url).resizable().indicator(.activity).frame(width: 32, height: 32)
            }
            """, imports: "import NukeUI\nimport SDWebImageSwiftUI")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(AssetAccessorReadingTests().imageSizes(placed) == [Size(width: 44, height: 44), Size(width: 32, height: 32)])
    }

    @Test func aLibraryPictureWithNoStatedSizeStaysOpaque() throws {
        let (_, placed) = try layout("""
            ScrollView {
                KFImage(url).resizable().frame(width: 80)
                WebImage(url: url)
            }
            """, imports: "import Kingfisher\nimport SDWebImageSwiftUI")
        #expect(placed.allViews.compactMap(\.opaqueReason) == [
            "a resizable image takes the size proposed, or its picture's where none is (a picture loaded at run time)",
            "WebImage: its picture is loaded at run time; it is sized only by a frame of fixed width and height or an aspect ratio around it",
        ])
    }

    @Test func aNameIsTheLibrarysOnlyWhereTheFileImportsItAndTheProjectDeclaresNone() throws {
        let notImported = try layout("KFImage(url).frame(width: 40, height: 40)", imports: "")
        #expect(notImported.placed.allViews.compactMap(\.opaqueReason) == ["unknown view 'KFImage'"])

        let (tree, placed) = try layout(
            "LazyImage(url: url).frame(width: 40, height: 40)", imports: "import NukeUI",
            declarations: "import SwiftUI\nstruct LazyImage: View {\n    let url: URL?\n    var body: some View { Text(\"Loading\") }\n}")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.allViews.contains { $0.kind == .view("Text") }, "the project's own LazyImage is laid out as its body")
    }
}
