import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A package's layout-neutral modifier (an analytics logger run on appear, a toast hung in an
/// overlay) leaves the view it modifies as it was, where the calling file imports the package and
/// the project declares no modifier of that name; anywhere else it stays an unknown modifier.
@Suite struct PackageModifierReadingTests {
    private func layout(_ body: String, imports: String, declarations: String = "") throws -> (tree: ScreenTree, placed: PlacedView) {
        let members = "@State private var saved = false\n    @State private var picked: PhotosPickerItem?"
        return try ImportingScreen(name: "Pantry", members: members).layout(body, imports: imports, declarations: declarations)
    }

    private static let shelf = """
        VStack(spacing: 12) {
            Text("Flour")
            Text("Lentils").padding(8)
        }
        """

    private func textFrames(_ placed: PlacedView) -> [Rect] {
        placed.allViews.filter { $0.kind == .view("Text") }.map(\.frame)
    }

    @Test(arguments: [
        (".analyticsScreen(name: \"pantry\")", "import FirebaseAnalytics"),
        (".analyticsScreen(name: \"pantry\", class: \"Pantry\")", "import FirebaseAnalyticsSwift"),
        (".toast(isPresenting: $saved) { AlertToast(type: .complete(.green), title: \"Saved\") }", "import AlertToast"),
        (".introspect(.scrollView, on: .iOS(.v17, .v18)) { $0.bounces = false }", "@_spi(Advanced) import SwiftUIIntrospect"),
        (".sentryTrace(\"Pantry\")", "import SentrySwiftUI"),
        (".safariView(isPresented: $saved) { SafariView(url: URL(string: \"https://example.org\")!) }", "import BetterSafariView"),
        (".enableInjection()", "import Inject"),
        (".photosPicker(isPresented: $saved, selection: $picked, matching: .images)", "import PhotosUI"),
        (".popoverTip(ShelfTip(), arrowEdge: .top)", "import TipKit"),
        (".translationPresentation(isPresented: $saved, text: \"Lentils\")", "import Translation"),
        (".translationTask(source: nil, target: nil) { session in }", "import Translation"),
    ])
    func aNeutralPackageModifierLeavesTheViewAsItWas(modifier: String, imports: String) throws {
        let plain = try layout(Self.shelf, imports: "")
        let (tree, placed) = try layout(Self.shelf + modifier, imports: imports)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.allViews.compactMap(\.opaqueReason).isEmpty)
        #expect(textFrames(placed) == textFrames(plain.placed))
    }

    @Test func aProjectWrapperOfOneIsFollowedThroughTheFileThatCallsIt() throws {
        let wrapper = """
            import SwiftUI
            import FirebaseAnalyticsSwift
            struct ScreenLogging: ViewModifier {
                let name: String
                func body(content: Content) -> some View { content.analyticsScreen(name: name) }
            }
            extension View {
                func loggedScreen(_ name: String) -> some View { modifier(ScreenLogging(name: name)) }
            }
            """
        let (tree, placed) = try layout(Self.shelf + ".loggedScreen(\"pantry\")", imports: "", declarations: wrapper)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.allViews.compactMap(\.opaqueReason).isEmpty)
        #expect(textFrames(placed) == textFrames(try layout(Self.shelf, imports: "").placed))
    }

    /// `@_exported import Inject` in one file (Inject's README has an app write it once) makes
    /// the package visible to every file; a plain import elsewhere does not.
    @Test func aPackageReexportedByAnotherFileCountsAsImported() throws {
        let reexport = "@_exported import Inject\nstruct AppInfo {}"
        let (tree, placed) = try layout(Self.shelf + ".enableInjection()", imports: "", declarations: reexport)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.allViews.compactMap(\.opaqueReason).isEmpty)
        let plainImport = try layout(Self.shelf + ".enableInjection()", imports: "", declarations: "import Inject\nstruct AppInfo {}")
        #expect(plainImport.placed.allViews.compactMap(\.opaqueReason) == ["unknown modifier 'enableInjection'"])
    }

    @Test func withoutThePackagesImportTheModifierStaysUnknown() throws {
        let (_, placed) = try layout(Self.shelf + ".toast(isPresenting: $saved) { Text(\"Saved\") }", imports: "import SimpleToast")
        #expect(placed.allViews.compactMap(\.opaqueReason) == ["unknown modifier 'toast'"])
        let other = try layout(Self.shelf + ".popup(isPresented: $saved) { Text(\"Saved\") }", imports: "import AlertToast")
        #expect(other.placed.allViews.compactMap(\.opaqueReason) == ["unknown modifier 'popup'"])
    }

    @Test func theProjectsOwnModifierOfThatNameIsReadInstead() throws {
        let own = """
            import SwiftUI
            extension View {
                func toast(isPresenting: Binding<Bool>) -> some View { padding(.top, 40) }
            }
            """
        let (tree, placed) = try layout(Self.shelf + ".toast(isPresenting: $saved)", imports: "import AlertToast", declarations: own)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let plain = textFrames(try layout(Self.shelf, imports: "").placed)
        #expect(textFrames(placed).map(\.origin.y) == plain.map { $0.origin.y + 20 }, "the project's toast pads the centred stack's top")
    }
}
