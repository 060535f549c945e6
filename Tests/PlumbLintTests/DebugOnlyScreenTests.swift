import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
@testable import PlumbLint
import Testing

/// A screen only debug builds show (declared in `#if DEBUG`, or presented only from code there)
/// is not in the build the app's users run: the layout rules do not lay it out, and coverage
/// names it. Its `#else`, and a screen a release path also shows, ship and are laid out.
@Suite struct DebugOnlyScreenTests {
    private func found(_ sources: [String: String]) -> ScreenFinder.Found {
        var facts = ProjectFacts(themeName: "AppTheme")
        let files = sources.map { path, source in
            let file = SourceFile(path: path, source: source)
            facts.merge(FactsCollector.collect(file, bytes: Array(source.utf8), themeName: "AppTheme"), of: file)
            return file
        }
        return ScreenFinder.screens(in: files, facts: facts, graph: ViewGraph(facts: facts))
    }

    private func found(_ source: String) -> ScreenFinder.Found { found(["App.swift": source]) }

    static let app = """
        @main struct NotesApp: App { var body: some Scene { WindowGroup { Home() } } }
        """

    /// The app's first screen, with a sheet only a debug build attaches.
    static let homeWithDebugSheet = """
        struct Home: View {
            @State private var showsTools = false
            var body: some View {
                NavigationStack { List { Text("Notes") } }
                #if DEBUG
                    .sheet(isPresented: $showsTools) { Checklist() }
                #endif
            }
        }
        """

    static let debugOnly: [String] = [
        // The whole file is the debug build's.
        """
        \(app)
        struct Home: View { var body: some View { NavigationStack { List { Text("Notes") } } } }
        #if DEBUG
        struct Checklist: View {
            var body: some View { NavigationStack { VStack { Text("1. Seed the store") } } }
        }
        #endif
        """,
        // A sheet only a debug build attaches, to a view the release build has too.
        """
        \(app)
        \(homeWithDebugSheet)
        struct Checklist: View { var body: some View { NavigationStack { VStack { Text("1. Seed the store") } } } }
        """,
        // A debug section of a settings list pushes it, under a debug menu's own flag.
        """
        \(app)
        struct Home: View {
            var body: some View {
                NavigationStack {
                    List {
                        Section("General") { Text("Theme") }
                        #if DEBUG_MENU
                        Section("Developer") { NavigationLink("Checklist") { Checklist() } }
                        #endif
                    }
                }
            }
        }
        struct Checklist: View { var body: some View { List { Text("1. Seed the store") } } }
        """,
        // Reached through a debug-only view, and from a preview.
        """
        \(app)
        struct Home: View { var body: some View { NavigationStack { List { Text("Notes") } } } }
        #if DEBUG
        struct DeveloperMenu: View { var body: some View { VStack { Checklist() } } }
        #endif
        struct Checklist: View { var body: some View { ScrollView { Text("1. Seed the store") } } }
        #Preview { Checklist() }
        """,
    ]

    @Test(arguments: debugOnly)
    func aScreenOnlyDebugBuildsShowIsNotLaidOut(source: String) {
        let found = found(source)
        #expect(!found.screens.map(\.name).contains("Checklist"))
        #expect(found.shownOnlyInDebugBuilds == ["Checklist"])
        #expect(found.screens.map(\.name).contains("Home"), "the release build's screen is laid out")
    }

    static let shipped: [String] = [
        // The `#else` of `#if DEBUG` is the release build's.
        """
        \(app)
        struct Home: View {
            var body: some View {
                NavigationStack {
                    #if DEBUG
                    NavigationLink("Notes") { Text("Seeded notes") }
                    #else
                    NavigationLink("Notes") { Checklist() }
                    #endif
                }
            }
        }
        struct Checklist: View { var body: some View { List { Text("Your notes") } } }
        """,
        // `#if !DEBUG` is the release build's.
        """
        \(app)
        struct Home: View { var body: some View { NavigationStack { List { Text("Notes") } } } }
        #if !DEBUG
        struct Checklist: View { var body: some View { NavigationStack { List { Text("Your notes") } } } }
        #endif
        """,
        // A debug toolbar button and a release link both show it.
        """
        \(app)
        struct Home: View {
            @State private var showsTools = false
            var body: some View {
                NavigationStack {
                    List { NavigationLink("Checklist") { Checklist() } }
                        .toolbar {
                            #if DEBUG
                            Button("Tools") { showsTools = true }
                            #endif
                        }
                        #if DEBUG
                        .sheet(isPresented: $showsTools) { Checklist() }
                        #endif
                }
            }
        }
        struct Checklist: View { var body: some View { List { Text("Your notes") } } }
        """,
        // A flag that does not name a debug build (a beta's) may be the release build's.
        """
        \(app)
        struct Home: View { var body: some View { NavigationStack { List { Text("Notes") } } } }
        #if BETA
        struct Checklist: View { var body: some View { NavigationStack { List { Text("Your notes") } } } }
        #endif
        """,
    ]

    @Test(arguments: shipped)
    func aScreenTheReleaseBuildShowsIsLaidOut(source: String) {
        let found = found(source)
        #expect(found.screens.map(\.name).contains("Checklist"))
        #expect(found.shownOnlyInDebugBuilds.isEmpty)
    }

    @Test func aDebugScreenInAnotherFileThanItsSheetIsNotLaidOut() {
        let found = found([
            "Home.swift": Self.app + "\n" + Self.homeWithDebugSheet,
            "Debug/Checklist.swift": """
                #if DEBUG
                import SwiftUI
                struct Checklist: View { var body: some View { NavigationStack { Text("1. Seed the store") } } }
                #endif
                """,
        ])
        #expect(found.screens.map(\.name) == ["Home"])
        #expect(found.shownOnlyInDebugBuilds == ["Checklist"])
    }

    /// The lint rules lint a debug build's code (SwiftLint's practice): for them a use in
    /// `#if DEBUG` is a use, and only previews make a view preview code.
    @Test func theLintRulesCountADebugBuildsUse() throws {
        var facts = ProjectFacts(themeName: "AppTheme")
        let source = Self.debugOnly[1]
        let file = SourceFile(path: "App.swift", source: source)
        facts.merge(FactsCollector.collect(file, bytes: Array(source.utf8), themeName: "AppTheme"), of: file)
        let graph = ViewGraph(facts: facts)
        #expect(ViewReach.of("Checklist", in: graph) == .app)
        #expect(ViewReach.of("Checklist", in: graph, debugCodeIn: facts) == .debugBuildsOnly)
        #expect(!PreviewCode.isReachedOnlyByPreviews("Checklist", in: graph))
    }

    @Test func coverageNamesADebugScreen() throws {
        let configuration = try ConfigurationLoader(knownRules: RuleRegistry.knownRules).parse("", file: "test.yml", baseDirectory: "/")
        let result = Linter(configuration: configuration, options: LintOptions(jobs: 1, keepsLayoutScreens: true))
            .lint([LintInput(path: "App.swift", source: Self.debugOnly[0])])
        let coverage = LayoutCoverage(try #require(result.layoutScreens))
        #expect(coverage.screens.map(\.name) == ["Home"])
        #expect(coverage.leftOut.map(\.name) == ["Checklist"])
        #expect(coverage.text(listingViews: false).contains("App.swift:4:1: note: Checklist: not laid out: shown only in debug builds"))
        #expect(coverage.json.rendered.contains("shown only in debug builds"))
    }
}
