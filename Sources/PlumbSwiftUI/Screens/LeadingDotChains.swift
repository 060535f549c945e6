import PlumbLayout
import SwiftSyntax

/// A leading-dot chain standing as a view (`.brand.surface` in `.background(…)`), which Swift
/// resolves against the type its place gives it: the chain starts at a static member of that
/// type and ends as a value of it (SE-0287). The reader knows the type in two places:
/// - a ternary's branch has the type of the other branch, since both branches have one type
///   (`isPressed ? Color.brand.pressed : .brand.surface` is a `Color` either way);
/// - a style's place (`background`, `overlay`) looks the first member up in the project's
///   `extension ShapeStyle where Self == Color`, which makes the chain that `Self`.
/// A value of a colour or style type fills what it is offered, whichever value it is; a chain
/// of any other type, or one whose type the reader does not see, stays unread.
extension TreeBuilder {
    /// The views of `branch`, a ternary's branch whose other branch is `other`.
    func ternaryBranchViews(_ branch: ExprSyntax, other: ExprSyntax) -> [ViewNode] {
        guard Self.isLeadingDotChain(branch), let type = writtenFillType(of: other),
            let fill = fill(of: type, named: String(branch.trimmedText.prefix(40)), at: branch)
        else { return views(branch) }
        return fill
    }

    /// A leading-dot chain whose first member a project extension of `ShapeStyle` declares
    /// static with `where Self ==` a colour or style type: a fill of that type.
    func leadingDotStyleViews(_ expression: ExprSyntax) -> [ViewNode]? {
        guard Self.isLeadingDotChain(expression), let root = Self.firstMember(of: expression),
            let selfType = staticMember(root, inExtensionsOf: ["ShapeStyle"], function: false)?.selfType
        else { return nil }
        return fill(of: DeclaredValueType(name: selfType), named: String(expression.trimmedText.prefix(40)), at: expression)
    }

    /// The colour or style type the other branch of a ternary is written with: its declared
    /// type (`theme.surface` with `var surface: Color`), or `Color` for a chain from SwiftUI's
    /// `Color` (`Color.brand.pressed`, read as a colour wherever it stands).
    private func writtenFillType(of other: ExprSyntax) -> DeclaredValueType? {
        if let declared = declaredType(of: other), !declared.isMetatype, SwiftUIViews.fillingStyleTypes.contains(declared.name) {
            // Both branches have the type; the leading-dot one is no optional of it.
            return DeclaredValueType(name: declared.name)
        }
        guard let member = other.as(MemberAccessExprSyntax.self), colorMember(member) != nil else { return nil }
        return DeclaredValueType(name: "Color")
    }

    /// Whether `expression` is a chain of two or more members from a leading dot, with no call
    /// in it: `.brand.surface`. A single `.surface` is read as a style's name already, and a
    /// call (`.white.opacity(0.5)`) as the modifier it names.
    private static func isLeadingDotChain(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(MemberAccessExprSyntax.self) else {
            return false
        }
        return base.base == nil || isLeadingDotChain(ExprSyntax(base))
    }

    /// The first member of a leading-dot chain: `brand` of `.brand.surface`.
    private static func firstMember(of chain: ExprSyntax) -> String? {
        var link = chain.as(MemberAccessExprSyntax.self)
        while let base = link?.base { link = base.as(MemberAccessExprSyntax.self) }
        return link?.declName.baseName.text
    }
}
