import PlumbSyntax
import SwiftSyntax

/// The containers that make a view a screen when its `body` starts with one
/// (docs/design-system.md#view-structure): navigation, tabs, a list, a form, a vertical scroll.
public enum ScreenContainer {
    public static let names: Set<String> = [
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "List", "Form", "ScrollView",
    ]

    /// The screen container a call creates, by name; nil for any other call, and for a
    /// horizontal `ScrollView`: a carousel or a strip of chips, not a screen.
    public static func name(of call: FunctionCallExprSyntax) -> String? {
        guard let name = CallShape(call)?.initializerName, names.contains(name) else { return nil }
        if name == "ScrollView", scrollsHorizontally(call) { return nil }
        return name
    }

    /// Whether a `ScrollView(…)` may scroll horizontally: its axes (the unlabeled first
    /// argument) name `.horizontal`, alone, in a set or in a branch.
    public static func scrollsHorizontally(_ scrollView: FunctionCallExprSyntax) -> Bool {
        guard let axes = scrollView.arguments.first, axes.label == nil else { return false }
        return axes.expression.trimmedText.contains("horizontal")
    }

    /// Whether a view's `body` starts with a screen container: through its modifiers, a `Group`
    /// and a `ZStack`'s last view (the first ones are usually its background). A `TabView` does
    /// not make its view a screen: each of its tabs is one.
    public static func startsScreen(_ body: ExprSyntax) -> Bool {
        var next: ExprSyntax? = body
        while let call = next?.as(FunctionCallExprSyntax.self) {
            next = nil
            switch CallShape(call) {
            case .modifier(_, let base)?:
                next = base
            case .initializer(let name)?:
                if let container = Self.name(of: call) { return container != "TabView" }
                if name == "ZStack" || name == "Group" { next = ViewBody.content(of: call, last: name == "ZStack") }
            default:
                break
            }
        }
        return false
    }
}
