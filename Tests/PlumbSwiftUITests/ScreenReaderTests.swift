import Foundation
import PlumbCore
import PlumbLayout
import PlumbProject
import PlumbSwiftUI
import PlumbSyntax
import Testing

/// Whole screens of multi-file projects, read and laid out.
@Suite struct ScreenReaderTests {
    static let theme = (
        "Theme.swift",
        """
        import SwiftUI
        enum AppTheme {
            enum Spacing {
                static let small: CGFloat = 8
                static let medium: CGFloat = 16
                static let large = medium * 2
            }
            enum Fonts {
                static let title = Font.title
            }
        }
        """
    )

    func device(_ id: String) throws -> Device { try #require(DeviceCatalog.device(id: id)) }

    func layout(_ sources: [(String, String)], _ screen: String, host: LayoutHost, rows: RowCount = .many) throws
        -> (tree: ScreenTree, placed: PlacedView)
    {
        let reader = ScreenReader(sources: sources.map { (path: $0.0, source: $0.1) })
        let tree = try reader.tree(of: screen, options: ReadingOptions(host: host, rows: rows))
        return (tree, LayoutEngine.layout(tree.root, in: host))
    }

    var phone: LayoutHost { get throws { LayoutHost(device: try device("iphone-15"), orientation: .portrait) } }

    @Test func aCustomRowWithParametersInsideAForEachInAList() throws {
        let sources = [
            Self.theme,
            ("Feed.swift", """
            struct FeedView: View {
                let posts: [Post]
                var body: some View {
                    List {
                        ForEach(posts) { post in
                            PostRow(title: "Hello", spacing: AppTheme.Spacing.small)
                        }
                    }
                }
            }
            """),
            ("PostRow.swift", """
            struct PostRow: View {
                let title: String
                let spacing: CGFloat
                var body: some View {
                    HStack(spacing: spacing) {
                        Image(systemName: "star")
                        Text(title)
                    }
                }
            }
            """),
        ]
        for rows in RowCount.allCases {
            let (tree, placed) = try layout(sources, "FeedView", host: try phone, rows: rows)
            #expect(tree.issues.isEmpty, "\(tree.issues)")
            #expect(tree.rows == rows)
            let stacks = placed.allViews.filter { $0.kind == .view("HStack") }
            #expect(stacks.count == rows.count)
            guard let stack = stacks.first else { continue }
            let symbol = stack.children[0], text = stack.children[1]
            #expect(text.label == "Hello")
            #expect(text.frame.minX - symbol.frame.maxX == 8)
            // The row's nodes come from PostRow.swift, reached through FeedView and PostRow.
            #expect(text.origin?.file == "PostRow.swift")
            #expect(text.origin?.viewChain.map(\.typeName) == ["FeedView", "PostRow"])
            #expect(text.origin?.viewChain.last?.callSite == SourcePosition(file: "Feed.swift", line: 6, column: 17))
        }
        let (many, _) = try layout(sources, "FeedView", host: try phone)
        #expect(many.assumptions.map(\.message) == ["laid out 12 rows for 'posts' (many rows)"])
    }

    @Test func themeTokensAsPaddingAndSpacing() throws {
        let sources = [
            Self.theme,
            ("Card.swift", """
            struct CardView: View {
                var body: some View {
                    VStack(spacing: AppTheme.Spacing.large) {
                        Color.red.frame(width: 40, height: 40)
                        Color.blue.frame(width: 40, height: 40)
                    }
                    .padding(AppTheme.Spacing.medium)
                    .padding(.horizontal, AppTheme.Spacing.small)
                }
            }
            """),
        ]
        let (tree, placed) = try layout(sources, "CardView", host: LayoutHost(screenSize: Size(width: 300, height: 300)))
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.frame.size == Size(width: 40 + 2 * 16 + 2 * 8, height: 40 * 2 + 32 + 2 * 16))
        let colors = placed.allViews.filter { $0.kind == .view("Color") }
        #expect(colors[1].frame.minY - colors[0].frame.maxY == 32)
    }

    @Test func aHorizontalSizeClassBranchOnAPhoneAndInAOneThirdSplitViewPane() throws {
        let sources = [
            ("Adaptive.swift", """
            struct AdaptiveView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    if sizeClass == .compact {
                        VStack { Text("A"); Text("B") }
                    } else {
                        HStack { Text("A"); Text("B") }
                    }
                }
            }
            """),
        ]
        let iPad = try device("ipad-pro-11")
        let pane = try #require(iPad.scenarios.first { $0.id == "ipad-pro-11/landscape/split-1-3" })
        let fullScreen = try #require(iPad.scenarios.first { $0.id == "ipad-pro-11/landscape" })
        for (host, stack) in [(try phone, "VStack"), (LayoutHost(scenario: pane), "VStack"), (LayoutHost(scenario: fullScreen), "HStack")] {
            let (tree, placed) = try layout(sources, "AdaptiveView", host: host)
            #expect(tree.assumptions.isEmpty)
            #expect(placed.kind == .view(stack))
        }
        // Without size classes (a bare canvas) the branch is open: the first is taken, and said so.
        let (open, _) = try layout(sources, "AdaptiveView", host: LayoutHost(screenSize: Size(width: 300, height: 300)))
        #expect(open.assumptions.count == 1)
    }

    @Test func aBodyThatCallsAViewBuilderHelper() throws {
        let sources = [
            ("Profile.swift", """
            struct ProfileView: View {
                let name = "Ada"
                var body: some View {
                    VStack(spacing: 0) {
                        header
                        row("Email", height: 30)
                        row("Phone", height: 50)
                    }
                }

                @ViewBuilder private var header: some View {
                    Text(name)
                    Divider()
                }

                private func row(_ title: String, height: CGFloat) -> some View {
                    Text(title).frame(height: height)
                }
            }
            """),
        ]
        let (tree, placed) = try layout(sources, "ProfileView", host: LayoutHost(screenSize: Size(width: 300, height: 400)))
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.children.map(\.kind.name) == ["Text", "Divider", "frame", "frame"])
        #expect(placed.children[0].label == "Ada")
        #expect(placed.children[2].frame.size.height == 30)
        #expect(placed.children[3].children.first?.label == "Phone")
    }

    @Test func aHelperThatUsesItselfIsReadOnce() throws {
        // An outline's row lists its children's rows; a helper property may name itself in a
        // branch. Reading either again would never end: the use inside itself is opaque.
        let sources = [
            ("Outline.swift", """
            struct OutlineView: View {
                let node: Node
                var showsMore: Bool
                var body: some View {
                    VStack(spacing: 0) {
                        row(node)
                        more
                    }
                }
                private func row(_ node: Node) -> some View {
                    VStack(spacing: 0) {
                        Text(node.name).frame(height: 20)
                        ForEach(node.children) { child in row(child) }
                    }
                }
                @ViewBuilder private var more: some View {
                    if showsMore { more } else { Text("End").frame(height: 20) }
                }
            }
            """),
        ]
        let (tree, _) = try layout(sources, "OutlineView", host: phone)
        #expect(tree.issues.map(\.message).filter { $0.contains("contains itself") }.sorted()
            == ["helper 'more' contains itself", "helper 'row' contains itself"])
    }

    @Test func aLocalConstantHidesTheMemberOfItsName() throws {
        // `let body = …` in a helper is the helper's own view, not the View's `body`, which uses
        // the helper: reading the member instead would go round for ever.
        let sources = [
            ("Group.swift", """
            struct GroupView: View {
                var body: some View {
                    List { content() }
                }
                func content() -> some View {
                    let body = Text("Row").frame(height: 44)
                    return Section { body }
                }
            }
            """),
        ]
        let (tree, placed) = try layout(sources, "GroupView", host: phone)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(Self.kinds(of: placed).contains("Section"))
        #expect(Self.kinds(of: placed).filter { $0 == "List" }.count == 1)
    }

    static func kinds(of view: PlacedView) -> [String] {
        [view.kind.name] + view.children.flatMap(kinds)
    }

    @Test func aButtonWhoseFontComesFromAParent() throws {
        let sources = [
            Self.theme,
            ("Actions.swift", """
            struct ActionsView: View {
                var body: some View {
                    VStack {
                        SaveButton()
                    }
                    .font(AppTheme.Fonts.title)
                }
            }
            struct SaveButton: View {
                var body: some View {
                    Button("Save") { save() }
                }
                func save() {}
            }
            """),
        ]
        let canvas = LayoutHost(screenSize: Size(width: 300, height: 300))
        let (tree, placed) = try layout(sources, "ActionsView", host: canvas)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let title = try #require(placed.first(kind: .view("Text"), label: "Save"))
        let body = try #require(LayoutEngine.layout(ViewNode.button(label: .text("Save")), in: canvas).first(kind: .view("Text")))
        let titled = try #require(
            LayoutEngine.layout(ViewNode.button(label: .text("Save")).font(.style(.title)), in: canvas).first(kind: .view("Text")))
        #expect(title.frame.size == titled.frame.size)
        #expect(title.frame.size.height > body.frame.size.height)
    }

    @Test func viewBuilderContentAndExplicitInitializers() throws {
        let sources = [
            ("Card.swift", """
            struct Card<Content: View>: View {
                let inset: CGFloat
                let content: Content
                init(inset: CGFloat = 12, @ViewBuilder content: () -> Content) {
                    self.inset = inset
                    self.content = content()
                }
                var body: some View {
                    content.padding(inset)
                }
            }
            struct Screen: View {
                var body: some View {
                    Card { Color.red.frame(width: 10, height: 10) }
                }
            }
            """),
        ]
        let (tree, placed) = try layout(sources, "Screen", host: LayoutHost(screenSize: Size(width: 300, height: 300)))
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.kind == .modifier("padding"))
        #expect(placed.frame.size == Size(width: 34, height: 34))
    }

    @Test func theScreensOfAProjectAreDecidedByProjectScreens() {
        let reader = ScreenReader(sources: [
            ("A.swift", "struct Home: View { var body: some View { NavigationStack { Badge() } } }"),
            ("B.swift", "struct Badge: View { var body: some View { Text(\"1\") } }"),
            ("C.swift", "struct Model { var body: Int }"),
        ])
        #expect(reader.screens.map(\.typeName) == ["Badge", "Home"])
        #expect(reader.screens.filter(\.isScreen).map(\.typeName) == ["Home"])
        #expect(throws: ScreenError.self) { try reader.tree(of: "Model") }
    }

    @Test func aWholeFilePastedAsASnippetLaysOutItsBody() throws {
        let reading = try SnippetReader.read(
            """
            import SwiftUI
            struct Greeting: View {
                var body: some View {
                    Button { print("tapped") } label: { Text("Hi").font(AppFont.body) }
                        .padding(8)
                }
            }
            """)
        #expect(reading.root.kind == .modifier("padding"))
        let placed = LayoutEngine.layout(reading.root, in: LayoutHost(screenSize: Size(width: 200, height: 200)))
        // The app's font helper is not modelled, but the Text stays visible inside it.
        let text = try #require(placed.first(kind: .view("Text"), label: "Hi"))
        #expect(text.frame.size.width > 0)
        #expect(!placed.allViews.contains { $0.kind.name.contains("print") })
    }

    /// A literal is a `LocalizedStringKey`: the screen shows the catalog's text, not the key; a
    /// string held in a constant or given as `verbatim:` is shown as it is.
    @Test func aLiteralKeyShowsTheStringCatalogsText() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-reader-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try #"{ "sourceLanguage": "en", "strings": { "settings.autoplay": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "Auto Play" } } } } } }"#
            .write(to: directory.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let source = """
            import SwiftUI
            struct SettingsView: View {
                let key = "settings.autoplay"
                var body: some View {
                    VStack {
                        Text("settings.autoplay")
                        Button("settings.autoplay") {}
                        Text(verbatim: "settings.autoplay")
                        Text(key)
                    }
                }
            }
            """
        var facts = ScreenReader(sources: [(path: "SettingsView.swift", source: source)]).facts
        facts.model.strings = StringCatalog(files: SettingsFiles(roots: [directory.path]).files(where: StringCatalog.isCatalog))
        let host = try phone
        let tree = try ScreenReader(facts: facts).tree(of: "SettingsView", options: ReadingOptions(host: host))
        let texts = LayoutEngine.layout(tree.root, in: host).allViews.filter { $0.kind == .view("Text") }.compactMap(\.label)
        #expect(texts.filter { $0 == "Auto Play" }.count == 2)
        #expect(texts.filter { $0 == "settings.autoplay" }.count == 2)
    }
}
