import PlumbCore
import PlumbLayout
import PlumbProject
import PlumbSwiftUI
import Testing

/// What real screens use, read the way SwiftUI lays it out: navigation links, labels with
/// closures, groups with modifiers, `#if` in modifier chains, geometry readers, section headers,
/// list styles, pictures and the app's own modifiers. What cannot be read stays opaque.
@Suite struct RealScreenReadingTests {
    let canvas = LayoutHost(screenSize: Size(width: 200, height: 200), scale: 3)

    func laidOut(_ source: String) throws -> (reading: SnippetReading, placed: PlacedView) {
        let reading = try SnippetReader.read(source)
        return (reading, LayoutEngine.layout(reading.root, in: canvas))
    }

    func expectSameLayout(_ source: String, _ built: ViewNode, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (reading, placed) = try laidOut(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)", sourceLocation: sourceLocation)
        #expect(placed.withoutOrigins == LayoutEngine.layout(built, in: canvas), sourceLocation: sourceLocation)
    }

    func screen(_ source: String, _ name: String, host: LayoutHost) throws -> (tree: ScreenTree, placed: PlacedView) {
        let reader = ScreenReader(sources: [(path: "Screen.swift", source: source)])
        let tree = try reader.tree(of: name, options: ReadingOptions(host: host))
        return (tree, LayoutEngine.layout(tree.root, in: host))
    }

    func host(_ id: String, _ orientation: Orientation = .portrait) throws -> LayoutHost {
        LayoutHost(device: try #require(DeviceCatalog.device(id: id)), orientation: orientation)
    }

    @Test func aNavigationLinkIsAButtonAroundItsLabelAndItsDestinationIsNotLaidOut() throws {
        for source in [
            #"NavigationLink(destination: Text("Detail page")) { Text("Open") }"#,
            #"NavigationLink { Text("Detail page") } label: { Text("Open") }"#,
            #"NavigationLink("Open", destination: Text("Detail page"))"#,
            #"NavigationLink("Open", value: 3)"#,
        ] {
            try expectSameLayout(source, .navigationLink(label: .text("Open")))
            let (_, placed) = try laidOut(source)
            #expect(placed.kind == .view("NavigationLink") && placed.label == "Open")
            #expect(placed.first(kind: .view("Text"), label: "Detail page") == nil)
        }
    }

    @Test func aNavigationLinkRowHasAnIndicator() throws {
        let (_, placed) = try laidOut(#"List { NavigationLink("Open", value: 1); Text("Plain") }"#)
        #expect(placed.children[0].children.first?.children.map(\.kind.name) == ["NavigationLink", "Spacer", "DisclosureIndicator"])
        // The plain row is not touched.
        #expect(placed.children[1].children.first?.kind == .view("Text"))
    }

    @Test func aTitleKnownOnlyAtRunTimeKeepsItsControlAndIsLaidOutWithASample() throws {
        let (reading, placed) = try laidOut(#"VStack { Button(title) { }; NavigationLink(item.name, value: item); Toggle(name, isOn: $on) }"#)
        #expect(placed.children.map(\.kind.name) == ["Button", "NavigationLink", "Toggle"])
        #expect(placed.children.allSatisfy { !$0.isOpaque && $0.children.first?.textSample?.length == .typical })
        #expect(reading.issues.isEmpty)
    }

    @Test func labelsWithClosuresOrARunTimeTitle() throws {
        try expectSameLayout(
            #"Label { Text("Inbox") } icon: { Image(systemName: "tray") }"#, .label(title: "Inbox", systemImage: "tray"))
        let (_, placed) = try laidOut(#"Label(folder.name, systemImage: folder.icon)"#)
        #expect(placed.kind == .view("Label") && !placed.isOpaque)
        #expect(placed.children.map(\.kind.name) == ["Image", "Text"])
        #expect(!placed.children[0].isOpaque && placed.children[1].textSample != nil)
        // The icon-only style keeps the icon, still from the closure.
        try expectSameLayout(
            #"Label { Text("Inbox") } icon: { Image(systemName: "tray") }.labelStyle(.iconOnly)"#, .image(systemName: "tray"))
    }

    @Test func aGroupsModifiersApplyToEachOfItsViews() throws {
        try expectSameLayout(
            #"VStack { Group { Text("a"); Text("b") }.padding(4).frame(width: 50) }"#,
            .vStack([ViewNode.text("a").padding(4).frame(width: 50), ViewNode.text("b").padding(4).frame(width: 50)]))
        try expectSameLayout(
            #"Color.red.overlay(Group { Text("a") })"#, ViewNode.color("red").overlay(.text("a")))
    }

    @Test func ifConfigInAModifierChainFollowsThePlatform() throws {
        try expectSameLayout(
            """
            Text("a")
                #if os(iOS)
                .padding(4)
                #else
                .padding(40)
                #endif
                .frame(width: 100)
            """,
            ViewNode.text("a").padding(4).frame(width: 100))
        try expectSameLayout(
            """
            VStack {
                #if !targetEnvironment(macCatalyst) && !os(visionOS)
                Text("phone")
                #endif
                #if canImport(UIKit)
                Text("uikit")
                #endif
            }
            """,
            .vStack([.text("phone"), .text("uikit")]))
    }

    @Test func anUnknownCompileConditionIsAnAssumption() throws {
        let (tree, _) = try screen(
            """
            struct CrashView: View {
                var body: some View {
                    VStack {
                        #if canImport(CrashReporter)
                        Text("report")
                        #else
                        Text("plain")
                        #endif
                    }
                }
            }
            """, "CrashView", host: try host("iphone-15"))
        #expect(tree.assumptions.map(\.message) == ["took '#if canImport(CrashReporter)': its value is unknown"])
        #expect(tree.root.children.map(\.label) == ["report"])
    }

    /// A screen is laid out as the app's users see it: a release build, its debug switches off
    /// (`DebugSwitch`). A debug build's `#if` takes the release clause, with no assumption; an
    /// `if` on a Boolean named as a debug or developer switch takes its other branch in both
    /// optional-content scenarios. Other names stay run-time choices.
    @Test func aDebugBuildsCodeAndADebugSwitchsPanelAreNotTheUsersScreen() throws {
        let source = """
            struct Forecast: View {
                @State private var isDebugMode = false
                @State private var showsDetails = false
                let model: Model
                var body: some View {
                    VStack {
                        #if DEBUG
                        Text("build 42")
                        #elseif DEBUG_MENU
                        Text("menu")
                        #else
                        Text("Forecast")
                        #endif
                        if model.debug {
                            Text("spinner=true pending=false")
                        }
                        if !isDebugMode { Text("Today") } else { Text("state dump") }
                        if model.settings.showDeveloperTools { Text("tools") }
                        if showsDetails { Text("Details") }
                    }
                }
            }
            """
        let present = try screen(source, "Forecast", host: try host("iphone-15"))
        #expect(present.tree.root.children.map(\.label) == ["Forecast", "Today", "Details"])
        #expect(present.tree.assumptions.map(\.message) == ["took the first branch of 'if showsDetails': decided at run time"])
        var absentHost = try host("iphone-15")
        absentHost.optionalContent = .absent
        let absent = try screen(source, "Forecast", host: absentHost)
        #expect(absent.tree.root.children.map(\.label) == ["Forecast", "Today"])
    }

    /// A name the project's build settings never define is false, as the compiler sees it in
    /// every checked-in build: a QA-only row in a view's body or a member the `#if` declares is
    /// left out, with no assumption. A file no target claims settles nothing.
    @Test func aFlagNoBuildSettingDefinesIsFalseInAProjectsFiles() throws {
        let source = """
            struct SettingsScreen: View {
                var body: some View {
                    VStack {
                        Text("About")
                        #if QA_TOOLS
                        Text("Crash the app")
                        #elseif INTERNAL || BETA
                        Text("Internal build")
                        #endif
                        footer
                    }
                }
                #if !QA_TOOLS
                var footer: some View { Text("Version") }
                #else
                var footer: some View { Text("QA build") }
                #endif
            }
            """
        func read(targets: [String], mentioned: Set<String>?) throws -> ScreenTree {
            var facts = ScreenReader(sources: [(path: "Screen.swift", source: source)]).facts
            facts.model.files["Screen.swift"] = FileContext(platforms: [.iOS], deploymentTargets: [:], role: .app, targets: targets)
            facts.model.compilationFlags = CompilationFlags(mentioned: mentioned)
            return try ScreenReader(facts: facts).tree(of: "SettingsScreen", options: ReadingOptions(host: try host("iphone-15")))
        }
        let settled = try read(targets: ["App"], mentioned: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "BETA"])
        #expect(settled.root.children.map(\.label) == ["About", "Internal build", "Version"])
        #expect(settled.assumptions.map(\.message) == ["took '#if INTERNAL || BETA': its value is unknown"])
        let nothingDefined = try read(targets: ["App"], mentioned: [])
        #expect(nothingDefined.root.children.map(\.label) == ["About", "Version"])
        #expect(nothingDefined.assumptions.isEmpty)
        let unclaimed = try read(targets: [], mentioned: [])
        #expect(unclaimed.root.children.map(\.label).prefix(2) == ["About", "Crash the app"])
        #expect(unclaimed.assumptions.map(\.message) == ["took '#if QA_TOOLS': its value is unknown"])
    }

    @Test func aGeometryReaderTakesTheProposalAndPlacesItsContentTopLeading() throws {
        let (reading, placed) = try laidOut(
            "VStack(spacing: 0) { GeometryReader { proxy in Color.red.frame(width: 20, height: 20) }; Color.blue.frame(height: 50) }")
        #expect(reading.issues.isEmpty)
        let geometry = try #require(placed.first(kind: .view("GeometryReader")))
        #expect(geometry.frame == Rect(x: 0, y: 0, width: 200, height: 150))
        #expect(geometry.children[0].frame == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(geometry.traits.contains(.sizedWithoutContent))
        // In a vertical scroll view it is proposed no height and takes 10pt.
        let (_, scrolled) = try laidOut("ScrollView { GeometryReader { _ in Text(\"x\") } }")
        #expect(scrolled.first(kind: .view("GeometryReader"))?.frame.size == Size(width: 200, height: 10))
    }

    @Test func aListPlacesItsSectionsHeadersAboveTheRowsAndFootersBelow() throws {
        for source in [
            #"List { Section("Title") { Text("row") } footer: { Text("note") } }"#,
            #"List { Section(header: Text("Title"), footer: Text("note")) { Text("row") } }"#,
            #"Form { Section { Text("row") } header: { Text("Title") } footer: { Text("note") } }"#,
        ] {
            let (reading, placed) = try laidOut(source)
            #expect(reading.issues.isEmpty, "\(source)")
            let section = try #require(placed.first(kind: .view("Section")))
            #expect(section.children.map(\.kind.name) == ["SectionHeader", "ListRow", "SectionFooter"], "\(source)")
            #expect(!section.children[0].isOpaque && !section.children[2].isOpaque)
            let header = try #require(section.children[0].first(kind: .view("Text")))
            #expect(header.label == "Title" && header.frame.maxY < section.children[1].frame.minY)
            let footer = try #require(section.children[2].first(kind: .view("Text")))
            #expect(footer.label == "note" && footer.frame.minY > section.children[1].frame.maxY)
        }
    }

    @Test func aSectionHeaderOutsideAListIsOpaque() throws {
        let (reading, placed) = try laidOut(
            #"ScrollView { LazyVStack(pinnedViews: .sectionHeaders) { Section { Text("row") } header: { Text("Title") } } }"#)
        let header = try #require(placed.first(kind: .view("SectionHeader")))
        #expect(header.isOpaque && header.children.first?.label == "Title")
        #expect(reading.issues.map(\.message) == ["a Section's header is placed by the list style"])
    }

    @Test func listStylesThatAreModelledLeaveTheListAlone() throws {
        try expectSameLayout(#"List { Text("a") }.listStyle(.insetGrouped)"#, .list([.text("a")]))
        try expectSameLayout(#"List { Text("a") }.listStyle(InsetGroupedListStyle())"#, .list([.text("a")]))
        try expectSameLayout(#"Form { Text("a") }.formStyle(.grouped)"#, .list(kind: .view("Form"), [.text("a")]))
        let (reading, placed) = try laidOut(#"List { Text("a") }.listStyle(.sidebar)"#)
        #expect(placed.isOpaque && placed.kind == .modifier("listStyle"))
        #expect(reading.issues.map(\.message) == ["listStyle 'sidebar' is not modelled (only the inset-grouped look is)"])
    }

    @Test func aNavigationViewShowsColumnsAtRegularWidthUnlessStacked() throws {
        let source = """
            struct Home: View {
                var body: some View {
                    NavigationView { Text("Home") }
                }
            }
            struct StackedHome: View {
                var body: some View {
                    NavigationView { Text("Home") }.navigationViewStyle(.stack)
                }
            }
            """
        let iPad = try host("ipad-pro-11")
        #expect(try screen(source, "Home", host: iPad).placed.isOpaque)
        #expect(try !screen(source, "Home", host: try host("iphone-15")).placed.isOpaque)
        let stacked = try screen(source, "StackedHome", host: iPad).placed
        #expect(stacked.kind == .view("NavigationView") && !stacked.isOpaque)
    }

    @Test func aResizablePictureInAFixedFrameHasAKnownSize() throws {
        let (reading, placed) = try laidOut(#"Image("photo").resizable().scaledToFill().frame(width: 50, height: 40)"#)
        #expect(placed.kind == .modifier("frame") && placed.frame.size == Size(width: 50, height: 40))
        #expect(placed.traits.contains(.sizedWithoutContent))
        // The frame gives the picture its size, so the image is known too (`RunTimePictures`).
        #expect(placed.first(kind: .view("Image")).map { !$0.isOpaque && $0.frame.size == Size(width: 50, height: 40) } == true)
        #expect(reading.issues.isEmpty)
        // A symbol named at run time is a symbol all the same.
        try expectSameLayout("Image(systemName: item.icon)", .image(systemName: "item.icon"))
    }

    @Test func theAppsOwnModifiersAreFollowed() throws {
        let source = """
            struct Card: ViewModifier {
                let inset: CGFloat
                func body(content: Content) -> some View {
                    content.padding(inset).background(Color.gray)
                }
            }
            extension View {
                func bordered(_ width: CGFloat = 2) -> some View {
                    padding(width).frame(width: 100)
                }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text("a").modifier(Card(inset: 12))
                        Text("b").bordered()
                        Text("c").bordered(6)
                        Text("d").sparkle()
                    }
                }
            }
            """
        let phone = try host("iphone-15")
        let (tree, placed) = try screen(source, "Screen", host: phone)
        let expected = LayoutEngine.layout(
            .vStack([
                ViewNode.text("a").padding(12).background(ViewNode.color("gray").ignoresSafeArea()),
                ViewNode.text("b").padding(2).frame(width: 100),
                ViewNode.text("c").padding(6).frame(width: 100),
                .opaque(.modifier("sparkle"), reason: "unknown modifier 'sparkle'", children: [.text("d")]),
            ]), in: phone)
        #expect(placed.withoutOrigins == expected)
        #expect(tree.issues.map(\.message) == ["unknown modifier 'sparkle'"])
    }
}
