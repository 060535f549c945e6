import SwiftSyntax

/// Code that runs only on newer systems: inside `if #available`, after `guard #available`, or in
/// a declaration marked `@available`.
public enum AvailabilityGuard {
    public static func isGuarded(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let ifExpression = parent.as(IfExprSyntax.self), ifExpression.conditions.contains(where: isAvailability) { return true }
            if let items = parent.as(CodeBlockItemListSyntax.self), items.contains(where: { item in
                item.position < current.position && item.item.as(GuardStmtSyntax.self)?.conditions.contains(where: isAvailability) == true
            }) {
                return true
            }
            if let attributed = parent.asWithAttributes, attributed.attributes.contains(where: isAvailableAttribute) {
                return true
            }
            current = parent
        }
        return false
    }

    private static func isAvailability(_ condition: ConditionElementSyntax) -> Bool {
        condition.condition.is(AvailabilityConditionSyntax.self)
    }

    private static func isAvailableAttribute(_ element: AttributeListSyntax.Element) -> Bool {
        element.as(AttributeSyntax.self)?.attributeName.trimmedText == "available"
    }
}
