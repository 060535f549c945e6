import PlumbCore
import SwiftSyntax

extension TypeDeclaration {
    /// The members of the declaration or extension.
    public var members: MemberBlockItemListSyntax? {
        node.asDeclGroup?.memberBlock.members
    }

    /// Where a finding about the type goes: its name (the extended type of an extension), past
    /// attributes, modifiers and doc comments.
    public var namePosition: SourcePosition {
        if let decl = node.as(EnumDeclSyntax.self) { return file.position(of: decl.name) }
        if let decl = node.as(StructDeclSyntax.self) { return file.position(of: decl.name) }
        if let decl = node.as(ClassDeclSyntax.self) { return file.position(of: decl.name) }
        if let decl = node.as(ActorDeclSyntax.self) { return file.position(of: decl.name) }
        if let decl = node.as(ExtensionDeclSyntax.self) { return file.position(of: decl.extendedType) }
        return position
    }
}
