import PlumbSyntax
import SwiftSyntax
import XCTest

final class FactsCollectorTests: XCTestCase {
    private let project = ProjectSources([
        "Theme.swift": """
        import SwiftUI
        enum AppTheme {
            enum Spacing {
                static let small: CGFloat = 8
                static var computed: CGFloat { 4 }
            }
        }
        extension AppTheme.Spacing {
            static let large: CGFloat = 24
        }
        """,
        "Row.swift": """
        import SwiftUI
        let pageMargin: CGFloat = 16
        struct Row: View {
            let title: String
            var body: some View {
                let inner = 3
                return Text(title).padding(AppTheme.Spacing.small)
            }
            func helper() { let hidden = 1 }
        }
        struct Card: SwiftUI.View { var body: some View { VStack(spacing: AppTheme.Spacing.small) {} } }
        """,
    ])

    func testTypesAreKnownByFullNameWithTheirExtensions() {
        XCTAssertEqual(project.facts.types["AppTheme.Spacing"]?.count, 2)
        XCTAssertEqual(project.facts.types["AppTheme.Spacing"]?.map(\.isExtension).sorted { !$0 && $1 }, [false, true])
        XCTAssertNotNil(project.facts.theme)
        XCTAssertEqual(project.facts.themeType("Spacing"), "AppTheme.Spacing")
        XCTAssertTrue(project.facts.isNestedNameSuffix("Spacing"))
    }

    func testMembersKeepConstantsAndShadowingNamesButNoLocals() {
        let spacing = project.facts.members["AppTheme.Spacing"] ?? [:]
        XCTAssertNotNil(spacing["small"]?.initializer)
        XCTAssertNotNil(spacing["large"]?.initializer)
        XCTAssertNotNil(spacing["computed"], "a computed value is a member without a value")
        XCTAssertNil(spacing["computed"]?.initializer)
        XCTAssertEqual(project.facts.constants(of: "AppTheme.Spacing").map(\.name).sorted(), ["large", "small"])
        XCTAssertNil(project.facts.members["Row"]?["inner"])
        XCTAssertNil(project.facts.members["Row"]?["hidden"])
        XCTAssertNotNil(project.facts.members["Row"]?["title"])
    }

    func testInheritanceIsFollowedThroughTheProjectsOwnTypes() {
        let project = ProjectSources([
            "Windows.swift": """
            class AppWindowController: NSWindowController {}
            final class MainWindowController: AppWindowController {}
            extension Settings: Identifiable {}
            struct Settings {}
            class Loop: Cycle {}
            class Cycle: Loop {}
            """,
        ])
        let windows: Set<String> = ["NSWindowController"]
        XCTAssertTrue(project.facts.inherits("MainWindowController", fromAnyOf: windows))
        XCTAssertTrue(project.facts.inherits("Settings", fromAnyOf: ["Identifiable"]), "a conformance an extension declares")
        XCTAssertFalse(project.facts.inherits("Loop", fromAnyOf: windows), "a cycle ends")
        XCTAssertFalse(project.facts.inherits("Unknown", fromAnyOf: windows))
    }

    func testFileValuesBelongToTheirFile() {
        let row = project.file("Row.swift"), theme = project.file("Theme.swift")
        XCTAssertNotNil(project.facts.fileValue(named: "pageMargin", near: row.tree))
        XCTAssertNil(project.facts.fileValue(named: "pageMargin", near: theme.tree))
        XCTAssertTrue(project.facts.file(containing: row.tree.statements.first!) === row)
    }

    func testImportsViewsAndThemeTokens() {
        XCTAssertEqual(project.facts.imports(of: project.file("Row.swift")), ["SwiftUI"])
        XCTAssertTrue(project.facts.isView("Row"))
        XCTAssertTrue(project.facts.isView("Card"))
        XCTAssertFalse(project.facts.isView("AppTheme"))
        let small = project.facts.members["AppTheme.Spacing"]!["small"]!
        XCTAssertTrue(project.facts.isThemeToken(small))
        XCTAssertEqual(project.facts.spacingTokenUses, ["small": 1])
    }

    func testDeclarationsAreFoundFromWhereTheyAreNamed() throws {
        let call = try XCTUnwrap(project.node(FunctionCallExprSyntax.self, "Text(title)", in: "Row.swift"))
        XCTAssertEqual(project.facts.enclosingTypeName(of: call), "Row")
        XCTAssertEqual(project.facts.declarations(ofTypeNamed: "Card", near: call).count, 1)
        XCTAssertTrue(project.facts.declarations(ofTypeNamed: "Missing", near: call).isEmpty)
        XCTAssertNotNil(project.facts.memberVariable(named: "title", of: "Row"))
    }

    func testViewMethodsAreTheInstanceMethodsWithABodyOfTheViewDeclarations() {
        let project = ProjectSources([
            "B.swift": """
            extension View {
                static func cardStyle() -> some View { EmptyView() }
                func cardStyle() -> some View { padding(8) }
            }
            """,
            "A.swift": """
            extension View {
                var cardStyle: some View { self }
                func badge() -> some View { overlay(Circle()) }
            }
            extension SwiftUI.View { func onlyQualified() -> some View { self } }
            """,
        ])
        XCTAssertEqual(project.facts.viewMethod(named: "cardStyle")?.body?.statements.trimmedDescription, "padding(8)")
        XCTAssertEqual(project.facts.viewMethod(named: "badge")?.name.text, "badge")
        XCTAssertNil(project.facts.viewMethod(named: "padding"))
        // `SwiftUI.View`'s are read only when the project declares nothing as `View`, as a reader looks them up.
        XCTAssertNil(project.facts.viewMethod(named: "onlyQualified"))
        let qualified = ProjectSources(["Q.swift": "extension SwiftUI.View { func onlyQualified() -> some View { self } }"])
        XCTAssertNotNil(qualified.facts.viewMethod(named: "onlyQualified"))
    }
}

final class SpacingTokenTallyTests: XCTestCase {
    func testCountsTokensWrittenAsStackSpacing() {
        let text = "VStack(spacing: AppTheme.Spacing.medium) HStack(spacing: AppTheme.Spacing.medium) .padding(AppTheme.Spacing.small) VStack(spacing: AppTheme.Spacing.)"
        XCTAssertEqual(SpacingTokenTally.count(in: Array(text.utf8), themeName: "AppTheme"), ["medium": 2])
    }
}
