import SwiftSyntax

/// A node seen through one of swift-syntax's trait protocols, chosen by its kind.
///
/// `asProtocol(DeclGroupSyntax.self)` casts an existential at run time: the runtime looks the
/// conformance up in its tables (tens of thousands of instructions the first time for each node
/// type, a locked cache lookup after). A lint asks these questions of most declarations, so the
/// kinds are listed here once instead (a test checks the lists against swift-syntax's conformances).
extension SyntaxProtocol {
    /// The node as a declaration group (`struct`, `class`, `enum`, `actor`, `extension`,
    /// `protocol`), like `asProtocol(DeclGroupSyntax.self)`.
    public var asDeclGroup: (any DeclGroupSyntax)? {
        let node = Syntax(self)
        switch node.kind {
        case .structDecl: return node.cast(StructDeclSyntax.self)
        case .classDecl: return node.cast(ClassDeclSyntax.self)
        case .enumDecl: return node.cast(EnumDeclSyntax.self)
        case .actorDecl: return node.cast(ActorDeclSyntax.self)
        case .extensionDecl: return node.cast(ExtensionDeclSyntax.self)
        case .protocolDecl: return node.cast(ProtocolDeclSyntax.self)
        default: return nil
        }
    }

    /// The node as one that can carry attributes, like `asProtocol(WithAttributesSyntax.self)`
    /// (but for `AttributeClauseFileSyntax`, which only an experimental parser feature makes).
    /// The declaration groups are listed again: `DeclGroupSyntax` does not refine
    /// `WithAttributesSyntax`, so a group cannot be returned as one without a runtime cast.
    public var asWithAttributes: (any WithAttributesSyntax)? {
        let node = Syntax(self)
        switch node.kind {
        case .structDecl: return node.cast(StructDeclSyntax.self)
        case .classDecl: return node.cast(ClassDeclSyntax.self)
        case .enumDecl: return node.cast(EnumDeclSyntax.self)
        case .actorDecl: return node.cast(ActorDeclSyntax.self)
        case .extensionDecl: return node.cast(ExtensionDeclSyntax.self)
        case .protocolDecl: return node.cast(ProtocolDeclSyntax.self)
        case .functionDecl: return node.cast(FunctionDeclSyntax.self)
        case .variableDecl: return node.cast(VariableDeclSyntax.self)
        case .initializerDecl: return node.cast(InitializerDeclSyntax.self)
        case .deinitializerDecl: return node.cast(DeinitializerDeclSyntax.self)
        case .subscriptDecl: return node.cast(SubscriptDeclSyntax.self)
        case .accessorDecl: return node.cast(AccessorDeclSyntax.self)
        case .typeAliasDecl: return node.cast(TypeAliasDeclSyntax.self)
        case .associatedTypeDecl: return node.cast(AssociatedTypeDeclSyntax.self)
        case .enumCaseDecl: return node.cast(EnumCaseDeclSyntax.self)
        case .importDecl: return node.cast(ImportDeclSyntax.self)
        case .macroDecl: return node.cast(MacroDeclSyntax.self)
        case .macroExpansionDecl: return node.cast(MacroExpansionDeclSyntax.self)
        case .precedenceGroupDecl: return node.cast(PrecedenceGroupDeclSyntax.self)
        case .editorPlaceholderDecl: return node.cast(EditorPlaceholderDeclSyntax.self)
        case .missingDecl: return node.cast(MissingDeclSyntax.self)
        case .attributedType: return node.cast(AttributedTypeSyntax.self)
        case .closureParameter: return node.cast(ClosureParameterSyntax.self)
        case .closureSignature: return node.cast(ClosureSignatureSyntax.self)
        case .functionParameter: return node.cast(FunctionParameterSyntax.self)
        case .genericParameter: return node.cast(GenericParameterSyntax.self)
        default: return nil
        }
    }
}
