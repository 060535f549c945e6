import PlumbLayout
import SwiftSyntax

extension Edge.Set {
    /// The edges an `Edge.Set` expression names: `.top`, `.horizontal`, `Edge.Set.all`,
    /// `[.top, .leading]`; nil when the expression is not one.
    public init?(_ expression: ExprSyntax) {
        if let array = expression.as(ArrayExprSyntax.self) {
            var edges: Edge.Set = []
            for element in array.elements {
                guard let part = Edge.Set(element.expression) else { return nil }
                edges.formUnion(part)
            }
            self = edges
            return
        }
        switch expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
        case "top": self = .top
        case "bottom": self = .bottom
        case "leading": self = .leading
        case "trailing": self = .trailing
        case "horizontal": self = .horizontal
        case "vertical": self = .vertical
        case "all": self = .all
        default: return nil
        }
    }
}
