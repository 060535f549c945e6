import PlumbLayout
import SwiftSyntax

/// Optional content written as a transformation of an optional value where a view goes:
/// `subtitle.map { Text($0) }`, `item.image.flatMap { image in Image(image) }`, `title.map(Text.init)`.
/// SwiftUI shows the view when the value is there and nothing when it is not; which it is is
/// known at run time, so it is the host's scenario (`OptionalContent`), as for a run-time `if`,
/// and the choice is recorded.
extension TreeBuilder {
    /// The views of `call` when it maps an optional into a view; nil for any other call.
    func optionalContentViews(_ call: FunctionCallExprSyntax) -> [ViewNode]? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            ["map", "flatMap"].contains(member.declName.baseName.text)
        else { return nil }
        let read: () -> [ViewNode]
        // The closure's parameter is the value, present.
        let mapping = { (closure: ClosureExprSyntax) in
            self.reading(in: self.scope(of: closure, in: self.scope, binding: [base])) { self.children(closure) }
        }
        if let closure = call.trailingClosure, call.arguments.isEmpty {
            read = { mapping(closure) }
        } else if call.trailingClosure == nil, call.arguments.count == 1, let transform = call.arguments.first?.expression {
            if let closure = transform.as(ClosureExprSyntax.self) {
                read = { mapping(closure) }
            } else if Self.isTextInitializer(transform) {
                // `title.map(Text.init)`: a Text of the string the value holds.
                let parts = TextRoleReader(fallback: .text).parts(of: base, formattedBy: LabeledExprListSyntax([]))
                read = { [ViewNode.runTimeText(parts, written: base.trimmedText).at(self.origin(of: call))] }
            } else {
                return nil
            }
        } else {
            return nil
        }
        return optionalContent(String(base.trimmedText.prefix(60)), holding: hasValueFact(base), at: call, read)
    }

    /// The views `read` gives for an optional `value` at `place` when it holds a value: as an
    /// earlier test of the same value (`fact`) took it, else when the host's scenario shows
    /// optional content; the choice is recorded.
    func optionalContent(
        _ value: String, holding fact: ConditionFact? = nil, at place: some SyntaxProtocol, _ read: () -> [ViewNode]
    ) -> [ViewNode] {
        if let earlier = fact.flatMap(openConditions.holds) {
            assume("\(earlier ? "laid out" : "left out") '\(value)': as an earlier test of the same value took it", at: place)
            return earlier ? read() : []
        }
        let present = hostOptionalContent == .present
        openConditions.take([fact], holds: present)
        guard present else {
            assume("left out '\(value)': whether it holds a value is known at run time (optional content absent)", at: place)
            return []
        }
        assume("laid out '\(value)' present: whether it holds a value is known at run time", at: place)
        return read()
    }

    /// `Text.init` or `Text` passed as a function.
    private static func isTextInitializer(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Text" }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text"
    }
}
