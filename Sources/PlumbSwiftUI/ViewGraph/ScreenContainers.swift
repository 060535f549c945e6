import PlumbSyntax
import SwiftSyntax

/// The screen container (`ScreenContainer`) a view's `body` starts with.
enum ScreenContainers {
    /// The screen container at the root of a view's `body` (through its modifiers), if any.
    static func bodyRoot(of declarations: [TypeDeclaration]) -> String? {
        for declaration in declarations {
            for item in declaration.members ?? [] {
                guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" {
                    guard let accessors = binding.accessorBlock,
                          let call = ComputedValue.expression(of: accessors)?.as(FunctionCallExprSyntax.self)?.chainRoot,
                          let name = ScreenContainer.name(of: call)
                    else { continue }
                    return name
                }
            }
        }
        return nil
    }
}
