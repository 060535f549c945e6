import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// The views around a view in the same declaration, whose modifiers set its environment
/// (`.font`, `.buttonStyle`) or whose content it is (`List { … }`, `.toolbar { … }`).
///
/// One call around a node: either a modifier applied to a view that contains the node, or a
/// call (container or modifier) whose closure or argument holds the node as content.
struct EnclosingCall {
    enum Relation { case modified, content }

    let call: FunctionCallExprSyntax
    let relation: Relation

    var name: String? {
        switch CallShape(call) {
        case .initializer(let name)?: name
        case .modifier(let name, _)?: name
        default: nil
        }
    }

    var isModifier: Bool { CallShape(call)?.modifierName != nil }

    /// The calls around `node`, innermost first, up to the declaration that holds it.
    static func around(_ node: some SyntaxProtocol) -> [EnclosingCall] {
        var calls: [EnclosingCall] = []
        var child = Syntax(node)
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self), !parent.is(SourceFileSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self) {
                let modified = CallShape(call)?.modifierName != nil && child.id == call.calledExpression.id
                calls.append(EnclosingCall(call: call, relation: modified ? .modified : .content))
            }
            child = parent
        }
        return calls
    }

    /// The first argument of the nearest modifier with this name that applies to `node`: the font
    /// in effect for `.font`.
    static func nearestModifierArgument(_ name: String, in calls: [EnclosingCall]) -> ExprSyntax? {
        calls.first { $0.relation == .modified && $0.name == name }?.call.arguments.first?.expression
    }
}

/// Which platforms code is built for, as far as the source shows: a `#if os(…)` branch, a file
/// that imports AppKit or WatchKit and not UIKit, or a `Mac`/`macOS`/`WatchApp` folder of a
/// multi-platform project.
enum PlatformScope {
    private static let macFolders: Set<String> = ["Mac", "macOS", "MacOS", "AppKit"]

    private static let watchFolders: Set<String> = ["watchOS", "WatchApp", "WatchKit Extension", "Watch Extension", "WatchExtension"]

    static func isNonTouchOnly(_ node: some SyntaxProtocol, in context: LintContext) -> Bool {
        isNonTouchOnly(node, file: context.file, facts: context.facts)
    }

    static func isNonTouchOnly(_ node: some SyntaxProtocol, file: SourceFile, facts: ProjectFacts) -> Bool {
        isInBranch(node, for: ["macOS", "tvOS"], excluding: ["iOS", "watchOS", "visionOS", "xrOS"])
            || importsOnly("AppKit", file, facts) || isUnder(macFolders, file)
    }

    /// Code only built for watchOS, where the screen is one narrow width and iPad adaptivity does
    /// not apply.
    static func isWatchOnly(_ node: some SyntaxProtocol, in context: LintContext) -> Bool {
        isWatchOnly(node, file: context.file, facts: context.facts)
    }

    static func isWatchOnly(_ node: some SyntaxProtocol, file: SourceFile, facts: ProjectFacts) -> Bool {
        isInBranch(node, for: ["watchOS"], excluding: ["iOS", "macOS", "visionOS", "xrOS", "tvOS"])
            || importsOnly("WatchKit", file, facts) || isUnder(watchFolders, file)
    }

    /// The devices code shown as a screen runs on, when the source says: a watch screen, a tvOS
    /// screen (`#if os(tvOS)`), a Mac-only one (none); nil where it does not.
    static func devicePlatforms(of node: some SyntaxProtocol, file: SourceFile, facts: ProjectFacts) -> Set<DevicePlatform>? {
        if isWatchOnly(node, file: file, facts: facts) { return [.watchOS] }
        if isInBranch(node, for: ["tvOS"], excluding: ["iOS", "watchOS", "visionOS", "xrOS", "macOS"]) { return [.tvOS] }
        if isNonTouchOnly(node, file: file, facts: facts) { return [] }
        return nil
    }

    /// Inside `#if os(X)` for one of `platforms` and none of `others`.
    private static func isInBranch(_ node: some SyntaxProtocol, for platforms: [String], excluding others: [String]) -> Bool {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), let condition = clause.condition?.trimmedDescription,
               clause.poundKeyword.tokenKind == .poundIf || clause.poundKeyword.tokenKind == .poundElseif {
                let other = others.contains { condition.contains("os(\($0))") }
                if !other, platforms.contains(where: { condition.contains("os(\($0))") }), !condition.contains("!") { return true }
            }
            current = parent.parent
        }
        return false
    }

    /// The file imports `framework` and not UIKit.
    private static func importsOnly(_ framework: String, _ file: SourceFile, _ facts: ProjectFacts) -> Bool {
        let modules = facts.imports(of: file)
        return modules.contains(framework) && !modules.contains("UIKit")
    }

    private static func isUnder(_ folders: Set<String>, _ file: SourceFile) -> Bool {
        file.path.split(separator: "/").dropLast().contains { folders.contains(String($0)) }
    }
}

/// Where and how to add modifiers to the end of a view expression without reformatting it: on
/// new lines at the chain's indentation when the chain is written one modifier per line, inline
/// otherwise.
enum ModifierInsertion {
    /// `before`: the `.` of the modifier the new ones go in front of, whose line sets their
    /// indentation when it starts one.
    static func text(appending modifiers: [String], to expression: ExprSyntax, before next: TokenSyntax? = nil) -> String {
        if let indentation = next.flatMap(indentation(of:)) ?? chainIndentation(expression) ?? ownLineIndentation(expression) {
            return modifiers.map { "\n" + indentation + $0 }.joined()
        }
        return modifiers.joined()
    }

    /// The indentation of the line a modifier's `.` starts, when it starts one.
    static func indentation(of period: TokenSyntax) -> String? {
        var sawNewline = false
        var indentation = ""
        for piece in period.leadingTrivia {
            switch piece {
            case .newlines, .carriageReturnLineFeeds, .carriageReturns:
                sawNewline = true
                indentation = ""
            case .spaces(let count):
                indentation += String(repeating: " ", count: count)
            case .tabs(let count):
                indentation += String(repeating: "\t", count: count)
            default:
                indentation = ""
            }
        }
        return sawNewline ? indentation : nil
    }

    /// A view alone on its line in a closure: one indentation step deeper than the view, the
    /// step being the one between the closure's closing brace and the view.
    private static func ownLineIndentation(_ expression: ExprSyntax) -> String? {
        guard let first = expression.firstToken(viewMode: .sourceAccurate), let viewIndentation = indentation(of: first),
              let closure = expression.parent?.parent?.parent?.as(ClosureExprSyntax.self),
              let braceIndentation = indentation(of: closure.rightBrace),
              viewIndentation.hasPrefix(braceIndentation), viewIndentation.count > braceIndentation.count
        else { return nil }
        return viewIndentation + viewIndentation.dropFirst(braceIndentation.count)
    }

    private static func chainIndentation(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        for modifier in call.chainModifiers.reversed() {
            if let member = modifier.calledExpression.as(MemberAccessExprSyntax.self),
               let indentation = indentation(of: member.period) {
                return indentation
            }
        }
        return nil
    }
}

/// Where the view a node belongs to is used in its file: the views a helper property or function
/// returns, or a view type's `body`, take the context of the places that use them (a button
/// built in `addButton` and placed in `.toolbar { addButton }` is a toolbar item).
enum ViewUsages {
    /// Uses of the helper member in the node's file, or of the view type anywhere in the project
    /// (from the view graph); `nil` when the owner was already followed (in `followed`).
    static func of(_ node: some SyntaxProtocol, in context: LintContext, followed: inout Set<String>) -> [Syntax]? {
        guard let (name, isType) = owner(of: Syntax(node)), followed.insert(name).inserted else { return nil }
        if isType { return context.viewGraph.callSites(of: name).map { Syntax($0.call) } }
        return context.references[name] ?? []
    }

    /// The helper member (`addButton`) or, for `body`, the full name of the view type that holds
    /// `node`.
    private static func owner(of node: Syntax) -> (String, Bool)? {
        var current = node.parent
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self) { return (function.name.text, false) }
            if let binding = candidate.as(PatternBindingSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                guard name == "body" else { return (name, false) }
                return ScopeLookup.enclosingTypes(of: Syntax(binding)).first.map { ($0, true) }
            }
            current = candidate.parent
        }
        return nil
    }

    /// Whether the member holding `node` builds toolbar content (`@ToolbarContentBuilder`,
    /// `some ToolbarContent`).
    static func isToolbarContent(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self) {
                return function.attributes.trimmedDescription.contains("ToolbarContentBuilder")
                    || (function.signature.returnClause?.type.trimmedDescription.contains("ToolbarContent") ?? false)
            }
            if let variable = candidate.as(VariableDeclSyntax.self) {
                return variable.attributes.trimmedDescription.contains("ToolbarContentBuilder")
                    || variable.bindings.contains { $0.typeAnnotation?.type.trimmedDescription.contains("ToolbarContent") ?? false }
            }
            current = candidate.parent
        }
        return false
    }
}
