import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// Images of the app's asset catalogs (`AssetCatalog`): `Image("name")`, `Image(.name)` (the
/// symbol Xcode generates), `Image(decorative: "name")`, `Image(uiImage: UIImage(named: "name")!)`,
/// a Label's `image:` and a project's asset accessors (`AssetAccessors`), each the size of its
/// picture in points, or a symbol when the catalog holds a custom symbol of that name. A name
/// known only at run time, or one no catalog of the project holds, stays opaque with why.
extension TreeBuilder {
    /// `name`: the expression that names the image, as written.
    func assetImage(named name: ExprSyntax?, at call: FunctionCallExprSyntax) -> ViewNode {
        if name == nil, let symbol = symbolAssetImage(call) { return symbol }
        guard let naming = namingExpression(name, at: call),
            let image = image(naming.expression, implicitType: naming.implicitType, namesIn: naming.scope, at: call)
        else { return opaque(.view("Image"), Self.namedAtRunTime, cause: .assetImage, at: call) }
        return image
    }

    /// The catalog image `expression` names, the names it uses read in `valueScope` (where it is
    /// written; the reader's own scope when not given), or the one a condition chooses (`chosenImage`).
    func image(
        _ expression: ExprSyntax, implicitType: String?, namesIn valueScope: ReadingScope? = nil, at call: FunctionCallExprSyntax
    ) -> ViewNode? {
        guard let reference = assetReference(expression, implicitType: implicitType, namesIn: valueScope ?? scope) else {
            return chosenImage(expression, implicitType: implicitType, at: call)
        }
        return catalogImage(reference, at: call)
    }

    /// Why an image whose picture's size is unknown is opaque: its name is known only at run
    /// time, no catalog holds it, or its picture cannot be read.
    static let namedAtRunTime = "an image named at run time: its picture's size is unknown"
    static func notInCatalogs(_ name: String) -> String { "no asset catalog of the project holds an image '\(name)'" }
    static func unreadablePicture(_ name: String) -> String { "image '\(name)': its picture's size cannot be read (plumb project says why)" }

    /// SwiftGen's `Asset.Icons.star.swiftUIImage` written as a view: the image its accessor names.
    func accessorImage(_ expression: ExprSyntax) -> ViewNode? {
        guard expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "swiftUIImage",
            let name = declaredAssetName(expression, implicitType: nil)
        else { return nil }
        return catalogImage(AssetReference(catalogName: name), at: expression)
    }

    /// The catalogs' image `reference` names, at `syntax`.
    private func catalogImage(_ reference: AssetReference, at syntax: some SyntaxProtocol) -> ViewNode {
        let found = reference.image(in: facts.model.assets)
        let node: ViewNode
        switch found {
        case .picture(let width, let height)?:
            node = .image(named: reference.name, size: Size(width: width, height: height))
        case .symbol?:
            node = .image(systemName: reference.name, isSFSymbol: false)
        case .unsized?:
            return opaque(
                .view("Image"), Self.unreadablePicture(reference.name), cause: .assetImage, at: syntax, label: reference.name)
        case nil:
            return opaque(.view("Image"), Self.notInCatalogs(reference.name), cause: .assetImage, at: syntax, label: reference.name)
        }
        return node.at(origin(of: syntax))
    }

    /// What `name` stands for, or the argument of an `Image` initializer the project declares
    /// (`Image(asset: .logo)`) when there is no name, with the type of that initializer's parameter
    /// and the scope it is written in: an accessor's `UIImage(named: name)` names its own `name`.
    private func namingExpression(
        _ name: ExprSyntax?, at call: FunctionCallExprSyntax
    ) -> (expression: ExprSyntax, scope: ReadingScope, implicitType: String?)? {
        let (written, implicitType): (ExprSyntax?, String?) = name.map { ($0, nil) }
            ?? projectImageArgument(call).map { ($0.argument, $0.type) } ?? (nil, nil)
        guard let written else { return nil }
        let (expression, valueScope) = values.dereference(written, in: scope)
        return (expression, valueScope, implicitType)
    }

    /// The image `expression` names, its picture's name read in `valueScope`; a project's asset
    /// accessor (`AssetAccessors`) names its catalog image.
    private func assetReference(_ expression: ExprSyntax, implicitType: String?, namesIn valueScope: ReadingScope) -> AssetReference? {
        let picture = Self.pictureNamed(expression).map { values.dereference($0, in: valueScope).0 }
        // An implicit member of a project initializer's parameter is that type's, not a generated `ImageResource`.
        if implicitType == nil || implicitType == "ImageResource",
            let reference = AssetReference(expression) ?? picture.flatMap(Self.assetReference)
        {
            return reference
        }
        return declaredAssetName(picture ?? expression, implicitType: implicitType).map(AssetReference.init(catalogName:))
    }

    /// The image an expression names (`AssetReference`); a `UIImage(named: "name")` or
    /// `NSImage(named:)` given to `Image(uiImage:)`, force-unwrapped or not, names its picture
    /// the same way.
    private static func assetReference(_ expression: ExprSyntax) -> AssetReference? {
        if let reference = AssetReference(expression) { return reference }
        return pictureNamed(expression).flatMap(assetReference)
    }

    /// The name given to `UIImage(named:)` or `NSImage(named:)` (`resource:`; `.init(named:)`
    /// where `Image(uiImage:)` says the type), force-unwrapped or not. `UIImage(named: "logo")
    /// ?? UIImage()` is that picture too: the fallback shows only when no catalog holds it.
    private static func pictureNamed(_ expression: ExprSyntax) -> ExprSyntax? {
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??", let first = sequence.elements.first
        {
            return pictureNamed(first)
        }
        guard let call = expression.unwrappingOptionals.as(FunctionCallExprSyntax.self), isPlatformImage(call.calledExpression),
            let argument = call.arguments.first, argument.label?.text == "named" || argument.label?.text == "resource"
        else { return nil }
        return argument.expression
    }

    private static func isPlatformImage(_ called: ExprSyntax) -> Bool {
        if let type = called.as(DeclReferenceExprSyntax.self)?.baseName.text { return ["UIImage", "NSImage"].contains(type) }
        guard let member = called.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.text == "init"
    }
}
