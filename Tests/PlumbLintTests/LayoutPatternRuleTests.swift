import PlumbCore
@testable import PlumbLint
import XCTest

/// Cases of the layout-pattern rules that single-file examples cannot show: views used in other
/// files, extensions declared elsewhere, platform scope, and input that is not valid Swift.
final class LayoutPatternRuleTests: XCTestCase {
    private func lint(_ sources: [String: String], configuration yaml: String = "") throws -> LintResult {
        let loader = ConfigurationLoader(knownRules: RuleRegistry.knownRules)
        let configuration = try loader.parse(yaml, file: "test.yml", baseDirectory: "/").withRulesOffForPrecisionOn()
        let inputs = sources.sorted { $0.key < $1.key }.map { LintInput(path: $0.key, source: $0.value) }
        return Linter(configuration: configuration, jobs: 2).lint(inputs)
    }

    private func lines(_ result: LintResult, rule: String) -> [String] {
        result.findings.filter { $0.ruleID == rule }.map { "\($0.position.file):\($0.position.line)" }.sorted()
    }

    private let iconRow = """
        struct TagRow: View {
            var body: some View {
                HStack { Text("Tag"); Button { remove() } label: { Image(systemName: "xmark") } }
            }
        }
        """

    func testTapTargetFollowsAViewTypeIntoTheListOfAnotherFile() throws {
        let inList = try lint(["Row.swift": iconRow, "Screen.swift": "struct Tags: View { var body: some View { List { TagRow() } } }"])
        XCTAssertEqual(lines(inList, rule: "tap-target"), [])
        let inStack = try lint(["Row.swift": iconRow, "Screen.swift": "struct Tags: View { var body: some View { VStack { TagRow() } } }"])
        XCTAssertEqual(lines(inStack, rule: "tap-target"), ["Row.swift:3"])
    }

    func testTapTargetSkipsMacOnlyCode() throws {
        XCTAssertEqual(lines(try lint(["Mac/Preferences/Row.swift": iconRow]), rule: "tap-target"), [])
        XCTAssertEqual(lines(try lint(["Row.swift": "import AppKit\n" + iconRow]), rule: "tap-target"), [])
        XCTAssertEqual(lines(try lint(["Row.swift": iconRow], configuration: "platforms: [macOS]"), rule: "tap-target"), [])
        XCTAssertEqual(lines(try lint(["Row.swift": iconRow], configuration: "platforms: [macOS, iOS]"), rule: "tap-target"), ["Row.swift:3"])
    }

    func testAdaptiveGridSkipsWatchOnlyCode() throws {
        let grid = "let g = LazyVGrid(columns: [GridItem(), GridItem()]) { cells }"
        XCTAssertEqual(lines(try lint(["WatchApp/Home/Picker.swift": grid]), rule: "adaptive-grid"), [])
        XCTAssertEqual(lines(try lint(["Picker.swift": "import WatchKit\n" + grid]), rule: "adaptive-grid"), [])
        XCTAssertEqual(lines(try lint(["App/Picker.swift": grid]), rule: "adaptive-grid"), ["App/Picker.swift:1"])
    }

    func testViewBuilderFunctionSeesStateDeclaredInAnotherFile() throws {
        let result = try lint([
            "Profile.swift": """
                struct Profile: View {
                    @State private var name = ""
                    var body: some View { VStack { TextField("Name", text: $name); header; greeting } }
                }
                """,
            "Profile+Header.swift": """
                extension Profile {
                    var header: some View { HStack { Image(systemName: "person"); Text("Profile") } }
                    var greeting: some View { HStack { Image(systemName: "hand.wave"); Text(name) } }
                }
                """,
        ])
        // `header` reads no state, so it is worth extracting; `greeting` reads `name`, declared in the other file.
        XCTAssertEqual(lines(result, rule: "viewbuilder-function"), ["Profile+Header.swift:2"])
    }

    func testAdaptiveGridFollowsAStaticConstantOfAnotherFile() throws {
        let result = try lint([
            "Layout.swift": "enum Layout { static let columns = [GridItem(.flexible()), GridItem(.flexible())] }",
            "Gallery.swift": "struct Gallery: View { var body: some View { LazyVGrid(columns: Layout.columns) { cells } } }",
        ])
        XCTAssertEqual(lines(result, rule: "adaptive-grid"), ["Gallery.swift:1"])
    }

    func testContainerClosureFixLeavesCallSitesValid() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-cc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let card = directory.appendingPathComponent("Card.swift").path
        let screen = directory.appendingPathComponent("Screen.swift").path
        let screenSource = "struct Screen: View { var body: some View { Card { Text(\"A\") } } }"
        try Data("""
            struct Card<Content: View>: View {
                let content: () -> Content
                var body: some View { content().padding() }
            }
            """.utf8).write(to: URL(fileURLWithPath: card))
        try Data(screenSource.utf8).write(to: URL(fileURLWithPath: screen))
        let loader = ConfigurationLoader(knownRules: RuleRegistry.knownRules)
        let linter = Linter(configuration: try loader.parse("", file: "test.yml", baseDirectory: directory.path).withRulesOffForPrecisionOn(), jobs: 1)
        var result = linter.lint([LintInput(path: card), LintInput(path: screen)])
        result.findings = result.findings.filter { $0.ruleID == "container-closure" }
        XCTAssertEqual(FixApplier().apply(result).fixCount, 1)
        XCTAssertEqual(try String(contentsOfFile: card, encoding: .utf8), """
            struct Card<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { content.padding() }
            }
            """)
        XCTAssertEqual(try String(contentsOfFile: screen, encoding: .utf8), screenSource)
    }

    func testContainerClosurePassedAlongIsReportedWithoutFix() throws {
        let result = try lint(["Card.swift": """
            struct Card<Content: View>: View {
                let content: () -> Content
                var body: some View { Inner(content: content) }
            }
            """])
        let findings = result.findings.filter { $0.ruleID == "container-closure" }
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.fix, [])
    }

    func testRulesSurviveBrokenInput() throws {
        let broken = [
            "Button { } label: { Image(systemName: ",
            "LazyVGrid(columns: [GridItem(.flexible()), ",
            "struct A<Content: View>: View { let content: () -> ",
            "if UIDevice.current.userInterfaceIdiom == { #if targetEnvironment(",
            "ZStack { Color.black; ",
            "@Observable final class",
            ".padding(.top, 47",
            "if a { Text(\"x\") } else if { Text(",
        ]
        for (index, source) in broken.enumerated() {
            _ = try lint(["Broken\(index).swift": source], configuration: "rules: { geometry-gating: warning, action-reference: warning }")
        }
    }
}
