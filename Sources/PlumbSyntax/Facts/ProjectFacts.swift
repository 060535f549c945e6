import PlumbCore
import SwiftSyntax

/// A named value the resolver can look up: a `let` with an initializer, or a name that shadows
/// outer ones without a value it can know (`var`, a stored `let` without initializer).
public struct ValueDeclaration: Sendable {
    public let name: String
    /// The full dotted name of the type that declares it; `nil` at file level.
    public let owner: String?
    public let file: SourceFile
    /// Where the name is declared.
    public let nameToken: TokenSyntax
    /// The initializer, when the declaration is a constant.
    public let initializer: ExprSyntax?

    public var position: SourcePosition { file.position(of: nameToken) }
}

/// A type (or an extension of one) the project declares.
public struct TypeDeclaration: Sendable {
    public let fullName: String
    public let file: SourceFile
    public let node: DeclSyntax
    public let isExtension: Bool
    public let inheritedTypes: [String]

    public var position: SourcePosition { file.position(of: node) }
}

/// What the first pass learns about the whole project before any rule runs.
public struct ProjectFacts: Sendable {
    public let themeName: String
    /// Every declaration of a type or extension, by full dotted name.
    public private(set) var types: [String: [TypeDeclaration]] = [:]
    /// Members with a value, by owner type's full name, then by member name.
    public private(set) var members: [String: [String: ValueDeclaration]] = [:]
    /// File-level declarations by the identity of the file's tree, then by name.
    public private(set) var fileValues: [SyntaxIdentifier: [String: ValueDeclaration]] = [:]
    /// The modules each file imports, by the identity of its tree.
    private var imports: [SyntaxIdentifier: Set<String>] = [:]
    /// Every file, by the identity of its tree: how a node finds the file it belongs to.
    public private(set) var files: [SyntaxIdentifier: SourceFile] = [:]
    /// Every proper suffix of a nested type's full name (`Spacing` for `AppTheme.Spacing`): the
    /// names that can mean a nested type when written inside an outer one.
    public private(set) var nestedNameSuffixes: Set<String> = []
    /// What the code shows about light and dark appearance (see `InferredDesign`).
    public private(set) var appearanceEvidence: [AppearanceEvidence] = []
    /// How often each theme spacing token is written as a stack's `spacing:` argument.
    public private(set) var spacingTokenUses: [String: Int] = [:]
    /// Where each file's code runs and what it is, from the project's manifests and folders.
    public var model = ProjectModel.empty

    public init(themeName: String) {
        self.themeName = themeName
    }

    public mutating func merge(_ other: FileFacts, of file: SourceFile) {
        files[file.tree.id] = file
        imports[file.tree.id] = other.imports
        for type in other.types {
            types[type.fullName, default: []].append(type)
            let parts = type.fullName.split(separator: ".")
            for start in parts.indices.dropFirst() { nestedNameSuffixes.insert(parts[start...].joined(separator: ".")) }
        }
        for value in other.values {
            if let owner = value.owner {
                members[owner, default: [:]][value.name] = members[owner]?[value.name] ?? value
            } else {
                let key = value.file.tree.id
                fileValues[key, default: [:]][value.name] = fileValues[key]?[value.name] ?? value
            }
        }
        spacingTokenUses.merge(other.spacingTokenUses, uniquingKeysWith: +)
        appearanceEvidence += other.appearanceEvidence
    }

    // MARK: Questions rules ask

    /// The design settings the project's code and settings files show.
    public var inferredDesign: InferredDesign {
        InferredDesign(evidence: appearanceEvidence + model.appearanceEvidence)
    }

    /// The file a node of any parsed tree belongs to.
    public func file(containing node: some SyntaxProtocol) -> SourceFile? {
        files[node.root.id]
    }

    /// Every parsed file of the project.
    public var allFiles: [SourceFile] { Array(files.values) }

    /// The modules a file imports (`SwiftUI`, `UIKit`, `AppKit.NSView`).
    public func imports(of file: SourceFile) -> Set<String> {
        imports[file.tree.id] ?? []
    }

    /// A file-level value of the file that holds `node`.
    public func fileValue(named name: String, near node: some SyntaxProtocol) -> ValueDeclaration? {
        fileValues[node.root.id]?[name]
    }

    /// The theme's declaration (not an extension of it), if the project has one.
    public var theme: TypeDeclaration? {
        types[themeName]?.first { !$0.isExtension }
    }

    /// The name of a nested theme type such as `Spacing`: `AppTheme.Spacing`.
    public func themeType(_ nested: String) -> String { "\(themeName).\(nested)" }

    /// The constants of a type, in no particular order.
    public func constants(of type: String) -> [ValueDeclaration] {
        members[type]?.values.filter { $0.initializer != nil } ?? []
    }

    /// The names a `View` conformance is written with.
    public static let viewProtocols: Set<String> = ["View", "SwiftUI.View"]

    /// Whether a type with this (unqualified or full) name conforms to `View` in its
    /// declaration or an extension.
    public func isView(_ typeName: String) -> Bool {
        types[typeName]?.contains { $0.inheritedTypes.contains(where: Self.viewProtocols.contains) } ?? false
    }

    /// Whether a value declared in `owner` is one of the theme's tokens.
    public func isThemeToken(_ declaration: ValueDeclaration) -> Bool {
        guard let owner = declaration.owner else { return false }
        return owner == themeName || owner.hasPrefix(themeName + ".")
    }
}

/// The facts of one file, gathered in parallel and merged into `ProjectFacts`.
public struct FileFacts: Sendable {
    public var imports: Set<String> = []
    public var types: [TypeDeclaration] = []
    public var values: [ValueDeclaration] = []
    public var spacingTokenUses: [String: Int] = [:]
    public var appearanceEvidence: [AppearanceEvidence] = []

    public init() {}
}
