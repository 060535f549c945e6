import PlumbCore
import PlumbProject
import SwiftSyntax

/// The first, cheap pass: the declarations of types and named values, without entering function
/// bodies, accessors or closures.
public final class FactsCollector: SyntaxVisitor {
    private let file: SourceFile
    private let themeName: String
    private var typeStack: [String] = []
    private(set) var facts = FileFacts()

    init(file: SourceFile, themeName: String) {
        self.file = file
        self.themeName = themeName
        super.init(viewMode: .sourceAccurate)
    }

    public static func collect(_ file: SourceFile, bytes: [UInt8], themeName: String) -> FileFacts {
        let collector = FactsCollector(file: file, themeName: themeName)
        collector.walk(file.tree)
        collector.facts.spacingTokenUses = SpacingTokenTally.count(in: bytes, themeName: themeName)
        collector.scanPreferredColorSchemes(bytes)
        return collector.facts
    }

    // MARK: Types

    override public func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node: DeclSyntax(node), inheritance: node.inheritanceClause)
    }

    override public func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override public func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node: DeclSyntax(node), inheritance: node.inheritanceClause)
    }

    override public func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override public func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node: DeclSyntax(node), inheritance: node.inheritanceClause)
    }

    override public func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override public func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node: DeclSyntax(node), inheritance: node.inheritanceClause)
    }

    override public func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

    override public func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension names its type in full (`extension AppTheme.Spacing`), so it starts a
        // new path instead of nesting in the enclosing one.
        let name = node.extendedType.trimmedText
        typeStack.append(name)
        facts.types.append(TypeDeclaration(
            fullName: name, file: file, node: DeclSyntax(node), isExtension: true,
            inheritedTypes: Self.names(node.inheritanceClause)))
        return .visitChildren
    }

    override public func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    private func enterType(_ name: String, node: DeclSyntax, inheritance: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
        typeStack.append(name)
        facts.types.append(TypeDeclaration(
            fullName: typeStack.joined(separator: "."), file: file, node: node, isExtension: false,
            inheritedTypes: Self.names(inheritance)))
        return .visitChildren
    }

    private static func names(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.typeNames ?? []
    }

    // MARK: Imports

    override public func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.imports.insert(node.path.trimmedText)
        let exported = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported" }
        if exported, let module = node.path.first?.name.text { facts.reexportedModules.insert(module) }
        return .skipChildren
    }

    // MARK: Appearance

    /// Colour types a `init(light:dark:)` pair is declared on.
    private static let colorTypes: Set<String> = ["Color", "SwiftUI.Color", "UIColor", "NSColor", "ShapeStyle"]
    /// Names of a stored colour-scheme choice.
    private static let schemeWords = ["colorscheme", "appearance", "darkmode", "interfacestyle"]

    override public func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = Set(node.signature.parameterClause.parameters.map(\.firstName.text))
        if let owner = typeStack.last, Self.colorTypes.contains(owner), labels.isSuperset(of: ["light", "dark"]) {
            addEvidence(.switchable, at: node.initKeyword, "declares \(owner)(light:dark:)")
        }
        return .skipChildren
    }

    /// `@AppStorage("scheme") var selectedScheme: ColorScheme`: an in-app appearance setting.
    private func checkAppStorage(_ node: VariableDeclSyntax) {
        guard node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "AppStorage" }) else { return }
        for binding in node.bindings {
            let name = binding.pattern.trimmedText
            let type = binding.typeAnnotation?.type.trimmedText ?? ""
            let text = (name + " " + type).lowercased()
            guard type.hasPrefix("ColorScheme") || Self.schemeWords.contains(where: text.contains) else { continue }
            addEvidence(.switchable, at: binding.pattern, "an @AppStorage appearance setting (\(name))")
        }
    }

    /// A colour scheme chosen at run time switches appearance; a constant one on the App's
    /// scene locks it.
    private func scanPreferredColorSchemes(_ bytes: [UInt8]) {
        let declaresApp = facts.types.contains { $0.inheritedTypes.contains { $0 == "App" || $0 == "SwiftUI.App" } }
        for call in PreferredColorSchemeScan.calls(in: bytes) {
            let position = file.position(of: AbsolutePosition(utf8Offset: call.offset))
            if !call.isConstant {
                facts.appearanceEvidence.append(AppearanceEvidence(
                    appearance: .switchable, position: position, reason: "preferredColorScheme(\(call.argument)) chosen at run time"))
            } else if declaresApp {
                facts.appearanceEvidence.append(AppearanceEvidence(
                    appearance: .fixed, position: position, reason: "the App's scene is locked to preferredColorScheme(\(call.argument))"))
            }
        }
    }

    private func addEvidence(_ appearance: Appearance, at node: some SyntaxProtocol, _ reason: String) {
        facts.appearanceEvidence.append(AppearanceEvidence(appearance: appearance, position: file.position(of: node), reason: reason))
    }

    // MARK: Values

    override public func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        checkAppStorage(node)
        let isConstant = node.bindingSpecifier.tokenKind == .keyword(.let)
        let owner = typeStack.isEmpty ? nil : typeStack.joined(separator: ".")
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let hasValue = isConstant && binding.accessorBlock == nil
            // A name escaped with backticks (`static let `left` = …`) is used without them (`.left`).
            facts.values.append(ValueDeclaration(
                name: pattern.identifier.identifier?.name ?? pattern.identifier.text, owner: owner, file: file, nameToken: pattern.identifier,
                initializer: hasValue ? binding.initializer?.value : nil))
        }
        return .skipChildren
    }

    // Bodies hold no declarations the resolver looks up from outside them.
    override public func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if typeStack.isEmpty, node.body != nil, node.signature.returnClause != nil {
            facts.freeFunctions.append(FreeFunctionDeclaration(file: file, node: node))
        }
        return .skipChildren
    }
    override public func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override public func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override public func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Counts `spacing: AppTheme.Spacing.<token>` in a file's text: which token a project's stacks
/// use most. A byte search, since it only picks a fix's wording and never decides a finding.
public enum SpacingTokenTally {
    public static func count(in bytes: [UInt8], themeName: String) -> [String: Int] {
        let needle = Array("spacing: \(themeName).Spacing.".utf8)
        guard bytes.count > needle.count else { return [:] }
        var counts: [String: Int] = [:]
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) {
                var end = index + needle.count
                while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
                if end > index + needle.count {
                    counts[String(decoding: bytes[(index + needle.count)..<end], as: UTF8.self), default: 0] += 1
                }
                index = end
            } else {
                index += 1
            }
        }
        return counts
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
