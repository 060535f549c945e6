import PlumbCore
import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// `@ScaledMetric(relativeTo: .headline) var size: CGFloat = 24`: the declared value is the one
/// at the Large text size, and SwiftUI scales it with Dynamic Type by the ratio its text style's
/// point size scales by (`.body` when none is named), as a font `relativeTo` a style does.
struct ScaledMetric {
    /// The value at the Large text size, as written.
    let base: ExprSyntax
    let style: TextStyle

    /// The metric the view's own property `expression` names (`size`, `self.size`), declared with
    /// an initial value in the innermost of `types` that declares that name; nil for any other name.
    init?(_ expression: ExprSyntax, in types: [String], facts: ProjectFacts) {
        guard let name = ReadingScope.propertyName(expression),
            let variable = types.lazy.compactMap({ facts.memberVariable(named: name, of: $0) }).first,
            !variable.attributes.isEmpty, !variable.modifiers.isStatic,
            let wrapper = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                .first(where: { PropertyWrappers.scaledWithTextSize.contains($0.attributeName.trimmedText) }),
            let base = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })?
                .initializer?.value
        else { return nil }
        self.base = base
        guard let relativeTo = wrapper.arguments?.as(LabeledExprListSyntax.self)?.first(where: { $0.label?.text == "relativeTo" }) else {
            style = .body
            return
        }
        guard let named = TextStyle(rawValue: LiteralValue.memberName(relativeTo.expression) ?? "") else { return nil }
        style = named
    }

    /// The metric an initializer makes (`_size = ScaledMetric(wrappedValue: size, relativeTo:
    /// textStyle)`), its style read through `style` (a parameter to the style its caller gives);
    /// nil for any other call, or a style the reader does not know.
    init?(made call: FunctionCallExprSyntax, style: (ExprSyntax) -> ExprSyntax) {
        guard let wrapper = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            PropertyWrappers.scaledWithTextSize.contains(wrapper),
            let base = call.arguments.first(where: { $0.label?.text == "wrappedValue" })?.expression
        else { return nil }
        self.base = base
        guard let relativeTo = call.arguments.first(where: { $0.label?.text == "relativeTo" }) else {
            self.style = .body
            return
        }
        guard let named = TextStyle(rawValue: LiteralValue.memberName(style(relativeTo.expression)) ?? "") else { return nil }
        self.style = named
    }

    /// `value`, the metric at the Large text size, at the text size `dynamicType`.
    func scaled(_ value: Double, at dynamicType: DynamicTypeSize) -> Double {
        Font(.scaled(value, relativeTo: style)).pointSize(at: dynamicType)
    }
}
