import PlumbCore
import PlumbProject
@testable import PlumbSyntax
import SwiftSyntax
import XCTest

/// Where code runs inside one file: `#if` clauses, imports and availability narrow the file's scope.
final class CodeScopeTests: XCTestCase {
    private let source = """
        import SwiftUI
        #if os(macOS)
        let mac = 1
        #elseif os(iOS) || os(visionOS)
        let touch = 2
        #else
        let other = 3
        #endif
        #if !os(watchOS) && canImport(UIKit)
        let uiKit = 4
        #endif
        #if DEBUG
        let debug = 5
        #else
        let release = 6
        #endif
        #if targetEnvironment(macCatalyst)
        let catalyst = 7
        #endif
        @available(iOS, unavailable)
        struct MacOnly { let inside = 8 }
        @available(iOS 17, macOS 14, *)
        struct Newer { let newer = 9 }
        struct Plain {
            func f() {
                if #available(iOS 18, *) { let gated = 10 }
            }
        }
        """

    private func scope(of name: String, file: FileContext = .unknown, flags: CompilationFlags = .unknown, source: String? = nil) throws -> CodeScope {
        let tree = SourceFile(path: "A.swift", source: source ?? self.source).tree
        let pattern = try XCTUnwrap(tree.descendants(IdentifierPatternSyntax.self).first { $0.identifier.text == name })
        return CodeScope.of(pattern, fileScope: CodeScope.file(file, tree: tree, flags: flags))
    }

    func testIfClausesNarrowAnUnknownFile() throws {
        XCTAssertEqual(try scope(of: "mac").platforms, [.macOS])
        XCTAssertEqual(try scope(of: "touch").platforms, [.iOS, .iPadOS, .visionOS])
        XCTAssertEqual(try scope(of: "other").platforms, [.tvOS, .watchOS])
        XCTAssertEqual(try scope(of: "uiKit").platforms, [.iOS, .iPadOS, .macOS, .tvOS, .visionOS])
        XCTAssertEqual(try scope(of: "catalyst").platforms, [.macOS])
    }

    func testConditionsThatSayNothingAboutPlatformsLeaveTheScopeUnknown() throws {
        XCTAssertNil(try scope(of: "debug").platforms)
        XCTAssertNil(try scope(of: "release").platforms, "the #else of #if DEBUG still runs anywhere")
    }

    /// A name no build settings file mentions is false in every build: its clause runs nowhere,
    /// its `#else` where the file runs. `DEBUG`, which build tools define themselves, stays unknown.
    func testAFlagTheBuildSettingsNeverDefineCompilesItsClauseNowhere() throws {
        let source = """
            #if QA_TOOLS
            let qa = 1
            #elseif STAGING || os(macOS)
            let staging = 2
            #else
            let shipped = 3
            #endif
            #if !QA_TOOLS && DEBUG
            let debugOnly = 4
            #endif
            """
        let settled = CompilationFlags(mentioned: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "STAGING"])
        XCTAssertEqual(try scope(of: "qa", flags: settled, source: source).platforms, [])
        XCTAssertNil(try scope(of: "staging", flags: settled, source: source).platforms, "STAGING is defined somewhere")
        XCTAssertEqual(try scope(of: "shipped", flags: settled, source: source).platforms, Set(Platform.allCases).subtracting([.macOS]))
        XCTAssertNil(try scope(of: "debugOnly", flags: settled, source: source).platforms)
        // Nothing read: every name stays unknown.
        XCTAssertNil(try scope(of: "qa", source: source).platforms)
        let nothingDefined = CompilationFlags(mentioned: [])
        XCTAssertEqual(try scope(of: "shipped", flags: nothingDefined, source: source).platforms.map { $0.isSuperset(of: [.iOS, .watchOS]) }, true)
        XCTAssertNil(try scope(of: "debugOnly", flags: nothingDefined, source: source).platforms, "DEBUG is the build tools' own")
    }

    func testClausesIntersectWithTheFilesPlatforms() throws {
        let phone = FileContext(platforms: [.iOS, .iPadOS], deploymentTargets: [.iOS: OSVersion("16")!], role: .app)
        XCTAssertEqual(try scope(of: "mac", file: phone).platforms, [])
        XCTAssertEqual(try scope(of: "touch", file: phone).platforms, [.iOS, .iPadOS])
    }

    func testAvailabilityTakesAwayPlatformsAndRaisesDeploymentTargets() throws {
        let both = FileContext(platforms: [.iOS, .macOS], deploymentTargets: [.iOS: OSVersion("16")!, .macOS: OSVersion("13")!], role: .app)
        XCTAssertEqual(try scope(of: "inside", file: both).platforms, [.macOS])
        let newer = try scope(of: "newer", file: both)
        XCTAssertEqual(newer.platforms, [.iOS, .macOS], "`@available(macOS 14, *)` keeps the other platforms")
        XCTAssertEqual(newer.deploymentTargets, [.iOS: OSVersion("17")!, .macOS: OSVersion("14")!])
        XCTAssertEqual(try scope(of: "gated", file: both).deploymentTargets[.iOS], OSVersion("18"))
    }

    func testImportsNarrowTheWholeFile() throws {
        XCTAssertEqual(try scope(of: "a", source: "import AppKit\nlet a = 1").platforms, [.macOS])
        XCTAssertEqual(try scope(of: "a", source: "import WatchKit\nlet a = 1").platforms, [.watchOS])
        XCTAssertNil(try scope(of: "a", source: "import UIKit\nlet a = 1").platforms, "the watch and Mac Catalyst have UIKit too")
        let watch = FileContext(platforms: [.watchOS], deploymentTargets: [:], role: .app)
        XCTAssertEqual(try scope(of: "a", file: watch, source: "import UIKit\nlet a = 1").platforms, [.watchOS])
        XCTAssertNil(try scope(of: "a", source: "#if canImport(AppKit)\nimport AppKit\n#endif\nlet a = 1").platforms)
    }
}
