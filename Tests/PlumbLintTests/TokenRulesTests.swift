import PlumbCore
@testable import PlumbLint
import PlumbSyntax
import SwiftSyntax
import XCTest

/// Design-token rules across files, severities and the symbol catalog: what single-file examples
/// cannot show.
final class TokenRulesTests: XCTestCase {
    private let theme = LintInput(path: "App/Theme/AppTheme.swift", source: """
        import SwiftUI
        enum AppTheme {
            enum Colors {
                static let accent = Color(hex: "#FF6600")
                static let warning = Color.orange
            }
        }
        """)
    private let themeExtras = LintInput(path: "App/Theme/AppTheme+Fonts.swift", source: """
        extension AppTheme {
            enum Fonts { static let body = Font.body }
            enum Spacing { static let medium: CGFloat = 16 }
        }
        extension Color {
            init(hex: String) { self.init(red: 0, green: 0, blue: 0) }
        }
        """)
    private let view = LintInput(path: "App/Views/Card.swift", source: """
        struct Card: View {
            var body: some View { Text("A").foregroundStyle(.orange) }
        }
        """)

    fileprivate func lint(_ inputs: [LintInput], yaml: String = "") throws -> [Finding] {
        let loader = ConfigurationLoader(knownRules: RuleRegistry.knownRules)
        let configuration = try loader.parse(yaml, file: "test.yml", baseDirectory: "/").withRulesOffForPrecisionOn()
        return Linter(configuration: configuration, jobs: 2).lint(inputs).findings
    }

    func testThemeSplitOverFilesIsOneTheme() throws {
        let findings = try lint([theme, themeExtras, view])
        XCTAssertEqual(findings.filter { ["theme-structure", "color-hex-init", "single-accent"].contains($0.ruleID) }, [])
    }

    func testSystemColoursInTheThemeFileAreWarningsAndInViewsErrors() throws {
        let colours = try lint([theme, themeExtras, view]).filter { $0.ruleID == "hardcoded-color" }
        XCTAssertEqual(colours.map(\.position.file), ["App/Theme/AppTheme.swift", "App/Views/Card.swift"])
        XCTAssertEqual(colours.map(\.severity), [.warning, .error])
    }

    func testConfiguredSeverityStillWinsInDefinitions() throws {
        let colours = try lint([theme, view], yaml: "rules: { hardcoded-color: info }").filter { $0.ruleID == "hardcoded-color" }
        XCTAssertEqual(colours.map(\.severity), [.info, .info])
    }

    func testAProjectWithoutThemeIsReportedOnceAtItsFirstView() throws {
        let other = LintInput(path: "App/Views/Alpha.swift", source: "struct Alpha {}\n")
        let findings = try lint([other, view]).filter { $0.ruleID == "theme-structure" || $0.ruleID == "color-hex-init" }
        XCTAssertEqual(findings.map(\.ruleID), ["color-hex-init", "theme-structure"])
        XCTAssertEqual(Set(findings.map(\.position)), [SourcePosition(file: "App/Views/Card.swift", line: 1, column: 8)])
    }

    func testAProjectWithoutThemeIsReportedAtItsMainApp() throws {
        let app = LintInput(path: "App/Zeta.swift", source: "@main\nstruct ZetaApp: App { var body: some Scene { WindowGroup { Card() } } }\n")
        let findings = try lint([app, view]).filter { $0.ruleID == "theme-structure" }
        XCTAssertEqual(findings.map(\.position), [SourcePosition(file: "App/Zeta.swift", line: 2, column: 8)])
    }

    func testAProjectWithoutViewsHasNoProjectFindings() throws {
        XCTAssertEqual(try lint([LintInput(path: "A.swift", source: "struct A {}\n")]), [])
    }

    func testAnEmptyRunReportsNothingForTheProject() throws {
        XCTAssertEqual(try lint([]), [])
    }

    func testTheSymbolCatalogShipsWithThePackage() throws {
        let catalog = try XCTUnwrap(SymbolCatalog.shared)
        XCTAssertTrue(catalog.contains("checkmark.circle.fill"))
        XCTAssertEqual(catalog.currentName(of: "a.book.closed"), "character.book.closed")
        XCTAssertEqual(catalog.firstVersion(of: "arrow.clockwise.square", on: .iPadOS), OSVersion("17.0"))
        XCTAssertEqual(catalog.nearNames(to: "star.fil", maximumDistance: 1), ["star.fill"])
    }

    /// The catalog's rows are read from bytes; they are the rows a reading of the text as lines
    /// of `Character`s gives, for the shipped files and for line breaks, comments and empty fields.
    func testTSVRowsAreTheTextsLines() throws {
        func textRows(_ text: String) -> [[String]] {
            text.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("#") }
                .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        }
        func byteRows(_ text: String) -> [[String]] {
            Array(text.utf8).withUnsafeBufferPointer { TSV.rows(in: $0) }
        }
        let sample = "# comment\r\nname\t2019\r\n\n\ntrailing\t\n\tleading\nStraße\t2020.1\n#\tcommented\nlast"
        XCTAssertEqual(byteRows(sample), textRows(sample))
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PlumbLint/Resources/sf-symbols").standardized
        for file in ["names.tsv", "releases.tsv", "renamed.tsv"] {
            let url = directory.appendingPathComponent(file)
            let rows = try XCTUnwrap(TSV.rows(url), file)
            XCTAssertEqual(rows, textRows(try String(contentsOf: url, encoding: .utf8)), file)
            XCTAssertFalse(rows.isEmpty, file)
        }
    }

    func testAMissingSymbolCatalogIsReportedOnlyWhenTheRuleIsOn() throws {
        let loader = ConfigurationLoader(knownRules: RuleRegistry.knownRules)
        let ruleOn = try loader.parse("rules: { sf-symbol-name: error }", file: "test.yml", baseDirectory: "/")
        let defaults = Configuration(baseDirectory: "/")  // sf-symbol-name is opt-in until its precision earns the default set
        XCTAssertNil(ShippedResources.warning(for: ruleOn, catalogFound: true))
        XCTAssertNil(ShippedResources.warning(for: defaults, catalogFound: false))
        let warning = try XCTUnwrap(ShippedResources.warning(for: ruleOn, catalogFound: false))
        XCTAssertTrue(warning.contains("Plumb_PlumbLint.resources"))
        XCTAssertTrue(warning.contains("sf-symbol-name"))
        XCTAssertNil(ShippedResources.warning(for: ruleOn), "the test bundle ships the catalog")
    }

    func testSymbolNewerThanTheTargetNamesThePlatform() throws {
        let input = LintInput(path: "A.swift", source: #"let a = Image(systemName: "arrow.clockwise.square")"#)
        let findings = try lint([input], yaml: "platforms: [macOS]\ndeployment_target: '13.0'").filter { $0.ruleID == "sf-symbol-name" }
        XCTAssertEqual(findings.map(\.message), [#"SF Symbol "arrow.clockwise.square" needs macOS 14.0, newer than the configured deployment_target 13.0 in .plumb.yml; use an older symbol, or show this one inside `if #available(macOS 14.0, *)`"#])
    }

    func testUnknownSymbolsKeyIsRejected() {
        let loader = ConfigurationLoader(knownRules: RuleRegistry.knownRules)
        XCTAssertThrowsError(try loader.parse("symbols: { names: [a] }", file: "test.yml", baseDirectory: "/"))
        XCTAssertEqual(try loader.parse("symbols: { extra: [a.b] }", file: "test.yml", baseDirectory: "/").extraSymbols, ["a.b"])
    }

    func testBrokenSourceDoesNotCrashTheTokenRules() throws {
        let input = LintInput(path: "Broken.swift", source: """
            struct V: View { var body: some View { Text("A").foregroundStyle(. ).font(.system(size: )).tabItem { Image(
            Color(hex: "#", .custom( Image(systemName: "") switch colorScheme { case
            """)
        XCTAssertNoThrow(try lint([input], yaml: "rules: { font-tokens: warning, symbol-rendering: warning }"))
    }
}

extension TokenRulesTests {
    func testViewsKeptInTheThemeFileAreStillViews() throws {
        let app = LintInput(path: "ContentView.swift", source: """
            enum AppTheme { enum Colors { static let accent = Color.orange } }
            struct ContentView: View {
                var body: some View { Text("A").foregroundStyle(.blue) }
            }
            """)
        let colours = try lint([app]).filter { $0.ruleID == "hardcoded-color" }
        XCTAssertEqual(colours.map(\.position.line), [1, 3])
        XCTAssertEqual(colours.map(\.severity), [.warning, .error])
    }
}

/// Where leading-dot values go, which decides whether `.red` is a colour at all.
final class ValuePositionTests: XCTestCase {
    /// The position of the first `.<name>` member access in `source`.
    private func position(of name: String, in source: String) -> String? {
        let file = SourceFile(path: "A.swift", source: source)
        let member = file.tree.tokens(viewMode: .sourceAccurate)
            .first { $0.text == name && $0.parent?.parent?.is(MemberAccessExprSyntax.self) == true }?
            .parent?.parent?.as(MemberAccessExprSyntax.self)
        switch member.flatMap(ValuePosition.of) {
        case .argument(let call, let label)?: return "\(ValuePosition.calleeName(call) ?? "?")(\(label ?? "_"):)"
        case .declared(let type)?: return type
        case nil: return nil
        }
    }

    func testClimbsThroughChainsBranchesAndReturns() {
        XCTAssertEqual(position(of: "red", in: "let v = Text(\"A\").foregroundStyle(.red.opacity(0.5))"), "foregroundStyle(_:)")
        XCTAssertEqual(position(of: "red", in: "let v = Text(\"A\").tint(on ? .red : .blue)"), "tint(_:)")
        XCTAssertEqual(position(of: "red", in: "let v = Text(\"A\").tint(custom ?? .red)"), "tint(_:)")
        XCTAssertEqual(position(of: "red", in: "let g = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)"), "LinearGradient(colors:)")
        XCTAssertEqual(position(of: "red", in: "var c: Color { switch s { case .a: .red\n default: .blue } }"), "Color")
        XCTAssertEqual(position(of: "red", in: "func c() -> UIColor? { if a { return .red } else { return .blue } }"), "UIColor?")
        XCTAssertEqual(position(of: "red", in: "let c: some ShapeStyle = .red"), "some ShapeStyle")
    }

    func testGivesUpWhereTheTypeIsUnknown() {
        XCTAssertNil(position(of: "red", in: "let same = picked == .red"))
        XCTAssertNil(position(of: "red", in: "switch x { case .red: break }"))
        XCTAssertNil(position(of: "red", in: "let c = .red"))
        XCTAssertNil(position(of: "red", in: "let f = { .red }"))
    }
}

final class TokenNameTests: XCTestCase {
    func testAccentVariantsAreOneAccent() {
        for name in ["accent", "accentColor", "secondaryAccent", "accent2", "brandAccent"] {
            XCTAssertTrue(SingleAccentRule.isAccent(name), name)
        }
        for name in ["accentLight", "onAccent", "accentBackground", "accentTextColor", "primary"] {
            XCTAssertFalse(SingleAccentRule.isAccent(name), name)
        }
    }

    func testHexColours() {
        for text in ["#FFF", "ff6600", "#FF6600CC"] { XCTAssertTrue(HexLiteralRule.isHexColor(text), text) }
        for text in ["", "#", "#FF66", "orange", "#GG6600", "##FFF"] { XCTAssertFalse(HexLiteralRule.isHexColor(text), text) }
    }
}
