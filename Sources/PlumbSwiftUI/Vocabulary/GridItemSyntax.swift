import PlumbSyntax
import SwiftSyntax

/// A `GridItem` as written: `GridItem()`, `GridItem(.flexible())`, `GridItem(.fixed(80), spacing: 8)`,
/// or `.init(.adaptive(minimum: 120))` in a `[GridItem]`. The lint rules ask what kind of size an
/// item has; the reader reads its numbers.
public struct GridItemSyntax {
    /// The kinds of `GridItem.Size`.
    public enum SizeKind: String, Sendable {
        case fixed, flexible, adaptive

        /// The kind of a size call: `.fixed(80)`, `GridItem.Size.adaptive(minimum: 120)`.
        public init?(_ call: FunctionCallExprSyntax) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base == nil || member.base?.trimmedText == "GridItem.Size"
            else { return nil }
            self.init(rawValue: member.declName.baseName.text)
        }
    }

    public let call: FunctionCallExprSyntax

    public init?(_ expression: ExprSyntax) {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        switch CallShape(call) {
        case .initializer("GridItem")?, .implicitMember("init")?: self.call = call
        default: return nil
        }
    }

    /// The size argument as written; nil when the item takes the default, `.flexible()`.
    public var size: ExprSyntax? {
        guard let first = call.arguments.first, first.label == nil else { return nil }
        return first.expression
    }

    /// The kind of the item's size: `.flexible` for the default; nil when the size is a value
    /// the source does not spell out (`GridItem(size)`).
    public var sizeKind: SizeKind? {
        guard let size else { return .flexible }
        return size.as(FunctionCallExprSyntax.self).flatMap(SizeKind.init)
    }

    /// The items a grid's `columns:` or `rows:` argument writes out: an array literal of items,
    /// or an array of one item repeated (`Array(repeating: item, count: n)`, `[GridItem](repeating:
    /// item, count: n)`, or `.init(repeating: item, count: n)` where the argument's type says it is
    /// an array), its count a literal or what `count` reads. Nil for anything else, or when an
    /// element is not a `GridItem` as written.
    public static func items(
        in expression: ExprSyntax, count: (ExprSyntax) -> Double? = { NumberLiteral.value(of: $0) }
    ) -> [GridItemSyntax]? {
        if let array = expression.as(ArrayExprSyntax.self) {
            let items = array.elements.compactMap { GridItemSyntax($0.expression) }
            return items.count == array.elements.count ? items : nil
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), makesRepeatedArray(call),
              let item = call.argument("repeating").flatMap({ GridItemSyntax($0.expression) }),
              let count = call.argument("count").flatMap({ count($0.expression) }),
              count >= 0, count <= Double(maximumCount), count == count.rounded()
        else { return nil }
        return Array(repeating: item, count: Int(count))
    }

    /// Whether `call` makes an array of `GridItem`s by repeating one: `Array(repeating:count:)`,
    /// `[GridItem](repeating:count:)`, or `.init(repeating:count:)` (only an array takes those labels
    /// where items are expected).
    private static func makesRepeatedArray(_ call: FunctionCallExprSyntax) -> Bool {
        if let array = call.calledExpression.as(ArrayExprSyntax.self) {
            return array.elements.count == 1 && array.elements.first?.expression.trimmedText == "GridItem"
        }
        switch CallShape(call) {
        case .initializer("Array")?, .implicitMember("init")?: return true
        default: return false
        }
    }

    /// The argument that lists a lazy grid's items: a `LazyVGrid`'s `columns:`, a `LazyHGrid`'s
    /// `rows:`; nil for any other view.
    public static func itemsLabel(ofLazyGrid name: String) -> String? {
        switch name {
        case "LazyVGrid": "columns"
        case "LazyHGrid": "rows"
        default: nil
        }
    }

    /// More columns than any screen shows: a count beyond it is not a layout.
    static let maximumCount = 10_000
}
