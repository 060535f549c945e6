import PlumbSyntax
import SwiftSyntax

/// A property the project declares on a SwiftUI or UIKit type of named values
/// (`NamedFontValues`: a text style, a weight), of a value that is one of those names:
/// `textStyle.defaultSize` where the call gives `.title` and `extension Font.TextStyle { var
/// defaultSize: CGFloat { UIFont.preferredFont(forTextStyle: uiStyle).pointSize } }`. The getter
/// is read with `self` bound to the name, so that a `switch self` in it (or in another such
/// property it names, `uiStyle`) takes that name's case, as a project enum's does
/// (`EnumCaseMember`).
extension ValueReader {
    /// What `expression`, a property of a named value, gives, and the scope to read it in; nil
    /// for any other expression.
    func namedValueMember(_ expression: ExprSyntax, in scope: ReadingScope) -> (ExprSyntax, ReadingScope)? {
        guard let (member, base) = Self.instanceMemberAccess(expression),
            let typeName = declaredTypeName(of: base, in: scope) ?? scope.bound(base)?.declaredType ?? Self.writtenOwner(of: base)
        else { return nil }
        let (value, valueScope) = dereference(base, in: scope)
        guard let caseName = Self.caseName(value, of: typeName), NamedFontValues.isNamedValue(caseName, of: typeName) else { return nil }
        let name = member.declName.baseName.text
        let inner = ReadingScope(
            typeName: typeName, bindings: ["self": .init(expression: value, scope: valueScope, declaredType: typeName)],
            viewChain: scope.viewChain)
        guard let getter = DeclaredMember.property(name, of: typeName, in: facts) ?? settledGetter(name, of: typeName, in: inner)
        else { return nil }
        return (getter, inner)
    }

    /// `Font.TextStyle` in `Font.TextStyle.footnote`: the type a name is written on.
    private static func writtenOwner(of base: ExprSyntax) -> String? {
        base.as(MemberAccessExprSyntax.self)?.base.flatMap(ValueResolver.dottedName)
    }
}
