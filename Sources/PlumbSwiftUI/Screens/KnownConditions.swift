import PlumbSyntax
import SwiftSyntax

/// Conditions the source settles through values the reader knows: an optional compared with
/// `nil` where it is given `nil` or a literal (`fontSize == nil` in a view its caller gives no
/// size), or with a case where it is left `nil` (`role != .error`), a project enum's cases
/// compared (`size == .fullWidth` where `size` is given `.small`), literal numbers and booleans
/// compared, a size class, the device's idiom or the text size compared with a case (`hostComparison`), and
/// `&&` / `||` of such conditions. A value known only at run time leaves the
/// condition open.
extension TreeBuilder {
    /// Whether the unfolded condition `elements` holds, when the values it compares are known.
    func knownCondition(_ elements: ArraySlice<ExprSyntax>) -> Bool? {
        // `||` binds after `&&`, which binds after the comparisons.
        if let parts = Self.split(elements, at: "||") {
            let decided = parts.map(knownCondition)
            if decided.contains(true) { return true }
            return decided.allSatisfy { $0 == false } ? false : nil
        }
        if let parts = Self.split(elements, at: "&&") {
            let decided = parts.map(knownCondition)
            if decided.contains(false) { return false }
            return decided.allSatisfy { $0 == true } ? true : nil
        }
        guard elements.count == 3, let operation = elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text,
            let lhs = elements.first, let rhs = elements.last
        else { return elements.count == 1 ? elements.first.flatMap(decide) : nil }
        if let settled = hostComparison(lhs, operation, rhs) { return settled }
        guard let equal = knownEquality(lhs, rhs) else { return Self.compared(number(lhs), operation, number(rhs)) }
        switch operation {
        case "==": return equal
        case "!=": return !equal
        default: return nil
        }
    }

    /// Whether `lhs` and `rhs` are equal, when both are known: `nil` against a literal or `nil`,
    /// two literals, or two cases of the project enum one of them is declared with.
    private func knownEquality(_ lhs: ExprSyntax, _ rhs: ExprSyntax) -> Bool? {
        let left = values.dereference(lhs, in: scope).0
        let right = values.dereference(rhs, in: scope).0
        let leftNil = Self.isNil(left), rightNil = Self.isNil(right)
        if let leftNil, let rightNil, leftNil || rightNil { return leftNil == rightNil }
        // An optional left `nil` is no case (`role != .error` where no role is given); `.none` is `nil`.
        if leftNil == true || rightNil == true, let other = Self.caseName(leftNil == true ? right : left), other != "none" { return false }
        if let leftBool = LiteralValue.bool(left), let rightBool = LiteralValue.bool(right) { return leftBool == rightBool }
        if let leftString = LiteralValue.string(left), let rightString = LiteralValue.string(right) { return leftString == rightString }
        guard let leftCase = Self.caseName(left), let rightCase = Self.caseName(right) else { return nil }
        if leftCase == rightCase { return true }
        // Two names of one enum's cases are two values; two static members may hold one.
        let enumType = [lhs, rhs].lazy.compactMap { self.values.declaredTypeName(of: $0, in: self.scope) }.first
        guard let enumType, values.declaresCase(leftCase, in: enumType), values.declaresCase(rightCase, in: enumType) else { return nil }
        return false
    }

    /// `.large` or `Size.large`: a member named on no value (`theme.large` is run-time state).
    private static func caseName(_ value: ExprSyntax) -> String? {
        guard let member = value.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            member.base.map({ ValueResolver.dottedName($0)?.first?.isUppercase == true }) ?? true
        else { return nil }
        return member.declName.baseName.text
    }

    /// Whether `value` is `nil` (true), a literal, which is not (false), or unknown (nil).
    private static func isNil(_ value: ExprSyntax) -> Bool? {
        if LiteralValue.isNil(value) { return true }
        let isLiteral = LiteralValue.number(value) != nil || LiteralValue.bool(value) != nil || LiteralValue.string(value) != nil
        return isLiteral ? false : nil
    }

    /// A literal number `expression` stands for.
    private func number(_ expression: ExprSyntax) -> Double? {
        LiteralValue.number(values.dereference(expression, in: scope).0)
    }

    static func compared<Value: Comparable>(_ lhs: Value?, _ operation: String, _ rhs: Value?) -> Bool? {
        guard let lhs, let rhs else { return nil }
        switch operation {
        case "<": return lhs < rhs
        case "<=": return lhs <= rhs
        case ">": return lhs > rhs
        case ">=": return lhs >= rhs
        case "==": return lhs == rhs
        case "!=": return lhs != rhs
        default: return nil
        }
    }

    /// The runs of `elements` between the operators `operation`; nil when it has none.
    private static func split(_ elements: ArraySlice<ExprSyntax>, at operation: String) -> [ArraySlice<ExprSyntax>]? {
        let indices = elements.indices.filter { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == operation }
        guard !indices.isEmpty else { return nil }
        var parts: [ArraySlice<ExprSyntax>] = []
        var start = elements.startIndex
        for index in indices {
            parts.append(elements[start..<index])
            start = index + 1
        }
        parts.append(elements[start...])
        return parts
    }
}
