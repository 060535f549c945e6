import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// Images of the app's asset catalogs (`AssetCatalog`): `Image("name")`, `Image(.name)` (the
/// symbol Xcode generates), `Image(decorative: "name")`, `Image(uiImage: UIImage(named: "name")!)`
/// and a Label's `image:`, each the size of its picture in points, or a symbol when the
/// catalog holds a custom symbol of that name. A name known only at run time, or one no catalog
/// of the project holds, stays opaque with why.
extension TreeBuilder {
    /// `name`: the expression that names the image, as written.
    func assetImage(named name: ExprSyntax?, at call: FunctionCallExprSyntax) -> ViewNode {
        guard let name = name.map({ parts(call).arguments.dereferenced($0) }), let reference = Self.assetReference(name) else {
            return opaque(.view("Image"), "an image named at run time: its picture's size is unknown", cause: .assetImage, at: call)
        }
        let found = reference.image(in: facts.model.assets)
        let node: ViewNode
        switch found {
        case .picture(let width, let height)?:
            node = .image(named: reference.name, size: Size(width: width, height: height))
        case .symbol?:
            node = .image(systemName: reference.name, isSFSymbol: false)
        case .unsized?:
            return opaque(
                .view("Image"), "image '\(reference.name)': its picture's size cannot be read (plumb project says why)", cause: .assetImage,
                at: call,
                label: reference.name)
        case nil:
            return opaque(.view("Image"), "no asset catalog of the project holds an image '\(reference.name)'", cause: .assetImage,
                at: call, label: reference.name)
        }
        return node.at(origin(of: call))
    }

    /// The image an expression names (`AssetReference`); a `UIImage(named: "name")` or
    /// `NSImage(named:)` given to `Image(uiImage:)`, force-unwrapped or not, names its picture
    /// the same way.
    private static func assetReference(_ expression: ExprSyntax) -> AssetReference? {
        if let reference = AssetReference(expression) { return reference }
        guard let call = expression.unwrappingOptionals.as(FunctionCallExprSyntax.self),
            let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["UIImage", "NSImage"].contains(type),
            let argument = call.arguments.first, argument.label?.text == "named" || argument.label?.text == "resource"
        else { return nil }
        return assetReference(argument.expression)
    }
}
