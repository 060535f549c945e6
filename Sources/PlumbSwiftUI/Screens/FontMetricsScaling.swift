import PlumbLayout
import SwiftSyntax

/// `UIFontMetrics.default.scaledValue(for: height)` and `UIFontMetrics(forTextStyle:
/// .headline).scaledValue(for: 24)`, the metrics written there or held in a constant: UIKit's scaling of a length with Dynamic Type, the one
/// `@ScaledMetric` uses, by the ratio the text style's point size scales by (`.body` for
/// `default`). A call that names traits (`compatibleWith:`) or a maximum is another scaling: unread.
extension ScaledMetric {
    /// `dereferenced` gives what a name stands for where the call is read.
    init?(fontMetrics call: FunctionCallExprSyntax, dereferenced: (ExprSyntax) -> ExprSyntax) {
        guard let scaling = call.calledExpression.as(MemberAccessExprSyntax.self), scaling.declName.baseName.text == "scaledValue",
            call.arguments.count == 1, let value = call.arguments.first, value.label?.text == "for",
            let metrics = scaling.base.map(dereferenced), let textStyle = Self.textStyle(of: metrics, dereferenced: dereferenced)
        else { return nil }
        self.init(base: value.expression, style: textStyle)
    }

    private init(base: ExprSyntax, style: TextStyle) {
        self.base = base
        self.style = style
    }

    /// The style `UIFontMetrics.default` (body) or `UIFontMetrics(forTextStyle: name)` scales by.
    private static func textStyle(of metrics: ExprSyntax, dereferenced: (ExprSyntax) -> ExprSyntax) -> TextStyle? {
        if let member = metrics.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "default",
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIFontMetrics"
        {
            return .body
        }
        guard let made = metrics.as(FunctionCallExprSyntax.self), made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIFontMetrics",
            made.arguments.count == 1, let argument = made.arguments.first, argument.label?.text == "forTextStyle"
        else { return nil }
        return LiteralValue.memberName(dereferenced(argument.expression)).flatMap(NamedFontValues.uiKitTextStyle)
    }
}
