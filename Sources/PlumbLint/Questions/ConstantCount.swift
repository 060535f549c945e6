import PlumbSyntax
import SwiftSyntax

/// How many elements a constant collection has: a literal array, a range with constant bounds,
/// or `allCases` of an enum the project declares.
struct ConstantCount {
    /// Beyond this many elements a count is not worth knowing: it is a lot.
    static let limit = 1_000
    let value: Int

    init?(_ expression: ExprSyntax, facts: ProjectFacts, resolver: ValueResolver) {
        if let array = expression.as(ArrayExprSyntax.self) {
            value = min(array.elements.count, Self.limit)
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text,
                  let lower = sequence.elements.first.flatMap({ resolver.resolve($0)?.value }),
                  let upper = sequence.elements.last.flatMap({ resolver.resolve($0)?.value }) {
            let span = upper - lower + (op == "..." ? 1 : 0)
            guard op == "..<" || op == "...", span >= 0, span <= Double(Self.limit) else { return nil }
            value = Int(span)
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
                  let base = member.base, let typeName = ValueResolver.dottedName(base) {
            let cases = facts.declarations(ofTypeNamed: typeName, near: expression).flatMap { declaration in
                declaration.node.as(EnumDeclSyntax.self)?.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) } ?? []
            }
            guard !cases.isEmpty else { return nil }
            value = min(cases.reduce(0) { $0 + $1.elements.count }, Self.limit)
        } else {
            return nil
        }
    }
}
