import PlumbCore
import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// `UIFont.preferredFont(forTextStyle: .title1).pointSize`: UIKit's point size of a text style,
/// the one the typography table holds (measured with UIKit's preferred fonts). Made without
/// traits, the font is the style at the text size the app runs at, the host's; made
/// `compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)`, at the size the
/// traits name, whatever the host's. Other traits (a trait collection held elsewhere, a
/// horizontal size class) are another font: unread.
struct PreferredFontSize {
    let style: TextStyle
    /// The text size the traits fix; nil where the font follows the host's.
    private let fixedSize: DynamicTypeSize?

    /// `dereferenced` gives what a name stands for where the expression is read (a constant
    /// holding the font, a parameter given the style).
    init?(_ expression: ExprSyntax, dereferenced: (ExprSyntax) -> ExprSyntax) {
        guard let pointSize = expression.as(MemberAccessExprSyntax.self), pointSize.declName.baseName.text == "pointSize",
            let font = pointSize.base.map(dereferenced)?.as(FunctionCallExprSyntax.self),
            let function = font.calledExpression.as(MemberAccessExprSyntax.self), function.declName.baseName.text == "preferredFont",
            function.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIFont",
            let styleArgument = font.arguments.first, styleArgument.label?.text == "forTextStyle",
            let style = Self.name(dereferenced(styleArgument.expression), of: "UIFont.TextStyle").flatMap(NamedFontValues.uiKitTextStyle)
        else { return nil }
        self.style = style
        switch font.arguments.count {
        case 1:
            fixedSize = nil
        case 2:
            guard let traits = font.arguments.last, traits.label?.text == "compatibleWith",
                let size = Self.contentSize(dereferenced(traits.expression), dereferenced: dereferenced)
            else { return nil }
            fixedSize = size
        default:
            return nil
        }
    }

    /// The point size; `hostTextSize` is asked only where the font follows the host's.
    func points(hostTextSize: () -> DynamicTypeSize) -> Double {
        style.pointSize(at: fixedSize ?? hostTextSize())
    }

    /// `UITraitCollection(preferredContentSizeCategory: .large)`: the text size it names.
    private static func contentSize(_ traits: ExprSyntax, dereferenced: (ExprSyntax) -> ExprSyntax) -> DynamicTypeSize? {
        guard let made = traits.as(FunctionCallExprSyntax.self),
            made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UITraitCollection",
            made.arguments.count == 1, let category = made.arguments.first, category.label?.text == "preferredContentSizeCategory"
        else { return nil }
        return Self.name(dereferenced(category.expression), of: "UIContentSizeCategory").flatMap(NamedFontValues.contentSizeCategory)
    }

    /// `.large` or `UIContentSizeCategory.large`: a member of the type `typeName` names; nil for
    /// a member of any other value (`settings.large`).
    private static func name(_ value: ExprSyntax, of typeName: String) -> String? {
        guard let member = value.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        guard let base = member.base else { return member.declName.baseName.text }
        return ValueResolver.dottedName(base) == typeName ? member.declName.baseName.text : nil
    }
}
