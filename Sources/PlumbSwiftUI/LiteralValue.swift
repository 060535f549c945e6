import PlumbLayout
import SwiftSyntax

/// Reads literal Swift expressions — numbers, strings, booleans, `nil`, `.member`, arrays — the
/// only arguments the snippet reader evaluates. Anything else is not a literal (nil).
enum LiteralValue {
    /// A number: an integer or float literal, negated or not, or `.infinity`.
    static func number(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.filter { $0 != "_" })
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.filter { $0 != "_" })
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        if memberName(expression) == "infinity" { return .infinity }
        return nil
    }

    /// A whole number between 0 and 10,000 (counts, spans, line limits), else nil.
    static func count(_ expression: ExprSyntax) -> Int? {
        number(expression).flatMap(count)
    }

    /// A number as a count: whole, between 0 and 10,000.
    static func count(_ value: Double) -> Int? {
        guard value >= 0, value <= 10_000, value == value.rounded() else { return nil }
        return Int(value)
    }

    /// How many elements a literal integer range has: `0..<5` is 5, `1...3` is 3.
    static func rangeCount(_ expression: ExprSyntax) -> Int? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let low = number(elements[0]), let high = number(elements[2]),
            let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text
        else { return nil }
        let count: Double
        switch operation {
        case "..<": count = high - low
        case "...": count = high - low + 1
        default: return nil
        }
        guard low == low.rounded(), high == high.rounded(), count >= 0, count <= 10_000 else { return nil }
        return Int(count)
    }

    /// The text a string literal without interpolation stands for, its escapes (`\n`, `\"`,
    /// `\u{…}`) resolved: `"One\nTwo"` is two lines.
    static func string(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    static func bool(_ expression: ExprSyntax) -> Bool? {
        guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    static func isNil(_ expression: ExprSyntax) -> Bool {
        expression.is(NilLiteralExprSyntax.self)
    }

    /// The member of `.name` or `Type.name` (`.center`, `Alignment.center`, `CGFloat.infinity`).
    static func memberName(_ expression: ExprSyntax) -> String? {
        expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The elements of an array literal.
    static func elements(_ expression: ExprSyntax) -> [ExprSyntax]? {
        expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) }
    }

    static func alignment(_ expression: ExprSyntax) -> Alignment? {
        switch memberName(expression) {
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "topLeading": .topLeading
        case "topTrailing": .topTrailing
        case "bottomLeading": .bottomLeading
        case "bottomTrailing": .bottomTrailing
        default: nil
        }
    }

    static func horizontalAlignment(_ expression: ExprSyntax) -> HorizontalAlignment? {
        switch memberName(expression) {
        case "leading": .leading
        case "center": .center
        case "trailing": .trailing
        default: nil
        }
    }

    static func verticalAlignment(_ expression: ExprSyntax) -> VerticalAlignment? {
        switch memberName(expression) {
        case "top": .top
        case "center": .center
        case "bottom": .bottom
        case "firstTextBaseline": .firstTextBaseline
        case "lastTextBaseline": .lastTextBaseline
        default: nil
        }
    }

    /// An `Edge.Set`: `.top`, `.horizontal`, `.all`, `[.top, .leading]`.
    static func edges(_ expression: ExprSyntax) -> Edge.Set? {
        Edge.Set(expression)
    }

    static func edge(_ expression: ExprSyntax) -> Edge? {
        switch memberName(expression) {
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        default: nil
        }
    }

    /// An `Axis.Set`: `.horizontal`, `.vertical`, `[.horizontal, .vertical]`.
    static func axes(_ expression: ExprSyntax) -> Set<Axis>? {
        if let elements = elements(expression) {
            var set: Set<Axis> = []
            for element in elements {
                guard let axes = axes(element) else { return nil }
                set.formUnion(axes)
            }
            return set
        }
        switch memberName(expression) {
        case "horizontal": return [.horizontal]
        case "vertical": return [.vertical]
        default: return nil
        }
    }
}
