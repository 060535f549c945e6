import PlumbCore
import PlumbSyntax
import SwiftSyntax
import Testing

/// The platforms `#if` tells apart: a screen read for an iPhone is the screen an iPad compiles.
@Suite struct CompileConditionPlatformTests {
    static let conditions = SourceFile(path: "Conditions.swift", source: """
        #if os(iOS)
        #elseif os(macOS) || targetEnvironment(macCatalyst)
        #endif
        #if !os(watchOS) && canImport(UIKit)
        #endif
        #if os(visionOS) || os(tvOS)
        #endif
        #if canImport(AppKit)
        #elseif canImport(WatchKit)
        #endif
        #if DEBUG && !os(iOS)
        #endif
        #if swift(>=5.9) && (os(iOS) || os(watchOS))
        #endif
        """)

    static var clauses: [ExprSyntax] {
        conditions.tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            token.parent?.as(IfConfigClauseSyntax.self).flatMap { $0.poundKeyword.id == token.id ? $0.condition : nil }
        }
    }

    @Test func everyConditionHoldsAlikeOnAnIPhoneAndAnIPad() {
        #expect(Self.clauses.count == 8)
        for condition in Self.clauses {
            let compiled = CompileCondition(condition, flags: .unknown)
            #expect(compiled.holds(on: .iOS) == compiled.holds(on: .iPadOS), "\(condition.trimmedDescription)")
        }
    }

    @Test func onlyAnIPhoneAndAnIPadCompileAlike() {
        #expect(CompileCondition.compilesAlike(.iOS, .iPadOS))
        #expect(CompileCondition.compilesAlike(.watchOS, .watchOS))
        #expect(!CompileCondition.compilesAlike(.iOS, .watchOS))
        #expect(!CompileCondition.compilesAlike(.iPadOS, .macOS))
        #expect(!CompileCondition.compilesAlike(.tvOS, .visionOS))
    }
}
