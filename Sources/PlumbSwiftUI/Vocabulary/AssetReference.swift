import PlumbProject
import SwiftSyntax

/// An image of the asset catalogs as code names it: by its name in the catalog (`"logo"`) or by
/// the resource Xcode generates for it (`.logo`, `ImageResource.logo`, the catalog's name in lower
/// camel case). The one reading the layout reader and the rules share.
public struct AssetReference: Sendable, Equatable {
    public let name: String
    /// Named by the generated resource rather than by the catalog's name.
    public let isGeneratedResource: Bool

    /// The image the catalog names `name`.
    public init(catalogName name: String) {
        self.name = name
        isGeneratedResource = false
    }

    public init?(_ expression: ExprSyntax) {
        if let name = LiteralValue.string(expression) {
            self.name = name
            isGeneratedResource = false
            return
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
              member.declName.baseName.text != "init", Self.isResourceBase(member.base)
        else { return nil }
        name = member.declName.baseName.text
        isGeneratedResource = true
    }

    /// The catalogs' image this names, if any.
    public func image(in assets: AssetCatalog) -> AssetCatalog.Image? {
        isGeneratedResource ? assets.image(symbol: name) : assets.image(named: name)
    }

    /// `.name` or `ImageResource.name`: nothing else before the dot.
    private static func isResourceBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "ImageResource"
    }
}
