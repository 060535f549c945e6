import PlumbLayout
import PlumbProject
@testable import PlumbSwiftUI
import PlumbSyntax
import Testing

/// Values the project declares at file level in another file (`ProjectGlobals`): a constant, a
/// computed global of one expression or one availability check, and a module's global named
/// with its module; what may mean something else, or change at run time, stays unread.
@Suite struct ProjectGlobalReadingTests {
    /// `screen` of the files `sources`, each file of the targets `targets` gives it, read and laid out.
    private func layout(
        _ sources: [(path: String, source: String)], targets: [String: [String]] = [:], screen: String = "Screen"
    ) throws -> (tree: ScreenTree, placed: PlacedView) {
        var facts = ScreenReader(sources: sources).facts
        for (path, owners) in targets {
            facts.model.files[path] = FileContext(platforms: [.iOS], deploymentTargets: [:], role: nil, targets: owners)
        }
        let tree = try ScreenReader(facts: facts).tree(of: screen, options: ReadingOptions(host: AppScreenLayout.canvas))
        return (tree, LayoutEngine.layout(tree.root, in: AppScreenLayout.canvas))
    }

    private static let constants = (
        path: "Constants.swift",
        source: """
            import Foundation

            let GUTTER = 2.0 // the gap between posts
            public var pillHeight: CGFloat { 48 }
            var measuredHeight: CGFloat = 0
            """
    )

    @Test func aConstantAndAComputedGlobalOfAnotherFileAreRead() throws {
        let screen = """
            struct Screen: View {
                var body: some View {
                    VStack(spacing: GUTTER) {
                        Color.red.frame(height: pillHeight)
                        Color.blue.frame(height: GUTTER * 5)
                    }
                }
            }
            """
        let (tree, placed) = try layout([Self.constants, ("Screen.swift", screen)])
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("VStack"))?.frame.size.height == 60)
    }

    @Test func aGlobalVarWithAStoredValueStaysUnread() throws {
        let screen = """
            struct Screen: View {
                var body: some View { Color.red.padding(.bottom, measuredHeight) }
            }
            """
        let (tree, _) = try layout([Self.constants, ("Screen.swift", screen)])
        #expect(tree.issues.map(\.message) == ["argument '_' of padding is not a value the reader resolves"])
    }

    @Test func aNameSomethingNearerDeclaresOrTwoFilesDeclareIsNotTheGlobal() throws {
        let again = (path: "Legacy.swift", source: "let pillHeight: CGFloat = 30\n")
        let screen = """
            struct Pill: View {
                var GUTTER: CGFloat
                var body: some View { Color.red.frame(height: GUTTER) }
            }
            struct Badge: View {
                var body: some View { Color.red.frame(height: pillHeight) }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Pill(GUTTER: model.gap)
                        Badge()
                    }
                }
            }
            """
        let (tree, _) = try layout([Self.constants, again, ("Screen.swift", screen)])
        #expect(tree.issues.map(\.message) == Array(repeating: "argument 'height' of frame is not a value the reader resolves", count: 2))
    }

    /// An app and its watch app may each declare the global in a file of their own: a file
    /// reads the one its targets see; seeing both, or with no targets known, neither.
    @Test func aGlobalDeclaredOncePerTargetIsTheReadingTargetsOwn() throws {
        let phone = (path: "Phone/Metrics.swift", source: "let rowGap: CGFloat = 6\n")
        let watch = (path: "Watch/Metrics.swift", source: "let rowGap: CGFloat = 2\n")
        let screen = """
            struct Screen: View {
                var body: some View { VStack(spacing: rowGap) { Color.red.frame(height: 10); Color.blue.frame(height: 10) } }
            }
            """
        let files = [phone, watch, ("Phone/Screen.swift", screen)]
        let (own, placed) = try layout(files, targets: [phone.path: ["Phone"], watch.path: ["Watch"], "Phone/Screen.swift": ["Phone"]])
        #expect(own.issues.isEmpty, "\(own.issues)")
        #expect(placed.first(kind: .view("VStack"))?.frame.size.height == 26)
        let (both, _) = try layout(files, targets: [phone.path: ["Phone"], watch.path: ["Watch"], "Phone/Screen.swift": ["Phone", "Watch"]])
        #expect(both.issues.map(\.message) == ["argument 'spacing' of VStack is not a value the reader resolves"])
        let (unknown, _) = try layout(files)
        #expect(unknown.issues.map(\.message) == ["argument 'spacing' of VStack is not a value the reader resolves"])
    }

    private static let glass = (
        path: "Tokens/SupportsGlass.swift",
        source: """
            public var supportsGlass: Bool {
                if #available(iOS 26, *) {
                    true
                } else {
                    false
                }
            }
            """
    )

    private static let row = """
        import SwiftUI
        import Tokens

        struct Screen: View {
            var body: some View {
                Color.red.frame(width: 10, height: 10)
                    .padding(.vertical, Tokens.supportsGlass ? 8 : 2)
            }
        }
        """

    @Test func aModulesGlobalNamedWithItsModuleSettlesAChoice() throws {
        let (tree, placed) = try layout([Self.glass, ("Row.swift", Self.row)], targets: [Self.glass.path: ["Tokens"], "Row.swift": ["App"]])
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.hostQuestions.contains(.openNumbers) == false)
        #expect(placed.first(kind: .modifier("padding"))?.frame.size.height == 26)
    }

    @Test func aGlobalOfAnotherNameOrOfAModuleTheFileDoesNotSeeIsNotRead() throws {
        // No target named `Tokens`: the name is a type the project does not declare.
        let (unnamed, _) = try layout([Self.glass, ("Row.swift", Self.row)])
        #expect(unnamed.hostQuestions.contains(.openNumbers))
        // A bare name reads only a global of the file's own targets or those it imports.
        let bare = """
            struct Screen: View {
                var body: some View { Color.red.frame(width: 10, height: supportsGlass ? 8 : 2) }
            }
            """
        let (unseen, _) = try layout([Self.glass, ("Row.swift", bare)], targets: [Self.glass.path: ["Tokens"], "Row.swift": ["App"]])
        #expect(unseen.hostQuestions.contains(.openNumbers))
        let (seen, _) = try layout([Self.glass, ("Row.swift", bare)], targets: [Self.glass.path: ["App"], "Row.swift": ["App"]])
        #expect(seen.hostQuestions.contains(.openNumbers) == false)
    }
}
