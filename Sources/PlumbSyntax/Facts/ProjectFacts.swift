import PlumbCore
import PlumbProject
import SwiftSyntax

/// A named value the resolver can look up: a `let` with an initializer, or a name that shadows
/// outer ones without a value it can know (`var`, a stored `let` without initializer).
public struct ValueDeclaration: Sendable {
    public let name: String
    /// The full dotted name of the type that declares it; `nil` at file level.
    public let owner: String?
    public let file: SourceFile
    /// Where the name is declared.
    public let position: SourcePosition
    /// Whether the declaration is a constant with an initializer.
    public let hasValue: Bool
    private var nameHandle: NodeHandle<TokenSyntax>
    private var initializerHandle: NodeHandle<ExprSyntax>?

    public init(name: String, owner: String?, file: SourceFile, nameToken: TokenSyntax, initializer: ExprSyntax?) {
        self.name = name
        self.owner = owner
        self.file = file
        position = file.position(of: nameToken)
        hasValue = initializer != nil
        nameHandle = NodeHandle(nameToken)
        initializerHandle = initializer.map(NodeHandle.init)
    }

    /// The name's token. A file that let its tree go parses it again (see `SourceFile`).
    public var nameToken: TokenSyntax { nameHandle.node(in: file) }
    /// The initializer, when the declaration is a constant.
    public var initializer: ExprSyntax? { initializerHandle?.node(in: file) }

    /// The same declaration holding its nodes by path.
    func located() -> ValueDeclaration {
        var located = self
        located.nameHandle = nameHandle.located()
        located.initializerHandle = initializerHandle?.located()
        return located
    }
}

/// A type (or an extension of one) the project declares.
public struct TypeDeclaration: Sendable {
    public let fullName: String
    public let file: SourceFile
    public let isExtension: Bool
    public let inheritedTypes: [String]
    public let position: SourcePosition
    private var handle: NodeHandle<DeclSyntax>

    public init(fullName: String, file: SourceFile, node: DeclSyntax, isExtension: Bool, inheritedTypes: [String]) {
        self.fullName = fullName
        self.file = file
        self.isExtension = isExtension
        self.inheritedTypes = inheritedTypes
        position = file.position(of: node)
        handle = NodeHandle(node)
    }

    /// The declaration. A file that let its tree go parses it again (see `SourceFile`).
    public var node: DeclSyntax { handle.node(in: file) }

    /// The same declaration holding its node by path.
    func located() -> TypeDeclaration {
        var located = self
        located.handle = handle.located()
        return located
    }
}

/// What the first pass learns about the whole project before any rule runs.
public struct ProjectFacts: Sendable {
    public let themeName: String
    /// Every declaration of a type or extension, by full dotted name.
    public internal(set) var types = FactTable<[TypeDeclaration]>(read: FactReads.Read.type)
    /// Members with a value, by owner type's full name, then by member name.
    public internal(set) var members = FactTable<[String: ValueDeclaration]>(read: FactReads.Read.members)
    /// The functions declared at file level with a body and a result, by name.
    public internal(set) var freeFunctions = FactTable<[FreeFunctionDeclaration]>(read: FactReads.Read.freeFunction)
    /// File-level declarations by name, every file's: a global the code names from another file
    /// of its module (`let gutter = 2.0`, `public var supportsGlass: Bool { … }`).
    public internal(set) var globalValues = FactTable<[ValueDeclaration]>(read: FactReads.Read.globalValue)
    /// File-level declarations by file, then by name.
    var fileValues: [ObjectIdentifier: [String: ValueDeclaration]] = [:]
    /// The modules each file imports, by file.
    var imports: [ObjectIdentifier: Set<String>] = [:]
    /// The modules some file imports with `@_exported`, each with how many files do (so that
    /// replacing a file's facts can take its own away).
    var reexportingFiles: [String: Int] = [:]
    /// Every file that keeps its first tree, by the identity of that tree: how a node finds the
    /// file it belongs to.
    var filesByTree: [SyntaxIdentifier: SourceFile] = [:]
    /// The files that parse again on demand (see `SourceFile`), by their length in bytes: a
    /// node's tree is one of theirs if its length matches and the file holds that tree now.
    var filesParsedOnDemand: [Int: [SourceFile]] = [:]
    /// Every proper suffix of a nested type's full name (`Spacing` for `AppTheme.Spacing`): the
    /// names that can mean a nested type when written inside an outer one, each with how many
    /// declarations give it (so that replacing a file's facts can take its own away).
    var nestedNameSuffixes: [String: Int] = [:]
    /// What the code shows about light and dark appearance (see `InferredDesign`).
    public internal(set) var appearanceEvidence: [AppearanceEvidence] = []
    /// The same evidence by the path of its file (`SourceFile.path`), whose targets it belongs to.
    var appearanceEvidenceByPath: [String: [AppearanceEvidence]] = [:]
    var spacingTokenTally: [String: Int] = [:]
    /// The members of the declarations named `View` and of those named `SwiftUI.View` (the
    /// project's own modifiers), by those names: a reader meets an unknown modifier at every
    /// other call of a screen, and the declarations are indexed once rather than scanned per call.
    var viewMembers: [String: MemberIndex] = [:]
    /// Where each file's code runs and what it is, from the project's manifests and folders.
    public var model = ProjectModel.empty

    public init(themeName: String) {
        self.themeName = themeName
    }

    public mutating func merge(_ other: FileFacts, of file: SourceFile) {
        if file.isParsedOnDemand {
            filesParsedOnDemand[file.bytes.count, default: []].append(file)
        } else {
            filesByTree[file.tree.id] = file
        }
        imports[ObjectIdentifier(file)] = other.imports
        for module in other.reexportedModules { reexportingFiles[module, default: 0] += 1 }
        for type in other.types {
            types.storage[type.fullName, default: []].append(type)
            for suffix in Self.nestedNameSuffixes(of: type.fullName) { nestedNameSuffixes[suffix, default: 0] += 1 }
            if Self.viewProtocols.contains(type.fullName) { viewMembers[type.fullName, default: MemberIndex()].add(type) }
        }
        for value in other.values {
            if let owner = value.owner {
                members.storage[owner, default: [:]][value.name] = members.storage[owner]?[value.name] ?? value
            } else {
                let key = ObjectIdentifier(value.file)
                fileValues[key, default: [:]][value.name] = fileValues[key]?[value.name] ?? value
                globalValues.storage[value.name, default: []].append(value)
            }
        }
        for function in other.freeFunctions { freeFunctions.storage[function.name, default: []].append(function) }
        spacingTokenTally.merge(other.spacingTokenUses, uniquingKeysWith: +)
        appearanceEvidence += other.appearanceEvidence
        if !other.appearanceEvidence.isEmpty { appearanceEvidenceByPath[file.path, default: []] += other.appearanceEvidence }
    }

    /// The facts of `files` merged in their order, with the project model.
    public static func merging(_ files: [MergedFile], themeName: String, model: ProjectModel) -> ProjectFacts {
        var facts = ProjectFacts(themeName: themeName)
        for file in files { facts.merge(file.facts, of: file.source) }
        facts.model = model
        return facts
    }

    /// The proper suffixes of a nested type's full name: `B.C` and `C` of `A.B.C`.
    static func nestedNameSuffixes(of fullName: String) -> [String] {
        let parts = fullName.split(separator: ".")
        return parts.indices.dropFirst().map { parts[$0...].joined(separator: ".") }
    }

    // MARK: Questions rules ask
    //
    // Each question about other files records itself in `FactReads` (see there); questions
    // about a file a rule already holds (its imports, its file-level values) need not.

    /// What the code of every file shows about appearance, by file and line (for the cache).
    public var codeAppearanceEvidence: [AppearanceEvidence] {
        appearanceEvidenceByPath.sorted { $0.key < $1.key }.flatMap(\.value)
    }

    /// The design settings the project's code and settings files show, all targets together.
    public var inferredDesign: InferredDesign {
        FactReads.record(.allFiles)
        return InferredDesign(evidence: appearanceEvidence + model.appearanceEvidence)
    }

    /// The design settings of the code at `path` (`SourceFile.path`): what every target that
    /// compiles it shows, each target's settings files and the code of its files (an example
    /// app's `UIUserInterfaceStyle` is not its library's); a setting the targets disagree on, or
    /// that one of them does not show, is unknown. A file of no target gets what shows outside
    /// every target (in a project without targets, everything).
    public func inferredDesign(ofFile path: String) -> InferredDesign {
        let targets = model.context(ofPath: path).targets
        guard !targets.isEmpty else { return inferredDesign(ofTarget: nil) }
        return InferredDesign(agreeing: targets.map(inferredDesign(ofTarget:)))
    }

    /// The design settings a target shows: its settings files and the code of its files; with
    /// `nil`, those that belong to no target.
    public func inferredDesign(ofTarget target: String?) -> InferredDesign {
        // The settings files are part of the cache's key; of the Swift files, only this evidence is read.
        FactReads.record(.appearanceEvidence)
        let code = appearanceEvidenceByPath.filter { path, _ in
            let owners = model.context(ofPath: path).targets
            return target.map(owners.contains) ?? owners.isEmpty
        }
        let ownCode = code.values.joined().map { evidence in
            var owned = evidence
            owned.target = target
            return owned
        }
        return InferredDesign(evidence: model.appearanceEvidence.filter { $0.target == target } + ownCode)
    }

    /// The compilation conditions the project's build settings settle where `node` is written
    /// (`ProjectModel.compilationFlags(ofPath:)`).
    public func compilationFlags(at node: some SyntaxProtocol) -> CompilationFlags {
        file(containing: node).map { model.compilationFlags(ofPath: $0.path) } ?? .unknown
    }

    /// The file a node of any parsed tree belongs to.
    public func file(containing node: some SyntaxProtocol) -> SourceFile? {
        let root = node.root
        if let file = filesByTree[root.id] { return file }
        return filesParsedOnDemand[root.totalLength.utf8Length]?.first { $0.holds(root: root.id) }
    }

    /// Every parsed file of the project.
    public var allFiles: [SourceFile] {
        FactReads.record(.allFiles)
        return Array(filesByTree.values) + filesParsedOnDemand.values.joined()
    }

    /// How often each theme spacing token is written as a stack's `spacing:` argument.
    public var spacingTokenUses: [String: Int] {
        FactReads.record(.spacingTokenUses)
        return spacingTokenTally
    }

    /// Whether `name` can mean a nested type when written inside an outer one: it is a proper
    /// suffix of a nested type's full name (`Spacing` of `AppTheme.Spacing`).
    public func isNestedNameSuffix(_ name: String) -> Bool {
        FactReads.record(.nestedSuffix(name))
        return nestedNameSuffixes[name] != nil
    }

    /// The modules a file imports (`SwiftUI`, `UIKit`, `AppKit.NSView`).
    public func imports(of file: SourceFile) -> Set<String> {
        imports[ObjectIdentifier(file)] ?? []
    }

    /// Whether some file of the project imports one of `modules` with `@_exported`, which makes
    /// the module's declarations visible to files that do not import it (the project's own
    /// re-export, as Inject's README has an app write once). Plumb does not tell a project's
    /// modules apart here: a file that calls such a declaration compiles only if it sees it.
    public func reexportsAny(of modules: Set<String>) -> Bool {
        FactReads.record(.reexportedModules)
        return modules.contains { reexportingFiles[$0] != nil }
    }

    /// The modules some file imports with `@_exported`, without recording a read: for the
    /// cache's fingerprints.
    public var reexportedModulesUnrecorded: [String] { reexportingFiles.keys.sorted() }

    /// A file-level value of the file that holds `node`.
    public func fileValue(named name: String, near node: some SyntaxProtocol) -> ValueDeclaration? {
        file(containing: node).flatMap { fileValues[ObjectIdentifier($0)]?[name] }
    }


    /// The theme's declaration (not an extension of it), if the project has one. A type named
    /// like the theme that only lists cases (`enum AppTheme { case dark, light }`, an appearance
    /// setting) is a choice between values, not the namespace of tokens, and is not the theme.
    public var theme: TypeDeclaration? {
        guard let declaration = themeNamedDeclaration, !isChoiceOfCases(themeName) else { return nil }
        return declaration
    }

    /// The declaration named like the theme, whether or not it is one (see `theme`).
    public var themeNamedDeclaration: TypeDeclaration? {
        types[themeName]?.first { !$0.isExtension }
    }

    /// Whether the type `name` is an enum that lists cases and nests no types, in its declaration
    /// or an extension: its values are modes to choose from, not tokens.
    private func isChoiceOfCases(_ name: String) -> Bool {
        let declarations = types[name] ?? []
        let items = declarations.flatMap { Array($0.members ?? []) }
        return declarations.contains { $0.node.is(EnumDeclSyntax.self) }
            && items.contains { $0.decl.is(EnumCaseDeclSyntax.self) }
            && !items.contains { $0.decl.asDeclGroup != nil }
    }

    /// The name of a nested theme type such as `Spacing`: `AppTheme.Spacing`.
    public func themeType(_ nested: String) -> String { "\(themeName).\(nested)" }

    /// The constants of a type, in no particular order.
    public func constants(of type: String) -> [ValueDeclaration] {
        members[type]?.values.filter(\.hasValue) ?? []
    }

    /// The names a `View` conformance is written with.
    public static let viewProtocols: Set<String> = ["View", "SwiftUI.View"]

    /// The project's extensions of `View`, those written `View` first, then `SwiftUI.View`: where
    /// its own modifiers are declared.
    public var viewExtensionDeclarations: [TypeDeclaration] {
        (types["View"] ?? []) + (types["SwiftUI.View"] ?? [])
    }

    /// Whether a type with this (unqualified or full) name conforms to `View` in its
    /// declaration or an extension.
    public func isView(_ typeName: String) -> Bool {
        types[typeName]?.contains { $0.inheritedTypes.contains(where: Self.viewProtocols.contains) } ?? false
    }

    /// The project's own `View` modifier `name`: the first instance method with a body so named
    /// in the declarations of `View`, or of `SwiftUI.View` when the project declares no `View`.
    public func viewMethod(named name: String) -> FunctionDeclSyntax? {
        viewMethods(named: name).first
    }

    /// Every overload of the project's own `View` modifier `name`, in the order declared.
    public func viewMethods(named name: String) -> [FunctionDeclSyntax] {
        guard let declared = ["View", "SwiftUI.View"].first(where: { !(types[$0] ?? []).isEmpty }) else { return [] }
        return viewMembers[declared]?.members(named: name).compactMap { $0.as(FunctionDeclSyntax.self) }
            .filter { $0.body != nil && !$0.modifiers.isStatic } ?? []
    }

    /// The members of `type` and of every type nested in it (`AppTheme`, `AppTheme.Radius`), by owner.
    public func members(under type: String) -> [(owner: String, members: [String: ValueDeclaration])] {
        FactReads.record(.membersUnder(type))
        return members.storage.filter { owner, _ in owner == type || owner.hasPrefix(type + ".") }.map { ($0.key, $0.value) }
    }

    /// Whether a value declared in `owner` is one of the theme's tokens.
    public func isThemeToken(_ declaration: ValueDeclaration) -> Bool {
        guard let owner = declaration.owner else { return false }
        return owner == themeName || owner.hasPrefix(themeName + ".")
    }
}

/// A table of facts by name whose every lookup records itself as a read (see `FactReads`).
/// Going through the whole table depends on every file, and records that.
public struct FactTable<Value: Sendable>: Sendable, Sequence {
    var storage: [String: Value] = [:]
    private let read: @Sendable (String) -> FactReads.Read

    init(read: @escaping @Sendable (String) -> FactReads.Read) {
        self.read = read
    }

    public subscript(name: String) -> Value? {
        FactReads.record(read(name))
        return storage[name]
    }

    /// Every entry. The answer depends on every file, so it records a read of all of them.
    public var all: [String: Value] {
        FactReads.record(.allFiles)
        return storage
    }

    public var keys: Dictionary<String, Value>.Keys { all.keys }
    public var values: Dictionary<String, Value>.Values { all.values }

    public func makeIterator() -> Dictionary<String, Value>.Iterator {
        all.makeIterator()
    }

    /// Every name in the table, without recording a read: for the cache's fingerprints.
    public var unrecorded: [String: Value] { storage }
}

/// The facts of one file, gathered in parallel and merged into `ProjectFacts`.
public struct FileFacts: Sendable {
    public var imports: Set<String> = []
    /// The modules the file imports with `@_exported`: every file of its module, and every file
    /// that imports the module, sees them without importing them itself.
    public var reexportedModules: Set<String> = []
    public var types: [TypeDeclaration] = []
    public var values: [ValueDeclaration] = []
    public var freeFunctions: [FreeFunctionDeclaration] = []
    public var spacingTokenUses: [String: Int] = [:]
    public var appearanceEvidence: [AppearanceEvidence] = []

    public init() {}

    /// Whether the file may hold views: it imports SwiftUI or declares a `View`. A file that
    /// does not can let its tree go once its facts are read (see `SourceFile`).
    public var mayHoldViews: Bool {
        imports.contains { $0 == "SwiftUI" || $0.hasPrefix("SwiftUI.") }
            || types.contains { $0.inheritedTypes.contains(where: ProjectFacts.viewProtocols.contains) }
    }

    /// The same facts holding their nodes by path, so that they keep no tree alive.
    public func located() -> FileFacts {
        var located = self
        located.types = types.map { $0.located() }
        located.values = values.map { $0.located() }
        located.freeFunctions = freeFunctions.map { $0.located() }
        return located
    }
}
