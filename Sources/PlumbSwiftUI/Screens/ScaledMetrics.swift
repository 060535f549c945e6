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
    /// an initial value in one of `types`; nil for any other name.
    init?(_ expression: ExprSyntax, in types: [String], facts: ProjectFacts) {
        guard let name = ReadingScope.propertyName(expression) else { return nil }
        for type in types {
            for declaration in facts.types[type] ?? [] {
                for member in declaration.node.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? [] {
                    // The name first: it is compared without building strings, and numbers are read often.
                    guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.attributes.isEmpty,
                        let binding = variable.bindings.first(where: {
                            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                        }),
                        !variable.modifiers.isStatic,
                        let wrapper = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                            .first(where: { PropertyWrappers.scaledWithTextSize.contains($0.attributeName.trimmedDescription) }),
                        let base = binding.initializer?.value
                    else { continue }
                    let relativeTo = wrapper.arguments?.as(LabeledExprListSyntax.self)?.first { $0.label?.text == "relativeTo" }
                    self.base = base
                    guard let relativeTo else {
                        style = .body
                        return
                    }
                    guard let named = TextStyle(rawValue: LiteralValue.memberName(relativeTo.expression) ?? "") else { return nil }
                    style = named
                    return
                }
            }
        }
        return nil
    }

    /// `value`, the metric at the Large text size, at the text size `dynamicType`.
    func scaled(_ value: Double, at dynamicType: DynamicTypeSize) -> Double {
        Font(.scaled(value, relativeTo: style)).pointSize(at: dynamicType)
    }
}
