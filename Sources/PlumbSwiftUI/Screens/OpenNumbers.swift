import PlumbCore
import PlumbLayout
import SwiftSyntax

/// A `condition ? then : else` whose condition is known only at run time: its number is one of
/// the two branches'.
struct OpenChoice {
    let condition: ExprSyntax
    let then: ExprSyntax
    let `else`: ExprSyntax
}

extension ValueReader {
    /// The number of a run-time choice between two numbers the reader knows
    /// (`isExpanded ? 230 : 120`): the candidate the host's `OpenNumbers` scenario takes; nil
    /// when a branch is not a known number, or when no one chooses (`chooseOpen`).
    func openNumber(_ choice: OpenChoice, in scope: ReadingScope, depth: Int) -> Double? {
        guard let chooseOpen, let then = number(choice.then, in: scope, depth: depth),
            let other = number(choice.else, in: scope, depth: depth)
        else { return nil }
        return chooseOpen(choice, [then, other])
    }
}

extension TreeBuilder {
    /// The candidate of `choice` the host's scenario takes: the smaller or the larger (the
    /// candidates are the first branch's and the `else`'s). A condition a run-time `if` already
    /// decided takes the same branch here. A condition whose extreme lies in its first branch at
    /// one place and in its `else` at another (`wide ? 8 : 16` beside `wide ? 40 : 20`) has no
    /// state of the app with both, and its second number stays unread.
    func chooseOpenNumber(_ choice: OpenChoice, among candidates: [Double]) -> Double? {
        chooseOpen(choice, among: candidates, named: NumberText.literal)
    }

    /// `chooseOpenNumber` for candidates that stand for values other than numbers (the rank of
    /// a font or a weight: `openFont`, `fontWeight`): `named` writes a candidate's value in the assumption.
    func chooseOpen(_ choice: OpenChoice, among candidates: [Double], named: (Double) -> String) -> Double? {
        let written = "\(choice.condition.trimmedText) ? \(choice.then.trimmedText) : \(choice.else.trimmedText)"
            .prefix(60)
        if let holds = openConditions.holds(conditionFacts(choice.condition)) {
            let value = holds ? candidates[0] : candidates[1]
            assume("took \(named(value)) of '\(written)': as the run-time 'if' on it", at: choice.condition)
            return value
        }
        let values = hostOpenNumbers
        guard let value = values.pick(candidates) else { return nil }
        if candidates[0] != candidates[1] {
            let holds = value == candidates[0]
            let facts = conditionFacts(choice.condition)
            if let chosen = openConditions.chosen(facts), chosen != holds { return nil }
            openConditions.choose(facts, holds: holds)
        }
        let extreme = values == .low ? "lowest" : "highest"
        assume(
            "took \(named(value)) of '\(written)', its \(extreme): chosen at run time (open numbers at their \(extreme))",
            at: choice.condition)
        return value
    }
}

extension ScreenTrees {
    /// Whether the screen's reading for `scenario` takes numbers the source leaves open: read
    /// with them at their highest, with optional content present or absent, it is another tree
    /// than at their lowest.
    public func hasOpenNumbers(for scenario: LayoutScenario) -> Bool {
        [scenario, scenario.with(OptionalContent.absent)].contains { shown in
            reading(for: shown.with(OpenNumbers.low).host) != reading(for: shown.with(OpenNumbers.high).host)
        }
    }
}
