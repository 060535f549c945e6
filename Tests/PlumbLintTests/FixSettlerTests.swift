import PlumbCore
@testable import PlumbLint
import XCTest

final class FixSettlerTests: XCTestCase {
    private let source = """
        import SwiftUI
        struct Home: View {
            var body: some View {
                VStack {
                    Text("a").padding(.top, 42)
                    Text("c").padding(.top, 10)
                    Text("b").padding(.bottom, 34)
                }
            }
        }

        """

    /// spacing-grid's 44 would be a safe-area-padding finding: 40 is written instead; 34's fix
    /// would only hide safe-area-padding's finding: it is left, with a note; 10 → 12 as usual.
    /// The stack's first view pads its top and its last its bottom: against the screen's edges.
    func testAFixNeverCreatesOrHidesAnotherRulesFinding() {
        var configuration = Configuration(baseDirectory: "/")
        configuration.rules["spacing-grid"] = RuleSetting()
        configuration.rules["safe-area-padding"] = RuleSetting()  // opt-in, and on here: the fix must not fight it
        let inputs = [LintInput(path: "Home.swift", source: source)]
        let narrowed = try! RuleSelection(only: ["spacing-grid"]).applied(to: configuration)
        let result = Linter(configuration: narrowed, jobs: 1).lint(inputs)
        XCTAssertEqual(result.findings.map(\.fix.first?.replacement), ["44", "12", "36"])

        let settled = FixSettler(configuration: configuration, inputs: inputs, roots: [], jobs: 1).settle(result)
        XCTAssertEqual(settled.result.findings.map(\.fix.first?.replacement), ["40", "12", nil])
        XCTAssertEqual(settled.notes.count, 2)
        XCTAssertTrue(settled.notes[0].hasPrefix("Home.swift:5:37: note: spacing-grid fix writes '40', not '44', which would be reported by safe-area-padding"), settled.notes[0])
        XCTAssertTrue(settled.notes[1].contains("spacing-grid left unfixed") && settled.notes[1].contains("hide safe-area-padding's finding"), settled.notes[1])

        let (fixed, count) = FixApplier.fixing(source, at: "Home.swift", with: settled.result)
        XCTAssertEqual(count, 2)
        XCTAssertTrue(fixed.contains(".padding(.top, 40)") && fixed.contains(".padding(.bottom, 34)") && fixed.contains(".padding(.top, 12)"), fixed)
    }

    func testFixesThatFightNothingAreKept() {
        let inputs = [LintInput(path: "A.swift", source: "let a = Text(\"x\").padding(10)\n")]
        let configuration = Configuration(baseDirectory: "/")
        let result = Linter(configuration: configuration, jobs: 1).lint(inputs)
        let settled = FixSettler(configuration: configuration, inputs: inputs, roots: [], jobs: 1).settle(result)
        XCTAssertEqual(settled.result.findings, result.findings)
        XCTAssertEqual(settled.notes, [])
    }
}

/// A fix that would change the look beyond its rule's purpose is not offered.
final class LookChangingFixTests: XCTestCase {
    func testAnEmojiSizedToItsCircleIsReportedWithoutAFix() {
        let source = """
            let avatar = Text("🦊").font(.system(size: 36)).frame(width: 64, height: 64).background(Circle().fill(.orange))
            let title = Text("Fox").font(.system(size: 17))

            """
        let findings = Linter(configuration: Configuration(baseDirectory: "/").withRulesOffForPrecisionOn(), jobs: 1)
            .lint([LintInput(path: "A.swift", source: source)]).findings.filter { $0.ruleID == "text-styles" }
        XCTAssertEqual(findings.map(\.isFixable), [false, true])
        XCTAssertTrue(findings[0].message.contains("no automatic fix: this emoji's size is part of the look"), findings[0].message)
    }

    func testAnAvatarButtonGetsTheHitAreaIdiomNotALayoutFrame() {
        let source = """
            let avatar = Button { showProfile() } label: {
                Image("avatar").resizable().frame(width: 32, height: 32).clipShape(Circle())
            }
            let close = Button { dismiss() } label: { Image(systemName: "xmark") }

            """
        let findings = Linter(configuration: Configuration(baseDirectory: "/").withRulesOffForPrecisionOn(), jobs: 1)
            .lint([LintInput(path: "A.swift", source: source)]).findings.filter { $0.ruleID == "tap-target" }
        XCTAssertEqual(findings.map(\.isFixable), [false, true])
        XCTAssertTrue(findings[0].message.contains("`.padding(6).contentShape(Rectangle()).padding(-6)`"), findings[0].message)
    }
}
