import PlumbLayout
import PlumbSyntax
import SwiftSyntax

extension TreeBuilder {
    /// A colour made by a call whose value the reader need not know: a static function of
    /// `Color` (`Color.brand(3)`), or a leading-dot call of one the project declares on `Color`
    /// or `ShapeStyle` (`.brand(2)`). A colour fills what it is offered, so its layout is known
    /// even where its value is not; reading `Color.brand(3)` as the modifier `brand` of a view
    /// `Color` would make it opaque.
    func declaredColor(_ call: FunctionCallExprSyntax) -> ViewNode? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        if let base = member.base {
            guard let type = ValueResolver.dottedName(base), SystemColorNames.swiftUIColor.contains(type) else { return nil }
        } else {
            guard ["Color", "ShapeStyle"].contains(where: { DeclaredMember.declaresStatic(name, on: $0, in: facts) }) else { return nil }
        }
        return ViewNode.color(name).at(origin(of: call))
    }
}

extension TreeBuilder {
    /// A member of a member of `Color` (`Color.palette.surface`, a colour set a package declares):
    /// a colour. A member chain the reader cannot follow is still a colour where it starts at
    /// `Color`, and a colour fills what it is offered.
    func colorMember(_ member: MemberAccessExprSyntax) -> ViewNode? {
        var root = member.base
        while let inner = root?.as(MemberAccessExprSyntax.self) { root = inner.base }
        guard let root, SystemColorNames.swiftUIColor.contains(ValueResolver.dottedName(root) ?? "") else { return nil }
        return .color(member.declName.baseName.text)
    }

    /// The `ShapeStyle` of `.background(style, in: shape)`: the shape filled with it, whatever
    /// its value (a colour, a gradient, a material), since the overload takes a style only.
    func style(_ expression: ExprSyntax) -> ViewNode {
        if let member = expression.as(MemberAccessExprSyntax.self), let style = shapeStyle(member) {
            return style.at(origin(of: member))
        }
        return ViewNode.shape("ShapeStyle", fill: String(expression.trimmedText.prefix(40))).at(origin(of: expression))
    }
}
