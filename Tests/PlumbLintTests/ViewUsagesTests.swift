import PlumbCore
@testable import PlumbLint
import XCTest

/// Rules that follow a view to where it is used (`ViewUsages`): through a view's call sites in
/// other files and the helpers that hold them there.
final class ViewUsagesTests: XCTestCase {
    private func findings(_ rule: String, _ files: [String: String]) -> [Finding] {
        var configuration = Configuration(baseDirectory: "/")
        configuration.rules[rule] = RuleSetting()
        let inputs = files.sorted { $0.key < $1.key }.map { LintInput(path: $0.key, source: $0.value) }
        return Linter(configuration: configuration, jobs: 1).lint(inputs).findings.filter { $0.ruleID == rule }
    }

    private let row = """
        struct Row: View {
            var body: some View {
                Button { open() } label: { Image(systemName: "star") }
            }
        }
        """

    private func feed(_ container: String) -> String {
        """
        struct Feed: View {
            var body: some View { \(container) { rows } }
            var rows: some View { ForEach(items) { _ in Row() } }
        }
        """
    }

    func testAViewIsFollowedThroughTheHelperOfAnotherFileThatUsesIt() {
        XCTAssertEqual(findings("tap-target", ["Row.swift": row, "Feed.swift": feed("List")]), [],
                       "the row's button is a List row's, through Feed's `rows`")
        XCTAssertEqual(findings("tap-target", ["Row.swift": row, "Feed.swift": feed("VStack")]).map(\.position.file), ["Row.swift"])
    }

    func testContentGivenToAProjectContainerIsWhereTheContainerPlacesIt() {
        func container(_ placement: String) -> String {
            """
            struct SettingsForm<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View { \(placement) { content() } }
            }
            """
        }
        let screen = "struct Screen: View { var body: some View { SettingsForm { Row() } } }"
        XCTAssertEqual(findings("tap-target", ["Row.swift": row, "Screen.swift": screen, "SettingsForm.swift": container("Form")]), [],
                       "the container puts its content in a Form: the row's button is a form row's")
        XCTAssertEqual(findings("tap-target", ["Row.swift": row, "Screen.swift": screen, "SettingsForm.swift": container("VStack")])
            .map(\.position.file), ["Row.swift"])
    }

    func testAPresentedViewIsNotPartOfItsPresentersRows() {
        let settings = """
            struct Settings: View {
                @State private var adding = false
                var body: some View {
                    List { Text("Servers").sheet(isPresented: $adding) { Row() } }
                }
            }
            """
        XCTAssertEqual(findings("tap-target", ["Row.swift": row, "Settings.swift": settings]).map(\.position.file), ["Row.swift"],
                       "the sheet shows the row's view as a screen of its own")
    }

    func testAPopoversContentIsSizedByItsPresenter() {
        let card = "struct Card: View { var body: some View { VStack { Text(name) }.frame(width: 500) } }"
        let profile = """
            struct Profile: View {
                @State private var showing = false
                var body: some View { Text("Me").popover(isPresented: $showing) { Card() } }
            }
            """
        XCTAssertEqual(findings("fixed-width", ["Card.swift": card, "Profile.swift": profile]), [],
                       "a popover is as wide as its content: a fixed width there is the design")
    }

    func testAMemberOfAnotherTypeIsNoUseOfAHelper() {
        let stories = """
            struct Stories: View {
                var body: some View {
                    TabView { ForEach(styles) { style in page(style) } }
                        .tabViewStyle(.page)
                }
                func page(_ style: Style) -> some View { Preview(style: style).tabItem { Text(style.name) } }
                func share() -> [Item] {
                    var page = item
                    page.kind = .image
                    return [page]
                }
            }
            struct Pages: View {
                var body: some View { TabView { pages }.tabViewStyle(.page) }
                var pages: some View { Welcome() }
            }
            """
        let welcome = "struct Welcome: View { var body: some View { Text(model.pages).tabItem { Text(\"Hi\") } } }"
        XCTAssertEqual(findings("tab-item-symbol", ["Stories.swift": stories, "Welcome.swift": welcome]), [],
                       "`.page` and the local `page` are no uses of `page`, nor is `model.pages` in Welcome.swift of Pages' `pages`")
    }
}
