import PlumbSyntax
import SwiftSyntax

/// A member of a known case of a project enum that says its value per case: `sbbFont.font`
/// where `sbbFont` is `.largeLight` and `enum SBBFont { var font: Font { switch self { case
/// .largeLight: return .largeLight … } } }`. The case comes from the argument a call site gives (or
/// a constant); the enum from the type its property or parameter is declared with. A switch that
/// binds values or tests conditions before the case is reached is run-time code: unread.
extension ValueReader {
    /// What the computed property `name` of the enum case `base` stands for gives, in one expression.
    func caseMember(_ name: String, of base: ExprSyntax, in scope: ReadingScope) -> ExprSyntax? {
        guard let typeName = declaredEnum(of: base, in: scope),
            let caseName = Self.caseName(dereference(base, in: scope).0, of: typeName),
            declaresCase(caseName, in: typeName),
            let switchOnSelf = DeclaredMember.property(name, of: typeName, in: facts).flatMap(Self.switchOnSelf)
        else { return nil }
        return Self.branch(of: switchOnSelf, for: caseName).flatMap(DeclaredMember.returned)
    }

    /// The project enum `base` is declared as: a parameter of the function it is read in, a
    /// property of the type being read (`let style: Style`, `var sbbFont: SBBFont`), the type
    /// written on the case (`Style.large`), or the enum a project enum's member is declared as
    /// (`size.textStyle` where `enum Size { var textStyle: TextStyle { switch self { … } } }`).
    private func declaredEnum(of base: ExprSyntax, in scope: ReadingScope) -> String? {
        guard ReadingScope.propertyName(base) != nil else {
            guard let member = base.as(MemberAccessExprSyntax.self), let owner = member.base else { return nil }
            if let written = ValueResolver.dottedName(owner).flatMap({ projectEnum(named: $0, near: base) }) { return written }
            return declaredEnum(of: owner, in: scope).flatMap { memberEnum(member.declName.baseName.text, of: $0) }
        }
        return writtenType(of: base, in: scope).flatMap { projectEnum(named: $0.name, near: $0.place) }
    }

    /// The project enum the member `name` of the project type `typeName` is declared as.
    private func memberEnum(_ name: String, of typeName: String) -> String? {
        guard let type = facts.members[typeName]?[name]?.nameToken.ancestor(PatternBindingSyntax.self)?.typeAnnotation?.type,
            let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil
        else { return nil }
        return projectEnum(named: identifier.name.text, near: type)
    }

    /// The type the name `base` is declared with, the project's full name for a project type
    /// (`AvatarView.FrameConfig` for `let config: FrameConfig`), else as written (`EdgeInsets`).
    func declaredTypeName(of base: ExprSyntax, in scope: ReadingScope) -> String? {
        guard let written = writtenType(of: base, in: scope) else { return nil }
        return facts.declarations(ofTypeNamed: written.name, near: written.place).first?.fullName ?? written.name
    }

    /// The name of the type written for the parameter of the function around `base` or the
    /// property of the type being read that `base` names (an optional's wrapped type), and where
    /// it is written, which says what a nested name means: `base` may be a copy out of its tree
    /// (the condition of an unfolded `layout == .avatar ? 1 : limit`).
    private func writtenType(of base: ExprSyntax, in scope: ReadingScope) -> (name: String, place: TypeSyntax)? {
        guard let name = ReadingScope.propertyName(base) else { return nil }
        var written: TypeSyntax?
        if base.is(DeclReferenceExprSyntax.self) {
            written = ScopeLookup.parameterType(name, from: Syntax(base))
        }
        if written == nil {
            let types = ScopeLookup.enclosingTypes(of: Syntax(base)) + (scope.typeName.map { [$0] } ?? [])
            written = types.lazy.compactMap { type in
                self.facts.members[type]?[name]?.nameToken.ancestor(PatternBindingSyntax.self)?.typeAnnotation?.type
            }.first
        }
        guard let type = written?.as(OptionalTypeSyntax.self)?.wrappedType ?? written else { return nil }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil { return (identifier.name.text, type) }
        return type.as(MemberTypeSyntax.self).map { ($0.trimmedText, type) }
    }

    /// The project enum `name` means where `node` is written: one nested in an enclosing type, or
    /// one of that name.
    private func projectEnum(named name: String, near node: some SyntaxProtocol) -> String? {
        let declarations = facts.declarations(ofTypeNamed: name, near: node)
        guard declarations.contains(where: { $0.node.is(EnumDeclSyntax.self) }) else { return nil }
        return declarations.first?.fullName
    }

    /// `.large` or `Style.large`, a case without associated values.
    static func caseName(_ value: ExprSyntax, of typeName: String) -> String? {
        guard let member = value.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        guard let base = member.base else { return member.declName.baseName.text }
        guard let written = ValueResolver.dottedName(base), typeName == written || typeName.hasSuffix("." + written) else { return nil }
        return member.declName.baseName.text
    }

    /// Whether the project enum `typeName` declares the case `name`, without associated values
    /// (a keyword's case, `` case `default` ``, by its name without the backticks).
    func declaresCase(_ name: String, in typeName: String) -> Bool {
        (facts.types[typeName] ?? []).contains { declaration in
            (declaration.members ?? []).contains { item in
                item.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.name.identifier?.name == name && $0.parameterClause == nil } == true
            }
        }
    }

    /// The `switch self { … }` an expression is.
    private static func switchOnSelf(_ expression: ExprSyntax) -> SwitchExprSyntax? {
        guard let switchExpression = expression.as(SwitchExprSyntax.self),
            switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        return switchExpression
    }

    /// The statements of the first case that matches `caseName`, or of `default`; nil when a case
    /// before it matches in a way the reader does not follow (`case .a where …`, `case let x`).
    static func branch(of switchExpression: SwitchExprSyntax, for caseName: String) -> CodeBlockItemListSyntax? {
        var fallback: CodeBlockItemListSyntax?
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
            switch switchCase.label {
            case .default:
                fallback = switchCase.statements
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                        let member = pattern.expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil
                    else { return nil }
                    if member.declName.baseName.text == caseName { return switchCase.statements }
                }
            }
        }
        return fallback
    }
}
