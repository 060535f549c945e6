import Foundation
import PlumbCore
@testable import PlumbLint
import PlumbSyntax
import XCTest

/// Lint runs on small projects written to disk: what the project model changes in findings.
final class ProjectModelLintTests: XCTestCase {
    private func lint(_ files: [String: String], configuration yaml: String = "") throws -> [String] {
        try ProjectLint.findings(files, configuration: yaml)
    }

    private let smallButton = """
        struct Toolbar: View {
            var body: some View {
                Button { add() } label: { Image(systemName: "plus") }
            }
        }
        """

    private func package(_ platforms: String) -> String {
        "let package = Package(name: \"App\", platforms: [\(platforms)], targets: [.executableTarget(name: \"App\"), .testTarget(name: \"AppTests\")])"
    }

    func testAMacOnlyAppHasNoTouchFindings() throws {
        let mac = try lint(["Package.swift": package(".macOS(.v14)"), "Sources/App/Toolbar.swift": smallButton])
        XCTAssertFalse(mac.contains { $0.hasPrefix("tap-target") }, "\(mac)")
        let phone = try lint(["Package.swift": package(".iOS(.v17)"), "Sources/App/Toolbar.swift": smallButton])
        XCTAssertTrue(phone.contains("tap-target Sources/App/Toolbar.swift:3"), "\(phone)")
        let both = try lint(["Package.swift": package(".iOS(.v17), .macOS(.v14)"), "Sources/App/Toolbar.swift": smallButton])
        XCTAssertTrue(both.contains("tap-target Sources/App/Toolbar.swift:3"), "code that also runs on iPhone is checked for it")
    }

    /// `geometry-reader` is quiet where the project deploys below the alternatives' release
    /// (iOS 16), and speaks where the code is raised to it with `if #available`.
    func testGeometryReaderIsQuietBelowTheAlternativesDeploymentTarget() throws {
        let reader = """
            struct Card: View {
                var body: some View {
                    GeometryReader { proxy in Text("A").frame(width: proxy.size.width / 2) }
                    if #available(iOS 17, *) {
                        GeometryReader { proxy in Text("B").frame(width: proxy.size.width / 2) }
                    }
                }
            }
            """
        let old = try lint(["Package.swift": package(".iOS(.v15)"), "Sources/App/Card.swift": reader])
        XCTAssertEqual(old.filter { $0.hasPrefix("geometry-reader") }, ["geometry-reader Sources/App/Card.swift:5"], "\(old)")
        let current = try lint(["Package.swift": package(".iOS(.v17)"), "Sources/App/Card.swift": reader])
        XCTAssertEqual(current.filter { $0.hasPrefix("geometry-reader") }.count, 2, "\(current)")
    }

    /// `sheet-detents` is quiet where the project deploys below iOS 16, which brought
    /// `.presentationDetents`, and speaks where the code is raised to it with `if #available`.
    func testSheetDetentsAreQuietBelowTheirDeploymentTarget() throws {
        let home = """
            struct Home: View {
                @State private var adding = false
                var body: some View {
                    Button("Add") { adding = true }
                        .sheet(isPresented: $adding) { Text("New") }
                    if #available(iOS 16, *) {
                        Button("Edit") { adding = true }
                            .sheet(isPresented: $adding) { Text("Edit") }
                    }
                }
            }
            """
        let old = try lint(["Package.swift": package(".iOS(.v14)"), "Sources/App/Home.swift": home])
        XCTAssertEqual(old.filter { $0.hasPrefix("sheet-detents") }, ["sheet-detents Sources/App/Home.swift:8"], "\(old)")
        let current = try lint(["Package.swift": package(".iOS(.v16)"), "Sources/App/Home.swift": home])
        XCTAssertEqual(current.filter { $0.hasPrefix("sheet-detents") }.count, 2, "\(current)")
    }

    func testMacOnlyCodeInsideAMultiplatformFileHasNoTouchFindings() throws {
        let file = "#if os(macOS)\n" + smallButton + "\n#else\nlet other = 1\n#endif\n"
        let findings = try lint(["Package.swift": package(".iOS(.v17), .macOS(.v14)"), "Sources/App/Toolbar.swift": file])
        XCTAssertFalse(findings.contains { $0.hasPrefix("tap-target") }, "\(findings)")
    }

    func testTestCodeIsSkippedUnlessConfigured() throws {
        let files = [
            "Package.swift": package(".iOS(.v17)"),
            "Sources/App/Toolbar.swift": "struct Home: View { var body: some View { Text(\"A\") } }",
            "Tests/AppTests/ToolbarTests.swift": smallButton,
            "Sources/App/Snapshots.swift": "import SnapshotTesting\n" + smallButton,
        ]
        let skipped = try lint(files)
        XCTAssertFalse(skipped.contains { $0.hasPrefix("tap-target") }, "\(skipped)")
        let checked = try lint(files, configuration: "check_tests: true")
        XCTAssertTrue(checked.contains("tap-target Tests/AppTests/ToolbarTests.swift:3"), "\(checked)")
        XCTAssertTrue(checked.contains("tap-target Sources/App/Snapshots.swift:4"), "\(checked)")
    }

    private let schemeCheck = """
        struct Card: View {
            @Environment(\\.colorScheme) private var colorScheme
            var body: some View { Text("A") }
        }
        """

    func testAnInAppAppearanceSettingMeansTheAppSwitches() throws {
        let setting = """
            struct SettingsView: View {
                @AppStorage("appearance") private var appearance: String = "system"
                var body: some View { Text("A").preferredColorScheme(appearance == "dark" ? .dark : nil) }
            }
            """
        let findings = try lint(["Card.swift": schemeCheck, "Settings.swift": setting])
        XCTAssertFalse(findings.contains { $0.hasPrefix("no-color-scheme-checks") }, "\(findings)")
        let unknown = try lint(["Card.swift": schemeCheck])
        XCTAssertFalse(unknown.contains { $0.hasPrefix("no-color-scheme-checks") }, "no evidence: the setting is not assumed")
    }

    func testALockedInterfaceStyleMeansTheAppDoesNotSwitch() throws {
        let plist = "<plist><dict>\n<key>UIUserInterfaceStyle</key>\n<string>Light</string>\n</dict></plist>"
        let findings = try lint(["Card.swift": schemeCheck, "App/Info.plist": plist])
        XCTAssertTrue(findings.contains("no-color-scheme-checks Card.swift:2"), "\(findings)")
        let configured = try lint(["Card.swift": schemeCheck, "App/Info.plist": plist], configuration: "design: { appearance: switchable }")
        XCTAssertFalse(configured.contains { $0.hasPrefix("no-color-scheme-checks") }, "the configuration wins")
    }

    func testAFileWithoutViewsExitsClean() throws {
        XCTAssertEqual(try lint(["A.swift": "struct A {}"]), [])
    }
}
