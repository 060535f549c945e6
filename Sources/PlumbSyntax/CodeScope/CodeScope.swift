import PlumbCore
import PlumbProject
import SwiftSyntax

/// Where a piece of code runs: its file's platforms and deployment targets, narrowed by what the
/// code says around it — the file's imports (`AppKit`), `#if os(…)`/`canImport`/
/// `targetEnvironment` clauses, declarations unavailable on a platform, and `@available` or
/// `if #available` raising a deployment target.
public struct CodeScope: Sendable, Hashable {
    /// `nil` when nothing says: the code could run anywhere.
    public var platforms: Set<Platform>?
    public var deploymentTargets: [Platform: OSVersion]
    /// The compilation conditions the project's build settings settle for the file: a `#if`
    /// clause of a name no build defines is compiled nowhere.
    public var flags: CompilationFlags

    public static let unknown = CodeScope(platforms: nil, deploymentTargets: [:])

    public init(platforms: Set<Platform>?, deploymentTargets: [Platform: OSVersion], flags: CompilationFlags = .unknown) {
        self.platforms = platforms
        self.deploymentTargets = deploymentTargets
        self.flags = flags
    }

    /// Whether the code could run on `platform`.
    public func mayRun(on platform: Platform) -> Bool {
        platforms?.contains(platform) ?? true
    }

    /// Whether the code is known to run on `platforms` and nowhere else.
    public func runsOnly(on platforms: Set<Platform>) -> Bool {
        self.platforms.map { $0.isSubset(of: platforms) } ?? false
    }

    /// The scope of a file's top-level code: the model's answer narrowed by its unconditional
    /// imports, with the compilation conditions settled for the file.
    public static func file(_ context: FileContext, tree: SourceFileSyntax, flags: CompilationFlags) -> CodeScope {
        var scope = CodeScope(platforms: context.platforms, deploymentTargets: context.deploymentTargets, flags: flags)
        for statement in tree.statements {
            guard let importDecl = statement.item.as(ImportDeclSyntax.self),
                  let module = importDecl.path.first?.name.text,
                  let condition = CompileCondition.importing(module) else { continue }
            scope = scope.narrowed(to: condition.may)
        }
        return scope
    }

    /// The scope inside `node` when `node` narrows it, else `nil`: a `#if` clause, a declaration
    /// with `@available` or one that extends an AppKit type, the body of an `if #available`.
    public func narrowing(at node: Syntax) -> CodeScope? {
        switch node.kind {
        case .ifConfigClause:
            return narrowed(to: CompileCondition.region(of: node.cast(IfConfigClauseSyntax.self), flags: flags).may)
        case .codeBlock:
            guard let ifExpression = node.parent?.as(IfExprSyntax.self), ifExpression.body.id == node.id else { return nil }
            let arguments = ifExpression.conditions.compactMap { $0.condition.as(AvailabilityConditionSyntax.self) }
                .filter { $0.availabilityKeyword.tokenKind == .poundAvailable }
                .flatMap { Array($0.availabilityArguments) }
            return arguments.isEmpty ? nil : raised(by: arguments)
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl, .functionDecl,
             .variableDecl, .initializerDecl, .subscriptDecl:
            let attributes = node.asWithAttributes?.attributes
            let available = attributes.flatMap { $0.isEmpty ? nil : availability($0) }
            guard Self.extendsAppKit(node) else { return available }
            return (available ?? self).narrowed(to: [.macOS])
        default:
            return nil
        }
    }

    /// A type that subclasses or conforms to a type only the Mac has (`NSViewRepresentable`,
    /// `NSWindow`: `CompileCondition.appKitTypes`) compiles only there, unless its file declares
    /// a stand-in of that name for the other platforms (`typealias NSView = UIView`).
    private static func extendsAppKit(_ node: Syntax) -> Bool {
        guard let inherited = node.asDeclGroup?.inheritanceClause?.typeNames,
              let name = inherited.first(where: CompileCondition.appKitTypes.contains) else { return false }
        return !declaresStandIn(named: name, around: node)
    }

    private static func declaresStandIn(named name: String, around node: Syntax) -> Bool {
        node.root.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .identifier(name) && token.parent?.is(TypeAliasDeclSyntax.self) == true
        }
    }

    /// The scope of `node`, found by walking up from it (the walk of a file keeps it as it goes).
    public static func of(_ node: some SyntaxProtocol, fileScope: CodeScope) -> CodeScope {
        var chain: [Syntax] = []
        var current: Syntax? = Syntax(node)
        while let ancestor = current {
            chain.append(ancestor)
            current = ancestor.parent
        }
        return chain.reversed().reduce(fileScope) { $0.narrowing(at: $1) ?? $0 }
    }

    /// The scope where the code also runs only on `platforms`.
    public func narrowed(to platforms: Set<Platform>) -> CodeScope {
        guard platforms != CompileCondition.all else { return self }
        let narrowed = (self.platforms ?? CompileCondition.all).intersection(platforms)
        return CodeScope(platforms: narrowed, deploymentTargets: deploymentTargets.filter { narrowed.contains($0.key) }, flags: flags)
    }

    /// `@available(iOS, unavailable)` takes a platform away; `@available(iOS 17, *)` raises its
    /// deployment target. `@available(macOS 13, *)` alone does not make code Mac-only: the `*`
    /// keeps every other platform.
    private func availability(_ attributes: AttributeListSyntax) -> CodeScope? {
        var scope: CodeScope?
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedText == "available",
                  case .availability(let arguments)? = attribute.arguments else { continue }
            let tokens = arguments.map(\.argument)
            let isUnavailable = tokens.contains { $0.as(TokenSyntax.self)?.tokenKind == .keyword(.unavailable) }
            if isUnavailable, let first = tokens.first {
                let platform = first.trimmedText
                let current = scope ?? self
                scope = platform == "*" ? current.narrowed(to: []) : current.narrowed(to: CompileCondition.all.subtracting(CompileCondition.osPlatforms(platform)))
            } else {
                scope = (scope ?? self).raised(by: Array(arguments))
            }
        }
        return scope
    }

    /// Deployment targets raised to the versions of `iOS 17, macOS 14, *`.
    private func raised(by arguments: [AvailabilityArgumentSyntax]) -> CodeScope {
        var scope = self
        for (platform, version) in Self.versions(in: arguments) where scope.mayRun(on: platform) {
            scope.deploymentTargets[platform] = max(scope.deploymentTargets[platform] ?? version, version)
        }
        return scope
    }

    /// The versions that code at `node` runs below, by platform: the `else` of
    /// `if #available(iOS 15, *)` or of `guard #available(iOS 15, *)` (with no other condition),
    /// and the body of `if #unavailable(iOS 15)`, run only where iOS 15 is missing.
    public static func fallbackCeilings(at node: some SyntaxProtocol) -> [Platform: OSVersion] {
        var ceilings: [Platform: OSVersion] = [:]
        var current = Syntax(node)
        while let parent = current.parent {
            let conditions: ConditionElementListSyntax?
            let inBody: Bool
            if let ifExpression = parent.as(IfExprSyntax.self), ifExpression.body.id == current.id || ifExpression.elseBody?.id == current.id {
                (conditions, inBody) = (ifExpression.conditions, ifExpression.body.id == current.id)
            } else if let guardStatement = parent.as(GuardStmtSyntax.self), guardStatement.body.id == current.id {
                (conditions, inBody) = (guardStatement.conditions, false)
            } else {
                (conditions, inBody) = (nil, false)
            }
            for condition in conditions ?? [] {
                guard let availability = condition.condition.as(AvailabilityConditionSyntax.self) else { continue }
                // `#unavailable` holds below its versions; `#available` fails below them, and its
                // failure is known only when it is the one condition.
                let holdsBelow = availability.availabilityKeyword.tokenKind == .poundUnavailable
                guard holdsBelow ? inBody : !inBody && conditions?.count == 1 else { continue }
                for (platform, version) in versions(in: Array(availability.availabilityArguments)) {
                    ceilings[platform] = min(ceilings[platform] ?? version, version)
                }
            }
            current = parent
        }
        return ceilings
    }

    /// The platforms and versions that `iOS 17, macOS 14, *` names.
    private static func versions(in arguments: [AvailabilityArgumentSyntax]) -> [(Platform, OSVersion)] {
        arguments.flatMap { argument -> [(Platform, OSVersion)] in
            guard let versioned = argument.argument.as(PlatformVersionSyntax.self),
                  let version = versioned.version.flatMap({ OSVersion($0.trimmedText) }) else { return [] }
            return CompileCondition.osPlatforms(versioned.platform.text).map { ($0, version) }
        }
    }
}
