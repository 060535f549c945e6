import PlumbSyntax
import SwiftSyntax

/// The containers that make a view a screen when its `body` starts with one.
enum ScreenContainers {
    static let names: Set<String> = [
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "List", "Form", "ScrollView",
    ]

    /// The screen container at the root of a view's `body` (through its modifiers), if any. A
    /// horizontal `ScrollView` is a strip of chips or a carousel, not a screen.
    static func bodyRoot(of declarations: [TypeDeclaration]) -> String? {
        for declaration in declarations {
            for item in declaration.members ?? [] {
                guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" {
                    guard let accessors = binding.accessorBlock,
                          let call = ComputedValue.expression(of: accessors)?.as(FunctionCallExprSyntax.self)?.chainRoot,
                          let name = CallShape(call)?.initializerName, names.contains(name),
                          !(name == "ScrollView" && call.arguments.first?.expression.trimmedDescription.contains("horizontal") == true)
                    else { continue }
                    return name
                }
            }
        }
        return nil
    }
}

/// The scenes whose content is a window's root view.
enum SceneRoots {
    private static let scenes: Set<String> = ["WindowGroup", "Window", "DocumentGroup", "Settings", "MenuBarExtra", "UtilityWindow"]

    /// Whether a call is the content of a scene: `WindowGroup { ContentView() }`.
    static func holds(_ call: FunctionCallExprSyntax) -> Bool {
        let outermost = call.appliedModifiers.last ?? call
        guard let closure = outermost.parent?.parent?.parent?.as(ClosureExprSyntax.self),
              let scene = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = CallShape(scene)?.initializerName
        else { return false }
        return scenes.contains(name)
    }
}
