import Foundation
import PlumbCore
import PlumbLayout
@testable import PlumbLint
import PlumbSwiftUI
import SwiftParser
import SwiftSyntax
import Testing

/// A fix keeps the look within its rule's bound: every fixable example — each correction, and
/// each triggering example a fix applies to — is laid out by Plumb's own layout engine before
/// and after its fix, and the frames may move only as far as the rule's `FixChange` allows.
@Suite struct FixLayoutTests {
    @Test(arguments: FixedExample.all)
    func aFixMovesFramesOnlyWithinItsRulesBound(_ example: FixedExample) {
        guard let change = example.rule.fixChange, change.boundsFrames else { return }
        let before = ExampleLayout.views(of: example.before)
        let after = ExampleLayout.views(of: example.after)
        #expect(before.count == after.count, "\(example): the fix changed which views the example holds")
        for (old, new) in zip(before, after) {
            guard let old, let new else { continue }
            #expect(old.map(\.kind) == new.map(\.kind), "\(example): the fix changed the views laid out")
            for (oldView, newView) in zip(old, new) {
                #expect(
                    change.allowsMoving(oldView.frame, to: newView.frame, fixes: example.fixes),
                    "\(example): \(oldView.kind) moved from \(oldView.frame) to \(newView.frame), beyond \(change.summary)")
            }
        }
    }

    /// The check reads laid-out views, not only opaque boxes, for the rules that move values.
    @Test func theRulesThatMoveValuesHaveExamplesTheEngineLaysOut() {
        for id in ["spacing-grid", "text-styles", "spacing-token", "font-tokens", "corner-radius-token"] {
            let laidOut = FixedExample.all.filter { $0.rule.id == id }.flatMap { ExampleLayout.views(of: $0.before).compactMap { $0 } }
            #expect(laidOut.contains { views in views.contains { !$0.isOpaque } }, "\(id): no fixed example could be laid out")
        }
    }

    /// The bound, checked on a value the bound refuses: 80 pt as `.largeTitle` (34 pt) moves far
    /// more than 10 %, and that is why `text-styles` gives no fix for it.
    @Test func theFontBoundRefusesAStyleFarFromTheSize() throws {
        let change = try #require(RuleRegistry.description(of: "text-styles")?.fixChange)
        let hero = try #require(ExampleLayout.views(of: "let lock = Text(\"Locked\").font(.system(size: 80))").first ?? nil)
        let styled = try #require(ExampleLayout.views(of: "let lock = Text(\"Locked\").font(.largeTitle)").first ?? nil)
        #expect(!change.allowsMoving(hero[0].frame, to: styled[0].frame, fixes: 1))
        let runner = ExampleRunner(rule: try #require(RuleRegistry.description(of: "text-styles")))
        #expect(try runner.fixed("let lock = Text(\"Locked\").font(.system(size: 80))", configuration: nil).fixes == 0)
    }

    @Test func everyFixableRuleStatesWhatItsFixMayChange() {
        for rule in RuleRegistry.descriptions {
            #expect(rule.isFixable == (rule.fixChange != nil), "\(rule.id): a fixable rule states its FixChange, and only a fixable one")
        }
    }
}

/// One fixed rule example: its code before and after one `--fix` of the rule.
struct FixedExample: Sendable, CustomTestStringConvertible {
    let rule: RuleDescription
    let name: String
    let before: String
    let after: String
    let fixes: Int

    var testDescription: String { "\(rule.id) \(name)" }

    static let all: [FixedExample] = RuleRegistry.descriptions.filter { $0.fixChange != nil }.flatMap(examples)

    private static func examples(of rule: RuleDescription) -> [FixedExample] {
        let runner = ExampleRunner(rule: rule)
        let sources = rule.corrections.enumerated().map { ("correction \($0.offset + 1)", $0.element.before, $0.element.configuration) }
            + rule.triggering.enumerated().filter { $0.element.files.isEmpty }.map { index, example in
                ("triggering example \(index + 1)", ExampleRunner.stripMarkers(example.code).code, example.configuration)
            }
        return sources.compactMap { name, code, configuration in
            guard let fixed = try? runner.fixed(code, configuration: configuration), fixed.fixes > 0 else { return nil }
            return FixedExample(rule: rule, name: name, before: code, after: fixed.code, fixes: fixed.fixes)
        }
    }
}

/// An example's views laid out on an iPhone 15 in portrait: each top-level expression and
/// `let` initializer read as a snippet (with the rest of the example, for its constants and
/// theme), then its View types; nil where the reader could not read the whole view.
enum ExampleLayout {
    private static let host = LayoutHost(device: DeviceCatalog.device(id: "iphone-15")!, orientation: .portrait)

    static func views(of code: String) -> [[PlacedView]?] {
        let statements = Parser.parse(source: code).statements
        var snippets: [String] = []
        for statement in statements {
            switch statement.item {
            case .expr(let expression):
                snippets.append(expression.trimmedDescription + "\n" + code)
            case .decl(let declaration):
                for binding in declaration.as(VariableDeclSyntax.self)?.bindings ?? [] {
                    if let value = binding.initializer?.value { snippets.append(value.trimmedDescription + "\n" + code) }
                }
            default:
                break
            }
        }
        let declarations = statements.filter { if case .expr = $0.item { false } else { true } }.map(\.trimmedDescription)
        if code.contains(": View") { snippets.append(declarations.joined(separator: "\n")) }
        return snippets.map(layOut)
    }

    /// The snippet's views (modifiers left out: the view they modify has the frame), laid out.
    private static func layOut(_ snippet: String) -> [PlacedView]? {
        // A view with a part the reader could not model (a font size in a property) is not laid
        // out as the app shows it, so its frames say nothing about the fix.
        guard let reading = try? SnippetReader.read(snippet, options: ReadingOptions(host: host)), reading.issues.isEmpty else { return nil }
        let placed = LayoutEngine.layout(reading.root, in: host)
        guard !placed.isOpaque else { return nil }
        return placed.allViews.filter { !$0.kind.isModifier }
    }
}

extension FixChange {
    /// Whether the fix's change reaches laid-out frames in a way the check can bound.
    var boundsFrames: Bool {
        if case .layout = self { false } else { true }
    }

    /// Whether a view may move from `old` to `new` under `fixes` applications of this change. A
    /// spacing value can move a frame on both of its sides (a padding on both edges), so each
    /// fix allows twice its points; a font's size scales the text's frame, and the frames around
    /// it by as much, so sizes may change by the fraction (plus a point for the pixel grid and
    /// the line's rounding), while places follow the sizes before them and are not bounded.
    func allowsMoving(_ old: Rect, to new: Rect, fixes: Int) -> Bool {
        let pixel = 1.0 / 3
        switch self {
        case .noFrame:
            return old == new
        case .spacing(let points):
            let bound = 2 * points * Double(fixes) + pixel
            return [new.origin.x - old.origin.x, new.origin.y - old.origin.y, new.size.width - old.size.width, new.size.height - old.size.height]
                .allSatisfy { abs($0) <= bound }
        case .fontSize(let fraction):
            return abs(new.size.width - old.size.width) <= fraction * old.size.width + 1
                && abs(new.size.height - old.size.height) <= fraction * old.size.height + 1
        case .layout:
            return true
        }
    }
}

/// A fix keeps what the app does: an Auto Layout constraint is turned on both sides or not at
/// all, since UIKit raises an exception for one between a left and a leading anchor.
@Suite struct ConstraintFixTests {
    private func lint(_ source: String) -> LintResult {
        let configuration = Configuration(baseDirectory: "/").withRulesOffForPrecisionOn()
        var result = Linter(configuration: configuration, jobs: 1).lint([LintInput(path: "A.swift", source: source)])
        result.findings = result.findings.filter { $0.ruleID == "leading-trailing" }
        return result
    }

    @Test func anImplicitSelfsAnchorIsTurnedWithTheOtherSide() {
        let source = "let c = leftAnchor.constraint(equalTo: guide.leftAnchor, constant: 8)\n"
        let result = lint(source)
        #expect(result.findings.count == 1)
        #expect(FixApplier.fixing(source, at: "A.swift", with: result).source == "let c = leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8)\n")
    }

    @Test func aSideThatCannotBeReadLeavesTheFindingWithoutAFix() {
        for source in ["let c = view.leftAnchor.constraint(equalTo: anchor(for: edge))\n", "let edge = view.rightAnchor\n"] {
            let findings = lint(source).findings
            #expect(findings.count == 1 && findings.allSatisfy { !$0.isFixable }, "\(source)")
        }
    }
}
