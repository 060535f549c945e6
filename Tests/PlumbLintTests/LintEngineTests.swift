import PlumbCore
@testable import PlumbLint
import XCTest

final class LintEngineTests: XCTestCase {
    private func lint(_ sources: [String: String], configuration yaml: String = "") throws -> LintResult {
        let loader = ConfigurationLoader(knownRules: RuleRegistry.knownRules)
        let configuration = try loader.parse(yaml, file: "test.yml", baseDirectory: "/").withRulesOffForPrecisionOn()
        let inputs = sources.sorted { $0.key < $1.key }.map { LintInput(path: $0.key, source: $0.value) }
        return Linter(configuration: configuration, jobs: 2).lint(inputs)
    }

    private func lines(_ result: LintResult, rule: String = "spacing-grid") -> [String] {
        result.findings.filter { $0.ruleID == rule }.map { "\($0.position.file):\($0.position.line)" }
    }

    // MARK: Dispatch

    /// The walker hands rules only the kinds it overrides: a rule subscribing to another would
    /// never be called.
    func testEveryRuleSubscribesToKindsTheWalkerDispatches() {
        for case let rule as any SyntaxRule.Type in RuleRegistry.all {
            for kind in rule.nodeKinds {
                XCTAssertNotNil(DispatchedKind(kind), "\(rule.description.id) subscribes to \(kind), which RuleWalker does not dispatch")
            }
        }
    }

    // MARK: Suppressions

    func testDisableAndEnable() throws {
        let result = try lint(["A.swift": """
            let a = Text("").padding(10)
            // plumb:disable spacing-grid
            let b = Text("").padding(10)
            // plumb:enable spacing-grid
            let c = Text("").padding(10)
            """])
        XCTAssertEqual(lines(result), ["A.swift:1", "A.swift:5"])
    }

    func testDisableNextAndThis() throws {
        let result = try lint(["A.swift": """
            // plumb:disable:next spacing-grid
            let a = Text("").padding(10)
            let b = Text("").padding(10) // plumb:disable:this spacing-grid
            let c = Text("").padding(10) // plumb:disable:this spacing-token
            """])
        XCTAssertEqual(lines(result), ["A.swift:4"])
    }

    func testAllSilencesEveryRule() throws {
        let result = try lint(["A.swift": """
            // plumb:disable all
            let a = ScrollView { }.safeAreaInset(edge: .bottom) { }.padding(10)
            // plumb:enable all
            let b = Text("").padding(10) // plumb:disable:this all - reason given here
            let c = Text("").padding(10)
            """])
        XCTAssertEqual(result.findings.map(\.position.line), [5])
    }

    func testDirectiveInsideAStringIsNotAComment() throws {
        let result = try lint(["A.swift": """
            let s = "// plumb:disable:next spacing-grid"
            let a = Text("").padding(10)
            """])
        XCTAssertEqual(lines(result), ["A.swift:2"])
    }

    // MARK: Resolution

    func testConstantIsReportedOnceAtItsDeclarationAcrossFiles() throws {
        let result = try lint([
            "Layout.swift": "enum Layout {\n    static let gutter: CGFloat = 10\n}\n",
            "A.swift": "let a = Text(\"\").padding(Layout.gutter)\nlet b = VStack(spacing: Layout.gutter) { }\n",
            "B.swift": "let c = Text(\"\").padding(.top, Layout.gutter)\n",
        ])
        XCTAssertEqual(lines(result), ["Layout.swift:2"])
    }

    /// A file with no views lets its tree go after the facts pass and parses again for its walk
    /// and for what other files ask of it (`SourceFile`): nothing it holds may be lost.
    func testFilesWithoutViewsAreCheckedAndReadLikeTheOthers() throws {
        let sources = [
            "Metrics.swift": "import UIKit\nenum Metrics { static let gap: CGFloat = 7 }\nlet bounds = UIScreen.main.bounds\n",
            "Screen.swift": "import SwiftUI\nstruct Screen: View {\n    var body: some View { NavigationStack { Text(\"a\").padding(Metrics.gap) } }\n}\n",
            // A view whose `View` conformance another file declares: its file is read for screens.
            "Card.swift": "struct Card {\n    var body: some View { NavigationStack { Text(\"b\") } }\n}\n",
            "Card+View.swift": "import SwiftUI\nextension Card: View {}\n",
        ]
        let result = try lint(sources)
        XCTAssertEqual(lines(result), ["Metrics.swift:2"])
        XCTAssertEqual(lines(result, rule: "no-screen-bounds"), ["Metrics.swift:3"])
        let configuration = try ConfigurationLoader(knownRules: RuleRegistry.knownRules).parse("", file: "test.yml", baseDirectory: "/").withRulesOffForPrecisionOn()
        let screens = Linter(configuration: configuration, options: LintOptions(jobs: 2, keepsLayoutScreens: true))
            .lint(sources.map { LintInput(path: $0.key, source: $0.value) }).layoutScreens?.entries.map(\.screen.name)
        XCTAssertEqual(screens.map(Set.init), ["Card", "Screen"])
    }

    func testUnresolvedValuesAreSilent() throws {
        let result = try lint(["A.swift": """
            struct Row: View {
                @ScaledMetric var inset: CGFloat = 10
                var gap: CGFloat = 6
                let size: CGSize
                var body: some View {
                    let local = size.width / 3
                    VStack(spacing: gap) { Text("").padding(inset).padding(local).padding(UIConstants.unknown) }
                }
                func row(padding: CGFloat) -> some View { Text("").padding(padding) }
            }
            let padding: CGFloat = 10
            """])
        XCTAssertEqual(lines(result), [])
    }

    func testArithmeticAndLocalConstants() throws {
        let result = try lint(["A.swift": """
            enum AppTheme { enum Spacing { static let medium: CGFloat = 16 } }
            func f() {
                let half = AppTheme.Spacing.medium / 2
                let odd: CGFloat = 2 * 3
                _ = Text("").padding(half).padding(AppTheme.Spacing.medium * 0.75).padding(odd)
            }
            """])
        XCTAssertEqual(lines(result), ["A.swift:4"])
    }

    func testShadowingParameterIsNotResolvedToTheOuterConstant() throws {
        let result = try lint(["A.swift": """
            struct Card: View {
                private let inset: CGFloat = 16
                var body: some View { Text("") }
                func padded(inset: CGFloat) -> some View { Text("").padding(inset) }
                func looped() -> some View { ForEach([6, 10], id: \\.self) { inset in Text("").padding(inset) } }
            }
            """])
        XCTAssertEqual(lines(result), [])
    }

    // MARK: Input that is not clean Swift

    func testParseErrorsAreErrorsAndTheFileIsStillChecked() throws {
        let result = try lint(["A.swift": "let a = Text(\"\").padding(10)\nstruct {\n"])
        XCTAssertEqual(lines(result), ["A.swift:1"])
        XCTAssertEqual(result.findings.filter { $0.ruleID == "parse-error" }.map(\.severity), [.error])
        XCTAssertEqual(result.unfixablePaths, ["A.swift"])
    }

    func testInvalidUTF8AndBinaryAreNotedNotCrashed() {
        let configuration = Configuration(baseDirectory: "/")
        let result = Linter(configuration: configuration).lint([
            LintInput(path: "Bad.swift", contents: [0x6C, 0x65, 0x74, 0xFF, 0xFE]),
            LintInput(path: "Binary.swift", contents: [0x00, 0x01, 0x02]),
            LintInput(path: "Empty.swift", contents: []),
        ])
        XCTAssertEqual(result.findings.filter { $0.ruleID == "parse-error" }.map(\.position.file), ["Bad.swift", "Binary.swift"])
        XCTAssertEqual(result.unfixablePaths, ["Bad.swift", "Binary.swift"])
        XCTAssertEqual(result.fileCount, 3)
    }

    func testGeneratedCodeFeedsTheFactsButIsNotChecked() throws {
        let result = try lint([
            "Theme.swift": "// Generated using plumb theme — do not edit.\nenum Layout { static let gutter: CGFloat = 10 }\nlet a = Text(\"\").padding(10)\n",
            "Screen.swift": "/*\n * Screen\n */\nlet b = Text(\"\").padding(Layout.gutter).padding(16)\n",
            "Generated/AppTheme.swift": "// @generated\nenum AppTheme { enum Spacing { static let medium: CGFloat = 16 } }\n",
        ])
        XCTAssertEqual(lines(result), [], "nothing is reported inside generated code")
        XCTAssertEqual(lines(result, rule: "spacing-token"), ["Screen.swift:4"], "a generated theme is still the theme")
        XCTAssertEqual(result.unfixablePaths, ["Generated/AppTheme.swift", "Theme.swift"])
        XCTAssertFalse(GeneratedCode.isGenerated(Array("import SwiftUI\n// generated by hand\n".utf8)))
        // Lines end at a line feed, with or without a carriage return: the header ends at the code.
        XCTAssertTrue(GeneratedCode.isGenerated(Array("// Header\r\n// Auto-Generated file\r\nimport SwiftUI\r\n".utf8)))
        XCTAssertFalse(GeneratedCode.isGenerated(Array("// Header\r\nimport SwiftUI\r\n// generated by hand\r\n".utf8)))
    }

    func testMissingFileIsAFailure() {
        let result = Linter(configuration: Configuration(baseDirectory: "/")).lint([LintInput(path: "/nonexistent/A.swift")])
        XCTAssertEqual(result.failures, ["/nonexistent/A.swift: cannot read the file"])
    }

    // MARK: Configuration

    func testSeverityOverrideAndOff() throws {
        let result = try lint(["A.swift": "let a = ScrollView { }.safeAreaInset(edge: .bottom) { }.padding(10)\n"],
                              configuration: "rules: { spacing-grid: warning, safe-area-inset-spacing: off }")
        let spacing = result.findings.filter { ["spacing-grid", "safe-area-inset-spacing"].contains($0.ruleID) }
        XCTAssertEqual(spacing.map(\.ruleID), ["spacing-grid"])
        XCTAssertEqual(spacing.map(\.severity), [.warning])
    }

    func testPreviewsAreCheckedOnlyWhenAsked() throws {
        let source = "#Preview { Text(\"\").padding(10) }\n"
        XCTAssertEqual(lines(try lint(["A.swift": source])), [])
        XCTAssertEqual(lines(try lint(["A.swift": source], configuration: "check_previews: true")), ["A.swift:1"])
    }
}
