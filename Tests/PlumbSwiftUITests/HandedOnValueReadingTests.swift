import PlumbLayout
import PlumbSwiftUI
import Testing

/// Of a project type's overloaded static functions, a leading-dot call takes the one the
/// compiler picks: the overload whose parameters take its arguments, a key path literal only
/// where a key path goes, also where the function is named with a keyword (`` `default` ``) and
/// where one overload hands on to another with a leading dot.
@Suite struct StaticOverloadReadingTests {
    static let label = """
        struct Glyph: View {
            let name: KeyPath<Glyphs, Image>
            init(_ name: KeyPath<Glyphs, Image>) { self.name = name }
            var body: some View { Image(systemName: "star").frame(width: 20, height: 20) }
        }
        struct Glyphs {
            let star = Image(systemName: "star")
        }
        struct RowTitle<Icon: View>: View {
            let title: String
            let icon: Icon
            var body: some View { HStack { icon; Text(title) } }
            static func `default`(title: String, icon: Icon) -> RowTitle {
                RowTitle(title: title, icon: icon)
            }
            static func `default`(title: String, icon: KeyPath<Glyphs, Image>) -> RowTitle where Icon == Glyph {
                .default(title: title, icon: Glyph(icon))
            }
            static func plain(_ title: String, glyph: KeyPath<Glyphs, Image>) -> Self where Icon == Glyph {
                .init(title: title, icon: Glyph(glyph))
            }
            static func plain(_ title: String, glyph: Icon) -> Self {
                .init(title: title, icon: glyph)
            }
        }
        struct SettingsRow<Icon: View>: View {
            let label: RowTitle<Icon>
            init(label: RowTitle<Icon>) { self.label = label }
            var body: some View { HStack { label; Spacer() } }
        }
        """

    @Test(arguments: [
        #"SettingsRow(label: .default(title: "About", icon: \.star))"#,
        #"SettingsRow(label: .plain("About", glyph: \.star))"#,
        #"SettingsRow(label: .default(title: "About", icon: Glyph(\.star)))"#,
    ])
    func aKeyPathTakesTheOverloadThatTakesAKeyPath(row: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            Self.label + """
                struct Screen: View {
                    var body: some View { List { \(row) } }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Text"))?.label == "About")
        #expect(placed.first(kind: .modifier("frame"))?.frame.size.width == 20)
    }
}

/// A closure a view hands on by name to another (`Inner(transform: transform)`) is the closure
/// its caller wrote: called with a view, its parameter is that view.
@Suite struct ClosureHandedOnReadingTests {
    @Test(arguments: [
        // Handed on through a stored property, by its memberwise initializer.
        """
        struct Loader<Content: View>: View {
            let transform: (AnyView) -> Content
            var body: some View { Inner(transform: transform) }
        }
        """,
        // Handed on through an initializer that stores it, to one that names it differently.
        """
        struct Loader<Content: View>: View {
            private let made: (AnyView) -> Content
            init(@ViewBuilder transform: @escaping (AnyView) -> Content) { made = transform }
            var body: some View { Inner(transform: made) }
        }
        """,
    ])
    func aClosureHandedOnBindsItsParameter(loader: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            loader + """
                struct Inner<Content: View>: View {
                    let transform: (AnyView) -> Content
                    var body: some View { transform(AnyView(Rectangle().frame(width: 30, height: 10))) }
                }
                struct Screen: View {
                    var body: some View {
                        VStack { Loader { picture in picture.padding(5) } }
                    }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Rectangle"))?.frame.size == Size(width: 30, height: 10))
        #expect(placed.first(kind: .modifier("padding"))?.frame.size == Size(width: 40, height: 20))
    }
}

/// A constant declared at file level, in another file, named where a view goes is its value;
/// a member or a local of the same name hides it, and a name two files declare is not guessed.
@Suite struct FileConstantReadingTests {
    static let constants = """
        import SwiftUI
        let brandGradient = LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing)
        let hairline = Rectangle().frame(height: 1)
        """

    static func layout(_ screen: String, constants: [String] = [Self.constants]) throws -> (tree: ScreenTree, placed: PlacedView) {
        let sources = constants.enumerated().map { (path: "Constants\($0.offset).swift", source: $0.element) }
        let reader = ScreenReader(sources: sources + [(path: "Screen.swift", source: screen)])
        let tree = try reader.tree(of: "Screen", options: ReadingOptions(host: AppScreenLayout.canvas))
        return (tree, LayoutEngine.layout(tree.root, in: AppScreenLayout.canvas))
    }

    @Test func aGradientOfAnotherFileFillsItsFrame() throws {
        let (tree, placed) = try Self.layout(
            """
            struct Screen: View {
                var body: some View {
                    brandGradient.mask(Image(systemName: "checkmark.seal.fill").resizable()).frame(width: 20, height: 14)
                }
            }
            """)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("LinearGradient"))?.frame.size == Size(width: 20, height: 14))
    }

    @Test func aViewOfAnotherFileIsReadAsWritten() throws {
        let (tree, placed) = try Self.layout(
            """
            struct Screen: View {
                var body: some View { VStack(spacing: 0) { Text("Title"); hairline } }
            }
            """)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Rectangle"))?.frame.size.height == 1)
    }

    @Test(arguments: [
        // A property of the view hides the file's constant.
        """
        struct Screen: View {
            @State var hairline: AnyView = AnyView(EmptyView())
            var body: some View { VStack { hairline } }
        }
        """,
        // So does a local.
        """
        struct Screen: View {
            var body: some View {
                let hairline = AnyView(EmptyView())
                return VStack { hairline }
            }
        }
        """,
    ])
    func aNameDeclaredCloserHidesTheConstant(screen: String) throws {
        let (_, placed) = try Self.layout(screen)
        #expect(placed.first(kind: .view("Rectangle")) == nil)
    }

    @Test func aNameTwoFilesDeclareIsNotGuessed() throws {
        let (tree, placed) = try Self.layout(
            """
            struct Screen: View {
                var body: some View { VStack { hairline } }
            }
            """, constants: [Self.constants, "let hairline = Rectangle().frame(height: 2)"])
        #expect(!tree.issues.isEmpty)
        #expect(placed.first(kind: .view("Rectangle")) == nil)
    }
}

/// A value of a project type that declares `callAsFunction`, called where a view goes, is what
/// that function declares it returns: a colour fills its room, read in place or handed on.
@Suite struct CalledValueReadingTests {
    static let theme = """
        struct Shades {
            var light: String
            var dark: String
            func callAsFunction(brighter: Bool = false) -> Color { Color(light) }
        }
        struct CardLook {
            var color: Shades
            var blurry: Bool
        }
        struct Palette {
            var card: CardLook
            var badge: Shades
        }
        struct Tag: View {
            let fill: Shades
            var body: some View { Text("New").padding(4).background(fill()) }
        }
        """

    @Test(arguments: [
        // A property of a property, called.
        "ZStack { palette.card.color(); Text(\"Card\") }.frame(width: 80, height: 40)",
        // Handed on to a view that calls it.
        "Tag(fill: palette.badge).frame(width: 80, height: 40)",
    ])
    func aCalledValueIsItsFunctionsColour(content: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            Self.theme + """
                struct Screen: View {
                    let palette: Palette
                    var body: some View { VStack { \(content) } }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Color")) != nil)
    }
}

/// A project view nested in another type and called through it is that view, not a modifier of
/// its namespace.
@Suite struct QualifiedViewReadingTests {
    @Test(arguments: [
        // Nested in an enum used as a namespace, in an extension.
        """
        enum Onboarding {}
        extension Onboarding {
            struct Caption: View {
                let text: String
                var body: some View { Text(text).padding(4) }
            }
        }
        struct Screen: View {
            var body: some View { VStack { Onboarding.Caption(text: "Welcome") } }
        }
        """,
        // Nested in the screen itself, called through `Self`.
        """
        struct Screen: View {
            struct Caption: View {
                let text: String
                var body: some View { Text(text).padding(4) }
            }
            var body: some View { VStack { Self.Caption(text: "Welcome") } }
        }
        """,
    ])
    func aNestedViewCalledThroughItsNamespaceIsRead(source: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Text"))?.label == "Welcome")
    }
}

/// Texts joined with `+` are one Text whose string is their parts in order; a part that changes
/// its own font or shows a picture leaves the whole unread.
@Suite struct ConcatenatedTextReadingTests {
    static func screen(_ content: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        try AppScreenLayout.layout(
            """
            struct Screen: View {
                let handle: String
                let posted: Date
                var body: some View { VStack { \(content) } }
            }
            """, "Screen")
    }

    @Test(arguments: [
        #"Text("Station: ") + Text("Main")"#,
        "Text(\"Station: \")\n    + Text(\"Main\").foregroundColor(.secondary)",
        #"Text(verbatim: "Station") + Text(": ").foregroundStyle(.tertiary) + Text("Main").underline()"#,
    ])
    func writtenPartsAreOneText(content: String) throws {
        let (tree, placed) = try Self.screen(content)
        let (_, alone) = try Self.screen(#"Text("Station: Main")"#)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let texts = placed.allViews.filter { $0.kind == .view("Text") }
        #expect(texts.map(\.label) == ["Station: Main"])
        #expect(texts.first?.frame == alone.first(kind: .view("Text"))?.frame)
    }

    @Test func aPartKnownAtRunTimeMakesOneRunTimeText() throws {
        let (tree, placed) = try Self.screen(#"Text("@\(handle)") + Text(" · ") + Text(posted, style: .relative)"#)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.root.showsRunTimeText)
        #expect(placed.allViews.filter { $0.kind == .view("Text") }.count == 1)
    }

    @Test(arguments: [
        #"Text("Station: ").bold() + Text("Main")"#,
        #"Text(Image(systemName: "tram")) + Text(" Main")"#,
        #"Text("Station: ") + Text("Main").font(.title)"#,
    ])
    func aPartInItsOwnFontLeavesTheWholeUnread(content: String) throws {
        let (tree, placed) = try Self.screen(content)
        #expect(!tree.issues.isEmpty)
        #expect(placed.first(kind: .view("Text"), label: "Station: Main") == nil)
    }
}

/// A `switch` over a value the code makes as one case of an enum takes that case, its payload's
/// names bound to the values given, in either spelling of the pattern.
@Suite struct KnownCaseReadingTests {
    @Test(arguments: [
        "case .custom(let view): view",
        "case let .custom(view): view",
    ])
    func theCaseMadeIsTakenWithItsPayload(pattern: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            enum Accessory {
                case chevron
                case custom(AnyView)
            }
            struct Cell: View {
                let title: String
                let accessory: Accessory
                init(_ title: String, @ViewBuilder trailing: () -> AnyView) {
                    self.title = title
                    accessory = .custom(trailing())
                }
                var body: some View {
                    HStack {
                        Text(title)
                        switch accessory {
                        case .chevron: Image(systemName: "chevron.right")
                        \(pattern)
                        }
                    }
                }
            }
            struct Screen: View {
                var body: some View { List { Cell("Sync") { AnyView(Text("On")) } } }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.assumptions.isEmpty, "\(tree.assumptions)")
        #expect(placed.first(kind: .view("Text"), label: "On") != nil)
        #expect(placed.first(kind: .view("Image")) == nil)
    }

    /// A case the switch does not name takes its `default` where every case it names is another
    /// case of the enum the subject is declared as: given by the call, or by the initializer's
    /// default value, the enum nested in the view or not.
    @Test(arguments: [
        ("struct DetailCell: View {\n    enum Trailing { case none, detail(String), custom(AnyView) }", #"DetailCell("Sync", trailing: .detail("On"))"#),
        ("enum Trailing {\n    case none\n    case detail(String)\n    case custom(AnyView)\n}\nstruct DetailCell: View {", #"DetailCell("Sync")"#),
    ])
    func aCaseTheSwitchDoesNotNameTakesTheDefault(declaration: String, call: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            declaration + """

                    let title: String
                    let trailing: Trailing
                    init(_ title: String, trailing: Trailing = .none) {
                        self.title = title
                        self.trailing = trailing
                    }
                    var body: some View {
                        HStack {
                            Text(title)
                            switch trailing {
                            case .custom(let view): view
                            default: Text("Default")
                            }
                        }
                    }
                }
                struct Screen: View {
                    var body: some View { List { \(call) } }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.assumptions.isEmpty, "\(tree.assumptions)")
        #expect(placed.first(kind: .view("Text"), label: "Default") != nil)
    }

    /// A switch that names a value that is no case of the enum (a static constant, which may
    /// equal the value made) stays a choice made at run time.
    @Test func aSwitchNamingAnotherValueIsNotSettled() throws {
        let (tree, _) = try AppScreenLayout.layout(
            """
            enum Trailing: Equatable {
                case none
                case detail(String)
                static let plain = Trailing.none
            }
            struct DetailCell: View {
                let trailing: Trailing
                var body: some View {
                    switch trailing {
                    case .plain: Text("Plain")
                    default: Text("Default")
                    }
                }
            }
            struct Screen: View {
                var body: some View { DetailCell(trailing: .none) }
            }
            """, "Screen")
        #expect(!tree.assumptions.isEmpty)
    }
}
