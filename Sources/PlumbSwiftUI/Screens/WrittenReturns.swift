import PlumbSyntax
import SwiftSyntax

/// The strings a method of the view's own type, or a computed property of a project type,
/// returns when every string it can return is written (`func shortLabel(for day: Weekday) ->
/// String { switch day { case .monday: return "Mo" … } }`): which one is decided at run time, but
/// none is longer than the longest of them.
enum WrittenReturns {
    /// The strings `expression`, a call of such a method (`shortLabel(for: day)`,
    /// `self.title(of: tab)`), can show; nil when it is not one or one of its returns is not a
    /// written string.
    static func strings(of expression: ExprSyntax, in facts: ProjectFacts) -> [String]? {
        guard let body = method(calledBy: expression, in: facts)?.function.body else { return nil }
        return writtenStrings(returnedBy: body.statements)
    }

    /// The method of the view's own type, returning a `String`, that `expression` calls, and
    /// that type's full name.
    private static func method(calledBy expression: ExprSyntax, in facts: ProjectFacts) -> (function: FunctionDeclSyntax, typeName: String)? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = methodName(call.calledExpression),
            let typeName = facts.enclosingTypeName(of: expression),
            let function = DeclaredMember.function(name, of: typeName, in: facts),
            function.signature.returnClause?.type.trimmedText == "String"
        else { return nil }
        return (function, typeName)
    }

    /// The string a call of such a method returns when its body is that one string, written
    /// with run-time parts (`func summary() -> String { String(localized: "\(count) waiting") }`):
    /// read in place of the call, its written parts are what every call shows. Nil when one of
    /// the method's parameters shares a name with a member of its type, which the parts would
    /// be read as.
    static func template(of expression: ExprSyntax, in facts: ProjectFacts) -> ExprSyntax? {
        guard let (function, typeName) = method(calledBy: expression, in: facts), let body = function.body,
            body.statements.count == 1, let returned = DeclaredMember.returned(by: body.statements),
            returned.is(StringLiteralExprSyntax.self) || TextRoleReader.localizedTemplate(returned) != nil
        else { return nil }
        let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        guard !parameters.contains(where: { facts.members[typeName]?[$0] != nil }) else { return nil }
        return returned
    }

    /// The strings the computed property `name` of the project type `typeName` can show when
    /// its getter returns only written strings (`var flag: String { switch self { case .french:
    /// return "🇫🇷" … } }`).
    static func strings(ofProperty name: String, of typeName: String, in facts: ProjectFacts) -> [String]? {
        values(ofProperty: name, of: typeName, in: facts).flatMap(writtenStrings)
    }

    /// The values the getter of the computed property `name` of the project type `typeName`
    /// returns (`var initials: String { name.prefix(2).uppercased() }`); nil when it is not one
    /// or one of its ways out is not a value.
    static func values(ofProperty name: String, of typeName: String, in facts: ProjectFacts) -> [ExprSyntax]? {
        guard let declaration = facts.members[typeName]?[name], !declaration.hasValue,
            let getter = declaration.nameToken.ancestor(PatternBindingSyntax.self)?.accessorBlock.flatMap(ViewTypeMembers.getter)
        else { return nil }
        return ReturnedValues.of(getter)
    }

    /// The strings a `switch` shows when every case gives a written string, as a value or a
    /// `return` (a computed property read as the `switch` its getter is: `var mark: String {
    /// switch tier { case .stone: return "石" … } }`).
    static func strings(ofChoice expression: ExprSyntax) -> [String]? {
        guard let choice = expression.as(SwitchExprSyntax.self) else { return nil }
        return (ReturnedValues.values(of: expression) ?? ReturnedValues.returns(in: Syntax(choice))).flatMap(writtenStrings)
    }

    private static func writtenStrings(returnedBy statements: CodeBlockItemListSyntax) -> [String]? {
        ReturnedValues.of(statements).flatMap(writtenStrings)
    }

    /// The written strings `returned` holds; a `nil` among them is never shown (a Text shows an
    /// optional string only unwrapped: `if let kanji = turning.kanji { Text(kanji) }`). Nil when
    /// one is neither, or none is a string.
    private static func writtenStrings(_ returned: [ExprSyntax]) -> [String]? {
        let shown = returned.filter { !LiteralValue.isNil($0) }
        let strings = shown.compactMap(LiteralValue.string)
        return strings.count == shown.count && !strings.isEmpty ? strings : nil
    }

    /// The method a call names on the view itself: `shortLabel(for:)` or `self.shortLabel(for:)`.
    private static func methodName(_ called: ExprSyntax) -> String? {
        if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = called.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        return member.declName.baseName.text
    }
}

/// The values a function body returns: each `return`'s, outside the closures and functions it
/// nests, or the body's lone expression (`{ "Mo" }`, a `switch` whose every case is one value).
/// Nil when one of its ways out is not a value (a bare `return`, a case of several statements).
private enum ReturnedValues {
    static func of(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax]? {
        // A lone value or a `switch` of values; a `switch` of `return`s is read as returns.
        if statements.count == 1, let only = statements.first.flatMap(Self.statementExpression), let values = values(of: only) {
            return values
        }
        return returns(in: Syntax(statements))
    }

    /// The values of the `return`s in `node`; nil where one returns nothing or none is there.
    static func returns(in node: Syntax) -> [ExprSyntax]? {
        let visitor = ReturnVisitor(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.hasBareReturn || visitor.values.isEmpty ? nil : visitor.values
    }

    /// The values of a lone value or of a `switch` whose every case is one value.
    static func values(of expression: ExprSyntax) -> [ExprSyntax]? {
        guard let choice = expression.as(SwitchExprSyntax.self) else { return [expression] }
        var values: [ExprSyntax] = []
        for case .switchCase(let switchCase) in choice.cases {
            guard switchCase.statements.count == 1, let value = switchCase.statements.first.flatMap(Self.statementExpression),
                let caseValues = Self.values(of: value)
            else { return nil }
            values += caseValues
        }
        return values
    }

    /// The expression a statement is: a value, or a `switch` written as a statement.
    private static func statementExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
    }
}

private final class ReturnVisitor: SyntaxVisitor {
    private(set) var values: [ExprSyntax] = []
    private(set) var hasBareReturn = false

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.expression { values.append(value) } else { hasBareReturn = true }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
