import PlumbSyntax
import SwiftSyntax

/// How many values `Kind.allCases` holds when the project declares `Kind`: an enum conforming to
/// `CaseIterable` whose cases the compiler lists (none with associated values, none under `#if`,
/// no `allCases` of its own). A `ForEach` over it has that many rows, not a representative count.
enum CaseCount {
    static func allCases(_ expression: ExprSyntax, in facts: ProjectFacts) -> Int? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
            let base = member.base, base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
            let declarations = facts.types[base.trimmedText],
            let enumeration = declarations.lazy.compactMap({ $0.node.as(EnumDeclSyntax.self) }).first
        else { return nil }
        let conformances = declarations.flatMap { $0.node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes.map(\.type.trimmedText) ?? [] }
        let members = declarations.flatMap { Array($0.members ?? []) }
        guard conformances.contains("CaseIterable"),
            !members.contains(where: { $0.decl.is(IfConfigDeclSyntax.self) || declaresAllCases($0.decl) })
        else { return nil }
        let cases = enumeration.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
        guard !cases.isEmpty, cases.allSatisfy({ $0.parameterClause == nil }) else { return nil }
        return cases.count
    }

    /// `static var allCases: [Kind] { … }`: the enum lists its values itself.
    private static func declaresAllCases(_ declaration: DeclSyntax) -> Bool {
        declaration.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "allCases" } == true
    }
}
