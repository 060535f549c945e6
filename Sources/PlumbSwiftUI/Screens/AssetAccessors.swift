import SwiftSyntax

/// The catalog names a project's asset accessors declare: the constants SwiftGen and similar
/// generators write (`enum Asset { enum Icons { static let star = ImageAsset(name: "Icons/star")
/// } }`, `static let tick = ImageAsset.bundle(name: "X24/tick")`), reached by their path
/// (`Asset.Icons.star`) or as an implicit member of the type an `Image` initializer of the
/// project takes (`Image(asset: .X24.tick)` with `extension Image { init(asset: ImageAsset) }`),
/// and the cases of a `String` enum of image names (`Image(icon: .chevronUp)`). The name is read
/// only when the constant or case gives it as a string literal; anything else is run-time code
/// the reader does not evaluate.
extension TreeBuilder {
    /// The catalog name the accessor `expression` declares. `implicitType` is the type an
    /// implicit member (`.X24.tick`) belongs to, and where a written path is looked up from.
    func declaredAssetName(_ expression: ExprSyntax, implicitType: String?) -> String? {
        declaredAsset(expression, implicitType: implicitType)?.name
    }

    /// The catalog name the accessor `expression` declares, with the enum case whose value gives
    /// it (`system` for `ImageAsset.system(name: "xmark")`), when a case does.
    func declaredAsset(_ expression: ExprSyntax, implicitType: String?) -> DeclaredAsset? {
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            Self.assetValueMembers.contains(member.declName.baseName.text)
        {
            return declaredAsset(base, implicitType: implicitType, depth: 0)
        }
        return declaredAsset(expression, implicitType: implicitType, depth: 0)
    }

    /// A name an accessor gives, and the case of the project's enum that holds it, if any.
    struct DeclaredAsset {
        let name: String
        let caseName: String?

        /// The name a call gives as its `name:` argument (or, with `unlabelled`, its first
        /// argument), and the case it makes: `ImageAsset.bundle(name: "x")`, `.system(name: "x")`.
        init?(_ call: FunctionCallExprSyntax, unlabelled: Bool) {
            let argument = call.arguments.first { $0.label?.text == "name" }
                ?? (unlabelled ? call.arguments.first { $0.label == nil } : nil)
            guard let name = argument.flatMap({ LiteralValue.string($0.expression) }) else { return nil }
            self.name = name
            caseName = call.calledExpression.as(MemberAccessExprSyntax.self).map(\.declName.baseName.text).flatMap { $0 == "init" ? nil : $0 }
        }

        init(name: String) {
            self.name = name
            caseName = nil
        }
    }

    /// What an accessor gives for its picture: SwiftGen's `ImageAsset` its catalog name, its
    /// `UIImage` or `NSImage`, and its SwiftUI `Image` (`Asset.Icons.star.swiftUIImage`); an
    /// enum case its raw value.
    private static let assetValueMembers: Set<String> = ["name", "image", "swiftUIImage", "rawValue"]

    /// The argument of an `Image` initializer the project declares (`Image(asset: .logo)`)
    /// with the type of its parameter, when the call has that one argument.
    func projectImageArgument(
        _ call: FunctionCallExprSyntax
    ) -> (argument: ExprSyntax, type: String, parameter: FunctionParameterSyntax)? {
        guard call.arguments.count == 1, let argument = call.arguments.first, let label = argument.label?.text else { return nil }
        let initializers = ["Image", "SwiftUI.Image"].flatMap { facts.types[$0] ?? [] }
            .flatMap { Array($0.members ?? []) }.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let parameter = initializers.lazy.compactMap { initializer in
            initializer.signature.parameterClause.parameters.count == 1 ? initializer.signature.parameterClause.parameters.first : nil
        }.first { $0.firstName.text == label }
        guard let parameter, let type = parameter.type.as(IdentifierTypeSyntax.self)?.name.text else { return nil }
        return (argument.expression, type, parameter)
    }

    private func declaredAsset(_ expression: ExprSyntax, implicitType: String?, depth: Int) -> DeclaredAsset? {
        // A parameter bound at its call site, or a constant the reader has already followed, may
        // be the constant's value itself: `ImageAsset(name: "Icons/star")`.
        if let call = expression.as(FunctionCallExprSyntax.self) { return DeclaredAsset(call, unlabelled: false) }
        // A constant that names another one is followed a few steps, never around a cycle.
        guard depth < 4, let path = Self.memberPath(expression), let name = path.names.last else { return nil }
        let written = path.names.dropLast()
        // An implicit member belongs to the type; a written path is looked up from the type
        // outwards, as Swift finds `Badges.seal` inside `Artwork.Badges`.
        let enclosing = (implicitType ?? "").split(separator: ".").map(String.init)
        let owners = path.isImplicit
            ? [(enclosing + written).joined(separator: ".")]
            : (0...enclosing.count).reversed().map { (enclosing.prefix($0) + written).joined(separator: ".") }
        if let rawValue = owners.lazy.compactMap({ self.stringRawValue(ofCase: name, in: $0) }).first {
            return DeclaredAsset(name: rawValue)
        }
        guard let (owner, declaration) = owners.lazy.compactMap({ owner in self.facts.members[owner]?[name].map { (owner, $0) } }).first,
            let value = DeclaredMember.value(of: declaration)
        else { return nil }
        if let literal = LiteralValue.string(value) { return DeclaredAsset(name: literal) }
        if let call = value.as(FunctionCallExprSyntax.self) { return DeclaredAsset(call, unlabelled: true) }
        return declaredAsset(value, implicitType: owner, depth: depth + 1)
    }

    /// The raw value of the case `name` of the project's `String` enum `typeName` (`case
    /// chevronUp = "chevron-up"`, or the case's name when it gives none): an enum of image names
    /// whose initializer takes `icon.rawValue`.
    private func stringRawValue(ofCase name: String, in typeName: String) -> String? {
        guard let declaration = facts.types[typeName]?.first(where: { !$0.isExtension })?.node.as(EnumDeclSyntax.self),
            declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedText == "String"
        else { return nil }
        let element = declaration.memberBlock.members.lazy.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
            .first { $0.name.text == name }
        guard let element else { return nil }
        guard let rawValue = element.rawValue?.value else { return name }
        return LiteralValue.string(rawValue)
    }

    /// `Asset.Icons.star` as its names, or `.X24.tick` as an implicit member's; nil for anything
    /// but names joined by dots.
    private static func memberPath(_ expression: ExprSyntax) -> (names: [String], isImplicit: Bool)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return ([reference.baseName.text], false) }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        guard let base = member.base else { return ([member.declName.baseName.text], true) }
        guard let prefix = memberPath(base) else { return nil }
        return (prefix.names + [member.declName.baseName.text], prefix.isImplicit)
    }
}
