import PlumbCore
@testable import PlumbLint
import PlumbSwiftUI
import PlumbSyntax
import Testing

/// Issue 34, class 2: the devices a screen is laid out on are where its code runs, as
/// `CodeScope` says for every rule: availability, `#if` clauses and imports alike.
@Suite struct ScreenPlatformTests {
    private func platforms(_ source: String, path: String = "App/Screens.swift") -> [String: Set<DevicePlatform>?] {
        var facts = ProjectFacts(themeName: "AppTheme")
        let file = SourceFile(path: path, source: source)
        facts.merge(FactsCollector.collect(file, bytes: Array(source.utf8), themeName: "AppTheme"), of: file)
        let found = ScreenFinder.screens(in: [file], facts: facts, graph: ViewGraph(facts: facts)).screens
        return Dictionary(found.map { ($0.name, $0.platforms) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aViewUnavailableOnIOSIsTheMacsAndALaterOneIsNot() {
        let found = platforms("""
            import SwiftUI
            @available(iOS, introduced: 14, unavailable)
            struct NetworkPane: View { var body: some View { Form { Text("Port") } } }
            @available(iOS, unavailable)
            @available(visionOS, unavailable)
            struct SharingPane: View { var body: some View { Form { Text("Share") } } }
            @available(macOS 13, *)
            struct LaterPane: View { var body: some View { Form { Text("Later") } } }
            """)
        #expect(found["NetworkPane"] == .some([]))
        #expect(found["SharingPane"] == .some([]))
        #expect(found["LaterPane"] == .some(nil))
    }

    @Test func branchesAndImportsSayWhereAScreenRuns() {
        let branches = platforms("""
            import SwiftUI
            #if os(macOS)
            struct Preferences: View { var body: some View { Form { Text("Mac") } } }
            #endif
            #if !os(macOS)
            struct Account: View { var body: some View { List { Text("Phone") } } }
            #endif
            """)
        #expect(branches["Preferences"] == .some([]))
        #expect(branches["Account"] == .some(nil), "iPhone and iPad, as where nothing says")
        let appKit = platforms("import AppKit\nimport SwiftUI\nstruct Inspector: View { var body: some View { Form { Text(\"A\") } } }")
        #expect(appKit["Inspector"] == .some([]))
        let television = platforms("import SwiftUI\n#if os(tvOS)\nstruct Shelf: View { var body: some View { List { Text(\"TV\") } } }\n#endif")
        #expect(television["Shelf"] == .some([.tvOS]))
    }
}

/// Issue 34, class 2: a type that extends an AppKit type is the Mac's for every rule, unless
/// the file writes a stand-in of that name for the other platforms.
@Suite struct AppKitTypeScopeTests {
    private let button = "Button { open() } label: { Image(systemName: \"plus\") }"

    @Test func aRepresentableOrWindowSubclassGetsNoTouchRules() throws {
        let files = [
            "Package.swift": "let package = Package(name: \"Kit\", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: \"Kit\")])",
            "Sources/Kit/Field.swift": """
                import SwiftUI
                struct Field: NSViewRepresentable {
                    func makeNSView(context: Context) -> NSTextField { NSTextField() }
                    func updateNSView(_ view: NSTextField, context: Context) {}
                    var overlay: some View { \(button) }
                }
                final class Palette: NSPanel {
                    let content = NSHostingView(rootView: \(button))
                }
                struct Toolbar: View { var body: some View { \(button) } }
                """,
        ]
        let findings = try ProjectLint.findings(files).filter { $0.hasPrefix("tap-target ") }
        #expect(findings == ["tap-target Sources/Kit/Field.swift:10"])
    }

    @Test func aStandInForOtherPlatformsKeepsTheRules() throws {
        let findings = try ProjectLint.findings([
            "Package.swift": "let package = Package(name: \"Kit\", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: \"Kit\")])",
            "Sources/Kit/Field.swift": """
                import SwiftUI
                #if os(iOS)
                typealias NSViewRepresentable = UIViewRepresentable
                #endif
                struct Field: NSViewRepresentable {
                    var overlay: some View { \(button) }
                }
                """,
        ]).filter { $0.hasPrefix("tap-target ") }
        #expect(findings == ["tap-target Sources/Kit/Field.swift:6"])
    }
}
