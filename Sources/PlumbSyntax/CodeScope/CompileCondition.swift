import Foundation
import PlumbCore
import PlumbProject
import SwiftSyntax

/// The platforms on which a `#if` condition may hold and those on which it must: `os(macOS)`
/// holds on macOS and only there, `DEBUG` may hold anywhere and must hold nowhere. Keeping both
/// makes `!` and `#else` exact: the `#else` of `#if DEBUG` may still run anywhere.
public struct CompileCondition: Equatable, Sendable {
    var may: Set<Platform>
    var must: Set<Platform>

    init(may: Set<Platform>, must: Set<Platform>) {
        self.may = may
        self.must = must
    }

    static let all = Set(Platform.allCases)
    static let unknown = CompileCondition(may: all, must: [])
    static let always = CompileCondition(may: all, must: all)

    static func exactly(_ platforms: Set<Platform>) -> CompileCondition {
        CompileCondition(may: platforms, must: platforms)
    }

    var negated: CompileCondition {
        CompileCondition(may: Self.all.subtracting(must), must: Self.all.subtracting(may))
    }

    func and(_ other: CompileCondition) -> CompileCondition {
        CompileCondition(may: may.intersection(other.may), must: must.intersection(other.must))
    }

    func or(_ other: CompileCondition) -> CompileCondition {
        CompileCondition(may: may.union(other.may), must: must.union(other.must))
    }

    /// The platforms of `os(…)`; Mac Catalyst counts as the Mac, where a pointer and windows
    /// make the rules about fingers and phones moot.
    static func osPlatforms(_ name: String) -> Set<Platform> {
        switch name {
        case "iOS": [.iOS, .iPadOS]
        case "macOS", "OSX": [.macOS]
        case "watchOS": [.watchOS]
        case "tvOS": [.tvOS]
        case "visionOS", "xrOS": [.visionOS]
        default: []  // Linux, Windows, …
        }
    }

    /// What importing a module says about where the code runs: AppKit is the Mac's (and Mac
    /// Catalyst's), WatchKit the watch's. UIKit says nothing: the watch has it too (`UIColor`,
    /// `UIFont`), and so does Mac Catalyst.
    static func importing(_ module: String) -> CompileCondition? {
        switch module {
        case "AppKit", "Cocoa": exactly([.macOS])
        case "WatchKit": exactly([.watchOS])
        default: nil
        }
    }

    /// Types only the Mac has, which a type can subclass or conform to: a type that does is the
    /// Mac's. (`NSColor`, `NSImage` and `NSFont` are left out: code for several platforms often
    /// names the UIKit types so, and nothing derives from them.)
    static let appKitTypes: Set<String> = [
        "NSView", "NSViewController", "NSWindow", "NSPanel", "NSWindowController", "NSHostingView", "NSHostingController",
        "NSViewRepresentable", "NSViewControllerRepresentable", "NSApplicationDelegate", "NSWindowDelegate",
    ]

    /// Whether the condition holds when compiled for `platform`: true where it must, false where
    /// it cannot, nil where the source does not say (`DEBUG`, `canImport` of a package).
    public func holds(on platform: Platform) -> Bool? {
        let platform = Self.compiled(platform)
        return must.contains(platform) ? true : may.contains(platform) ? nil : false
    }

    /// Whether every `#if` condition holds alike compiled for `first` and for `second`: the same
    /// platform, or iPhone and iPad, which the compiler does not tell apart.
    public static func compilesAlike(_ first: Platform, _ second: Platform) -> Bool {
        compiled(first) == compiled(second)
    }

    /// The platform the compiler sees: an iPad runs iOS code (`os(iOS)` holds there, and no
    /// condition names iPadOS).
    private static func compiled(_ platform: Platform) -> Platform {
        platform == .iPadOS ? .iOS : platform
    }

    /// Where `canImport(module)` must hold, for the system modules every app target of those
    /// platforms can import (whatever else it may import too): UIKit on iOS, iPadOS, tvOS and
    /// visionOS (and on the watch and Mac Catalyst, where it may), SwiftUI everywhere.
    static func importable(_ module: String) -> CompileCondition? {
        switch module {
        case "UIKit": CompileCondition(may: all, must: [.iOS, .iPadOS, .tvOS, .visionOS])
        case "SwiftUI", "Foundation", "Combine": .always
        default: nil
        }
    }

    /// The oldest Swift compiler an app is built with today: Swift 6.0, Xcode 16's, which the App
    /// Store has required since April 2025.
    static let oldestCompiler = [6, 0]
    /// The oldest language version `swift(…)` compares with on it: Swift 5 mode reports 5.10
    /// there. (Swift 4 modes, which report 4.x, are taken as unused: `swift(<5.9)` is dead.)
    static let oldestLanguageVersion = [5, 10]

    /// `swift(>=5.9)` holds everywhere when the oldest version is at least 5.9, and
    /// `swift(<5.9)` nowhere; a newer version than the oldest is unknown (the project may use it).
    private static func version(_ argument: String, oldest: [Int]) -> CompileCondition {
        let isBelow = argument.hasPrefix("<")
        guard isBelow || argument.hasPrefix(">=") else { return .unknown }
        let numbers = argument.drop { $0 == "<" || $0 == ">" || $0 == "=" }.split(separator: ".").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !numbers.isEmpty, !numbers.contains(nil) else { return .unknown }
        guard !oldest.lexicographicallyPrecedes(numbers.compactMap { $0 }) else { return .unknown }
        return isBelow ? .always.negated : .always
    }

    /// Whether code in the clause is compiled nowhere, whatever the platform and the project:
    /// `#if false`, `#if swift(<5.9)`, or an `#else` after `#if compiler(>=6)`.
    public static func isDead(_ clause: IfConfigClauseSyntax) -> Bool {
        region(of: clause, flags: .unknown).may.isEmpty
    }

    /// Evaluates a `#if` condition; a name the project's build settings never define
    /// (`flags`) is false, any other name unknown.
    public init(_ expression: ExprSyntax, flags: CompilationFlags) {
        if let call = expression.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let argument = call.arguments.first?.expression.trimmedText {
            switch name {
            case "os": self = .exactly(Self.osPlatforms(argument))
            case "canImport": self = Self.importing(argument) ?? Self.importable(argument) ?? .unknown
            case "targetEnvironment": self = argument == "macCatalyst" ? .exactly([.macOS]) : .unknown
            case "swift": self = Self.version(argument, oldest: Self.oldestLanguageVersion)
            case "compiler": self = Self.version(argument, oldest: Self.oldestCompiler)
            default: self = .unknown
            }
        } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            self = CompileCondition(prefix.expression, flags: flags).negated
        } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            self = CompileCondition(inner.expression, flags: flags)
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            self = Self.evaluate(Array(sequence.elements), flags: flags)
        } else if let infix = expression.as(InfixOperatorExprSyntax.self),
                  let operatorToken = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            self = Self.combine(CompileCondition(infix.leftOperand, flags: flags), operatorToken, CompileCondition(infix.rightOperand, flags: flags))
        } else if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, flags.isNeverDefined(name) {
            self = .always.negated
        } else if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            self = literal.literal.tokenKind == .keyword(.true) ? .always : .always.negated
        } else {
            self = .unknown
        }
    }

    /// An unfolded `a && b || c`: `&&` binds tighter than `||`.
    private static func evaluate(_ elements: [ExprSyntax], flags: CompilationFlags) -> CompileCondition {
        var alternatives: [CompileCondition] = []
        var current: CompileCondition?
        var index = 0
        while index < elements.count {
            let operand = CompileCondition(elements[index], flags: flags)
            current = current.map { $0.and(operand) } ?? operand
            let operatorText = index + 1 < elements.count ? elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text : nil
            if operatorText != "&&", let finished = current {
                alternatives.append(finished)
                current = nil
            }
            index += 2
        }
        return alternatives.dropFirst().reduce(alternatives.first ?? .unknown) { $0.or($1) }
    }

    private static func combine(_ left: CompileCondition, _ operatorText: String, _ right: CompileCondition) -> CompileCondition {
        switch operatorText {
        case "&&": left.and(right)
        case "||": left.or(right)
        default: .unknown
        }
    }

    /// Where the code of one clause of a `#if … #elseif … #else` runs: its condition holds and
    /// none of the clauses before it did.
    static func region(of clause: IfConfigClauseSyntax, flags: CompilationFlags) -> CompileCondition {
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return .unknown }
        var result = CompileCondition.always
        for sibling in clauses {
            let condition = sibling.condition.map { CompileCondition($0, flags: flags) } ?? .always
            if sibling.id == clause.id { return result.and(condition) }
            result = result.and(condition.negated)
        }
        return result
    }
}

/// The clause of a `#if` compiled for a platform, the one place that walks a `#if`'s clauses:
/// the first whose condition holds there (or the `#else`), unless a condition the platform and
/// the project's build settings do not settle (`DEBUG`, `canImport` of a package) comes first.
public enum CompiledClause {
    /// The clause compiled for the platform.
    case taken(IfConfigClauseSyntax)
    /// The first clause whose condition the platform does not settle, reached before any that holds.
    case undecided(IfConfigClauseSyntax)

    /// Nil when no clause is compiled there (every condition false, no `#else`).
    public init?(_ conditional: IfConfigDeclSyntax, on platform: Platform, flags: CompilationFlags) {
        for clause in conditional.clauses {
            if let condition = clause.condition {
                guard let holds = CompileCondition(condition, flags: flags).holds(on: platform) else {
                    self = .undecided(clause)
                    return
                }
                if !holds { continue }
            }
            self = .taken(clause)
            return
        }
        return nil
    }
}
