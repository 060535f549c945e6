import PlumbLayout
import SwiftSyntax

/// A package's layout-neutral modifier (`PackageModifiers`): the view it modifies, unchanged.
extension TreeBuilder {
    /// `view` itself when `name`, called by `call`, is a package's layout-neutral modifier there:
    /// the file calling it imports the package, and the project declares no modifier of that name.
    func packageModifier(_ name: String, of view: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        guard let modules = PackageModifiers.modules(declaringNeutral: name), facts.viewMethods(named: name).isEmpty,
            fileImports(anyOf: modules, at: call)
        else { return nil }
        return view
    }
}
