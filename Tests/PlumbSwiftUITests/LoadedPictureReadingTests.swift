import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// An image loader's content closure is read with its picture loaded (optional content present)
/// and before it is (absent): the loaded picture is an image of unknown size that a frame or an
/// aspect ratio sizes where it is resizable, and the placeholder is read as written.
@Suite struct LoadedPictureReadingTests {
    private func layout(
        _ body: String, imports: String = "", declarations: String = "", absent: Bool = false
    ) throws -> (tree: ScreenTree, placed: PlacedView) {
        let source = "import SwiftUI\n\(imports)\nstruct Card: View {\n    let url: URL?\n    var body: some View {\n\(body)\n    }\n}\n\(declarations)"
        let reader = ScreenReader(sources: [(path: "Card.swift", source: source)])
        var host = LayoutHost(screenSize: Size(width: 300, height: 600))
        if absent { host.optionalContent = .absent }
        let tree = try reader.tree(of: "Card", options: ReadingOptions(host: host))
        return (tree, LayoutEngine.layout(tree.root, in: host))
    }

    @Test func aPictureAndItsPlaceholderInTwoClosures() throws {
        let body = """
            VStack(spacing: 0) {
                AsyncImage(url: url) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    ProgressView()
                }
                .frame(width: 60, height: 60)
                AsyncImage(url: url, content: { $0.resizable() }, placeholder: { Color.gray })
                    .frame(width: 30, height: 20)
            }
            """
        let (loadedTree, loaded) = try layout(body)
        #expect(loadedTree.issues.isEmpty, "\(loadedTree.issues)")
        #expect(AssetAccessorReadingTests().imageSizes(loaded) == [Size(width: 60, height: 60), Size(width: 30, height: 20)])

        let (loadingTree, loading) = try layout(body, absent: true)
        #expect(loadingTree.issues.isEmpty, "\(loadingTree.issues)")
        #expect(AssetAccessorReadingTests().imageSizes(loading).isEmpty)
        #expect(loading.allViews.contains { $0.kind == .view("ProgressView") })
        #expect(loading.allViews.contains { $0.kind == .view("Color") && $0.label == "gray" && $0.frame.size == Size(width: 30, height: 20) })
    }

    @Test func aPhaseSwitchTakesItsLoadedCaseOrItsLoadingOne() throws {
        let body = """
            AsyncImage(url: url) { phase in
                switch phase {
                case .failure: Image(systemName: "xmark")
                case let .success(image): image.resizable().aspectRatio(contentMode: .fit)
                case .empty: Color.gray
                @unknown default: EmptyView()
                }
            }
            .frame(width: 80, height: 40)
            """
        let (loadedTree, loaded) = try layout(body)
        #expect(loadedTree.issues.isEmpty, "\(loadedTree.issues)")
        #expect(AssetAccessorReadingTests().imageSizes(loaded) == [Size(width: 80, height: 40)])

        let (_, loading) = try layout(body, absent: true)
        #expect(loading.allViews.contains { $0.kind == .view("Color") && $0.label == "gray" && $0.frame.size == Size(width: 80, height: 40) })
        #expect(!loading.allViews.contains { $0.kind == .view("Image") })
    }

    @Test func aLibraryStateIsReadAsTheIfOnItsPictureHasIt() throws {
        let body = """
            LazyImage(url: url) { state in
                if let picture = state.image {
                    picture.resizable().scaledToFill()
                } else {
                    Color.secondary
                }
            }
            .processors([.resize(width: 50)])
            .frame(width: 50, height: 50)
            """
        let (loadedTree, loaded) = try layout(body, imports: "import NukeUI")
        #expect(loadedTree.issues.isEmpty, "\(loadedTree.issues)")
        #expect(AssetAccessorReadingTests().imageSizes(loaded) == [Size(width: 50, height: 50)])

        let (_, loading) = try layout(body, imports: "import NukeUI", absent: true)
        #expect(loading.allViews.contains { $0.kind == .view("Color") && $0.label == "secondary" && $0.frame.size == Size(width: 50, height: 50) })
    }

    @Test func aProjectWrapperHandingTheStateOnIsReadAlike() throws {
        let wrapper = """
            struct RemoteImage<Content: View>: View {
                let url: URL?
                @ViewBuilder let content: (LazyImageState) -> Content
                var body: some View {
                    LazyImage(url: url) { state in content(state) }
                }
            }
            """
        let body = """
            VStack {
                RemoteImage(url: url) { phase in
                    if let loaded = phase.image { loaded.resizable().scaledToFit() } else { Color.gray }
                }
                .frame(width: 40, height: 40)
                RemoteImage(url: url) { phase in
                    if let loaded = phase.image { loaded } else { Color.gray }
                }
            }
            """
        let (tree, placed) = try layout(body, imports: "import NukeUI", declarations: wrapper)
        #expect(tree.issues.map(\.message) == ["a picture loaded at run time: its size is unknown"])
        #expect(AssetAccessorReadingTests().imageSizes(placed).first == Size(width: 40, height: 40))
    }

    @Test func aLoadedPictureNoFrameOrRatioSizesStaysOpaque() throws {
        let (tree, placed) = try layout("""
            ScrollView {
                AsyncImage(url: url) { image in image } placeholder: { Color.gray }
                AsyncImage(url: url) { image in image.resizable() } placeholder: { Color.gray }
            }
            """)
        #expect(placed.allViews.compactMap(\.opaqueReason) == [
            "a picture loaded at run time: its size is unknown",
            "a resizable image takes the size proposed, or its picture's where none is (a picture loaded at run time)",
        ])
        func pictures(in node: ViewNode) -> [ViewNode] {
            node.kind == .view("Image") ? [node] : node.children.flatMap(pictures)
        }
        #expect(pictures(in: tree.root).map { $0.runTimePicture?.cause ?? $0.notModelledCause } == [.libraryImage, .libraryImage])
    }

    @Test func aContentThatIsNoClosureStaysOpaqueWithItsReason() throws {
        let (_, placed) = try layout("""
            AsyncImage(url: url, content: thumbnail, placeholder: { Color.gray })
                .frame(width: 50, height: 50)
            """)
        #expect(placed.allViews.compactMap(\.opaqueReason) == [
            "AsyncImage: its size is the loaded image's or its placeholder's, known at run time",
        ])
    }
}
