import PlumbSyntax
import SwiftSyntax
import XCTest

final class ValueResolverTests: XCTestCase {
    private let project = ProjectSources([
        "Theme.swift": """
        enum AppTheme {
            enum Spacing {
                static let medium: CGFloat = 16
                static let double = medium * 2
            }
        }
        extension CGFloat { static let spacingM: CGFloat = 12 }
        """,
        "View.swift": """
        let fileMargin = 20
        struct Card {
            static let inset = CGFloat(6)
            var stored = 5
            func values(parameter: CGFloat) {
                let local = 4
                let sum = local + 2 * 3
                use(8, 0x10, -1.5, (local), sum, fileMargin, Card.inset, Self.inset, .spacingM)
                use(AppTheme.Spacing.medium, AppTheme.Spacing.double, parameter, stored, 4 / 0, unknown)
            }
        }
        """,
    ])

    private func resolve(_ text: String) -> ResolvedValue? {
        let expressions = project.file("View.swift").tree.descendants(LabeledExprSyntax.self).map(\.expression)
        guard let expression = expressions.first(where: { $0.trimmedDescription == text }) else {
            XCTFail("no argument \(text)")
            return nil
        }
        return ValueResolver(facts: project.facts).resolve(expression)
    }

    func testLiteralsAndArithmetic() {
        XCTAssertEqual(resolve("8")?.value, 8)
        XCTAssertEqual(resolve("0x10")?.value, 16)
        XCTAssertEqual(resolve("-1.5")?.value, -1.5)
        XCTAssertEqual(resolve("(local)")?.value, 4)
        XCTAssertEqual(resolve("sum")?.value, 10)
        XCTAssertNil(resolve("4 / 0"))
    }

    func testOriginsSayWhereAValueComesFrom() {
        guard case .literal? = resolve("8")?.origin else { return XCTFail("a literal") }
        guard case .constant(let declaration, let literal)? = resolve("fileMargin")?.origin else { return XCTFail("a constant") }
        XCTAssertEqual(declaration.name, "fileMargin")
        XCTAssertEqual(literal?.trimmedDescription, "20")
        guard case .token(let token)? = resolve("AppTheme.Spacing.medium")?.origin else { return XCTFail("a token") }
        XCTAssertEqual(token.owner, "AppTheme.Spacing")
        guard case .token? = resolve("AppTheme.Spacing.double")?.origin else { return XCTFail("a computed token") }
    }

    func testNamesOfTypesFilesAndNumberTypes() {
        XCTAssertEqual(resolve("Card.inset")?.value, 6)
        XCTAssertEqual(resolve("Self.inset")?.value, 6)
        XCTAssertEqual(resolve(".spacingM")?.value, 12)
        XCTAssertEqual(resolve("AppTheme.Spacing.double")?.value, 32)
    }

    func testWhatTheSourceDoesNotProveIsUnresolved() {
        XCTAssertNil(resolve("parameter"))
        XCTAssertNil(resolve("stored"), "a `var` can change")
        XCTAssertNil(resolve("unknown"))
    }

    func testDottedNames() {
        let tree = SourceFile(path: "B.swift", source: "use(AppTheme.Spacing, a.b(), c)").tree
        let arguments = tree.descendants(LabeledExprSyntax.self).map(\.expression)
        XCTAssertEqual(arguments.map(ValueResolver.dottedName), ["AppTheme.Spacing", nil, "c"])
    }
}
