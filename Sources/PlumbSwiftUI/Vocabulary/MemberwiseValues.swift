import SwiftSyntax

/// The SDK's value types whose properties are the arguments of their initializer, by label:
/// `CGSize(width: 40, height: 40).width` is 40. What a reader needs to follow a project type that
/// keeps its numbers in one (`let size: CGSize; var width: CGFloat { size.width }`).
enum MemberwiseValues {
    /// Each type's properties, which its memberwise initializer takes by the same labels.
    static let properties: [String: Set<String>] = [
        "CGSize": ["width", "height"],
        "CGPoint": ["x", "y"],
        "CGVector": ["dx", "dy"],
        "EdgeInsets": ["top", "leading", "bottom", "trailing"],
        "UIEdgeInsets": ["top", "left", "bottom", "right"],
    ]

    /// What `call` (which makes `typeName`) gives its property `name`: the argument of that label.
    static func argument(_ name: String, of call: FunctionCallExprSyntax, making typeName: String) -> ExprSyntax? {
        guard properties[typeName]?.contains(name) == true else { return nil }
        return call.arguments.first { $0.label?.text == name }?.expression
    }
}
