import PlumbCore
@testable import PlumbLint
import XCTest

/// Each layout rule fails on exactly the scenarios where the geometry is wrong. Screens are shown
/// by an app's `WindowGroup`, laid out on the default scenarios unless the test says otherwise.
final class LayoutRuleScenarioTests: XCTestCase {
    private static let iPhones = ["iphone-se-4-7", "iphone-14-pro", "iphone-16-pro-max"]
    private static let iPads = ["ipad-mini-a17-pro", "ipad-pro-13-m4"]
    private static let pane = "ipad-pro-11/landscape/split-1-3"
    private static let sizes = ["large", "xSmall", "AX5"]

    /// The default scenarios, each at the default text sizes, in the order they are checked.
    private static func scenarios(
        _ devices: [String], orientations: [String] = ["portrait", "landscape"], pane: Bool = false,
        sizes: [String] = sizes
    ) -> [String] {
        let full = devices.flatMap { device in orientations.map { "\(device)/\($0)" } }
        return (full + (pane ? [Self.pane] : [])).flatMap { scenario in sizes.map { "\(scenario)@\($0)" } }
    }

    /// The scenarios where `rule` fails on the screen `screen` (a View type `Screen`), sorted as
    /// the default order, and the findings' lines.
    private func failures(_ rule: String, _ screen: String, configuration yaml: String = "") throws -> (scenarios: [String], lines: [Int]) {
        let source = screen + "\n@main struct ExampleApp: App { var body: some Scene { WindowGroup { Screen() } } }\n"
        let configuration = try ConfigurationLoader(knownRules: RuleRegistry.knownRules)
            .parse(yaml, file: "test.yml", baseDirectory: "/").withRulesOffForPrecisionOn()
        let findings = Linter(configuration: configuration, jobs: 1).lint([LintInput(path: "Screen.swift", source: source)])
            .findings.filter { $0.ruleID == rule }
        return (findings.flatMap { $0.scenarios ?? [] }, findings.map(\.position.line))
    }

    private func order(_ ids: [String]) -> [String] {
        let all = Self.scenarios(Self.iPhones + Self.iPads, pane: true)
        return ids.sorted { (all.firstIndex(of: $0) ?? .max) < (all.firstIndex(of: $1) ?? .max) }
    }

    func testATextButtonIsTooShortExceptAtAX5() throws {
        let found = try failures("tap-target-size", """
            struct Screen: View {
                var body: some View {
                    NavigationStack { VStack { Text("Profile"); Button("Edit profile") { } }.padding() }
                }
            }
            """)
        XCTAssertEqual(found.lines, [3])
        XCTAssertEqual(found.scenarios, Self.scenarios(Self.iPhones + Self.iPads, pane: true, sizes: ["large", "xSmall"]))
    }

    func testAControlInTheHomeIndicatorZoneFailsOnlyOnDevicesWithOne() throws {
        let found = try failures("bottom-edge-control", """
            struct Screen: View {
                var body: some View {
                    VStack { Spacer(); Button { } label: { Text("Pay").frame(maxWidth: .infinity, minHeight: 44) }.padding(.horizontal) }
                        .ignoresSafeArea()
                }
            }
            """)
        XCTAssertEqual(found.scenarios, Self.scenarios(["iphone-14-pro", "iphone-16-pro-max"] + Self.iPads, pane: true))
    }

    func testLongTextIsTooWideOnlyWithRegularWidth() throws {
        let found = try failures("readable-width", """
            struct Screen: View {
                var body: some View {
                    ScrollView {
                        Text("The journal keeps every entry you write, with the date, the mood and the place, so that you can look back over a year of your life in one long scroll and see how it changed over the seasons.")
                            .padding()
                    }
                }
            }
            """)
        // At AX5 the readable width is 2,182pt (it grows with the body style): no screen is that wide.
        let belowAccessibilitySizes = Self.sizes.filter { $0 != "AX5" }
        XCTAssertEqual(
            found.scenarios,
            order(
                Self.scenarios(["iphone-16-pro-max"], orientations: ["landscape"], sizes: belowAccessibilitySizes)
                    + Self.scenarios(Self.iPads, orientations: ["landscape"], sizes: belowAccessibilitySizes)
                    // On the iPad mini in portrait (712pt inside the padding) the text wraps into lines
                    // narrower than the readable width.
                    + Self.scenarios(["ipad-pro-13-m4"], orientations: ["portrait"], sizes: belowAccessibilitySizes)))
    }

    func testAFormBesideAWideSidebarIsTooWideOnlyOnTheLargestIPadInLandscape() throws {
        let found = try failures("form-width", """
            struct Screen: View {
                var body: some View {
                    HStack(spacing: 8) {
                        Color.gray.frame(width: 760)
                        Form { Toggle("Reminders", isOn: .constant(true)) }
                    }
                }
            }
            """)
        XCTAssertEqual(found.scenarios, Self.scenarios(["ipad-pro-13-m4"], orientations: ["landscape"]))
    }

    func testAFormOfCustomRowsIsJudgedOnAScreenSkippedAsOpaque() throws {
        // No view of the screen can be sized (every row is a custom view the reader does not
        // read), so it is skipped as opaque; a Form is as wide as proposed whatever its rows are,
        // so the layouts are still made for form-width, which finds it too wide wherever the
        // width is regular.
        let source = """
            struct Screen: View {
                var body: some View {
                    Form { AccountRow(); NotificationsRow() }
                }
            }
            @main struct ExampleApp: App { var body: some Scene { WindowGroup { Screen() } } }
            """
        let configuration = try ConfigurationLoader(knownRules: RuleRegistry.knownRules).parse("", file: "test.yml", baseDirectory: "/").withRulesOffForPrecisionOn()
        let result = Linter(configuration: configuration, jobs: 1).lint([LintInput(path: "Screen.swift", source: source)])
        XCTAssertEqual(result.layoutStatistics.skipped, 1)
        XCTAssertEqual(result.layoutStatistics.spared, 0)
        let found = result.findings.filter { $0.ruleID == "form-width" }
        XCTAssertEqual(found.map(\.position.line), [3])
        XCTAssertEqual(
            found.first?.scenarios,
            Self.scenarios(["iphone-16-pro-max"], orientations: ["landscape"]) + Self.scenarios(Self.iPads))
    }

    func testAScreenWithNothingToJudgeIsNotLaidOut() throws {
        // Every view holds the custom view the reader does not read: no layout could be judged.
        let source = """
            struct Screen: View {
                var body: some View {
                    NavigationStack { VStack { ProfileHeader(); Button("Edit profile") { } } }
                }
            }
            @main struct ExampleApp: App { var body: some Scene { WindowGroup { Screen() } } }
            """
        let configuration = try ConfigurationLoader(knownRules: RuleRegistry.knownRules).parse("", file: "test.yml", baseDirectory: "/").withRulesOffForPrecisionOn()
        let statistics = Linter(configuration: configuration, jobs: 1).lint([LintInput(path: "Screen.swift", source: source)])
            .layoutStatistics
        XCTAssertEqual(statistics.skipped, 1)
        XCTAssertEqual(statistics.layouts, 0)
        XCTAssertEqual(statistics.spared, Self.scenarios(Self.iPhones + Self.iPads, pane: true).count)
    }

    func testABackgroundStoppingAtTheSafeAreaPassesOnlyWhereThereIsNone() throws {
        let found = try failures("full-bleed-background", """
            struct Screen: View {
                var body: some View { ZStack { Color.indigo; Text("Welcome") } }
            }
            """)
        let everywhere = Self.scenarios(Self.iPhones + Self.iPads, pane: true)
        XCTAssertEqual(found.scenarios, everywhere.filter { !$0.hasPrefix("iphone-se-4-7/landscape") })
    }

    func testTextUnderTheStatusBarFailsWhereThereIsOne() throws {
        let found = try failures("safe-area", """
            struct Screen: View {
                var body: some View { VStack { Text("Today"); Spacer() }.ignoresSafeArea() }
            }
            """)
        XCTAssertEqual(
            found.scenarios,
            order(Self.scenarios(Self.iPhones, orientations: ["portrait"]) + Self.scenarios(Self.iPads, pane: true)))
    }

    func testAFixedHeightRowClipsOnlyAtAX5OnTheFourInchIPhoneSE() throws {
        let found = try failures("clipping", """
            struct Screen: View {
                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading) {
                            Text("Since 12 May").frame(height: 64)
                        }
                        .padding(.horizontal, 16)
                    }
                }
            }
            """, configuration: "layout: { scenarios: { devices: [iphone-se-4, iphone-se-4-7, iphone-14-pro, iphone-16-pro-max, ipad-mini-a17-pro, ipad-pro-13-m4] } }")
        XCTAssertEqual(found.scenarios, ["iphone-se-4/portrait@AX5"])
        XCTAssertEqual(found.lines, [5])
    }

    func testTextInARowWiderThanTheMarginsAllowFailsOnlyOnNarrowScreens() throws {
        let found = try failures("screen-margins", """
            struct Screen: View {
                var body: some View {
                    ScrollView { HStack { Text("Mood"); Spacer() }.frame(width: 360) }
                }
            }
            """)
        // 360pt centred leaves 7.5pt on a 375pt screen, 16.5pt on a 393pt one.
        XCTAssertEqual(found.scenarios, Self.scenarios(["iphone-se-4-7"], orientations: ["portrait"]) + Self.scenarios([], pane: true))
    }

    func testAFullWidthButtonFailsEverywhere() throws {
        let found = try failures("inset-full-width-button", """
            struct Screen: View {
                var body: some View {
                    VStack {
                        Spacer()
                        Button { } label: { Text("Get started").frame(maxWidth: .infinity, minHeight: 48).background(Color.accentColor) }
                    }
                }
            }
            """)
        XCTAssertEqual(found.scenarios, Self.scenarios(Self.iPhones + Self.iPads, pane: true))
    }

    func testSectionsCloserThanTheirRowsFailEverywhere() throws {
        let found = try failures("section-rhythm", """
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 8) {
                        VStack(spacing: 12) { Text("Entries"); Text("128") }
                        VStack(spacing: 12) { Text("Streak"); Text("6 days") }
                    }
                }
            }
            """)
        XCTAssertEqual(found.scenarios, Self.scenarios(Self.iPhones + Self.iPads, pane: true))
        XCTAssertEqual(found.lines, [3])
    }

    func testTVContentOutsideTheSafeZoneFailsOnAppleTVOnly() throws {
        let screen = """
            struct Screen: View {
                var body: some View {
                    VStack(alignment: .leading) { Text("Up next"); Spacer() }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .ignoresSafeArea()
                }
            }
            """
        XCTAssertEqual(try failures("tv-safe-zone", screen, configuration: "platforms: [tvOS]").scenarios,
                       Self.sizes.map { "apple-tv-4k/landscape@\($0)" })
        XCTAssertEqual(try failures("tv-safe-zone", screen).scenarios, [])
    }

    func testAnIPhoneOnlyAppIsNotLaidOutOnIPads() throws {
        let screen = "struct Screen: View { var body: some View { ZStack { Color.indigo; Text(\"Welcome\") } } }"
        let found = try failures("full-bleed-background", screen, configuration: "platforms: [iPadOS]")
        XCTAssertEqual(found.scenarios, Self.scenarios(Self.iPads, pane: true))
    }

    func testOpaquePartsAreNotJudged() throws {
        // The custom view could be any size: the text beside it in the overlay is not judged; the
        // text the overlay lies on is (an overlay does not change its view's size).
        let found = try failures("clipping", """
            struct Screen: View {
                var body: some View {
                    NavigationStack {
                        VStack { Text("Member since the spring of 2019").frame(height: 20) }
                            .overlay(HStack { Avatar(); Text("A very long name that would be truncated").lineLimit(1) })
                    }
                }
            }
            """)
        XCTAssertEqual(found.lines, [4])
    }

    func testSizesAreJudgedBesideAViewOfUnknownSizeWhereItCannotChangeThem() throws {
        // A VStack proposes its width to every child, and the scroll view proposes no height: the
        // photo's unknown size moves the button but cannot resize it.
        let stacked = try failures("tap-target-size", """
            struct Screen: View {
                let photo: URL
                var body: some View {
                    NavigationStack { ScrollView { VStack { AsyncImage(url: photo); Button("Edit profile") { } }.padding() } }
                }
            }
            """)
        XCTAssertEqual(stacked.lines, [4])
        // Where the button could move, its place is not judged.
        XCTAssertEqual(try failures("screen-margins", """
            struct Screen: View {
                let photo: URL
                var body: some View {
                    NavigationStack { ScrollView { VStack(alignment: .leading) { AsyncImage(url: photo); Text("Member since 2019") } } }
                }
            }
            """).lines, [])
        // An HStack shares its width out by its children's sizes: beside the photo, nothing is sized.
        XCTAssertEqual(try failures("tap-target-size", """
            struct Screen: View {
                let photo: URL
                var body: some View {
                    NavigationStack { ScrollView { HStack { AsyncImage(url: photo); Button("Edit profile") { } }.padding() } }
                }
            }
            """).lines, [])
    }

    func testAFrameFixedInBothDimensionsIsSizedWhateverItHolds() throws {
        // A picture's size is unknown, but the frame around it is 40 by 40 whatever it holds, so
        // the name beside it is judged; framed in width only, the picture could be any height.
        let found = try failures("clipping", """
            struct Screen: View {
                var body: some View {
                    NavigationStack {
                        ScrollView { VStack {
                            HStack {
                                Image("avatar").resizable().frame(width: 40, height: 40)
                                Text("A very long member name that is surely cut on every phone").lineLimit(1)
                            }
                            HStack {
                                Image("avatar").resizable().frame(width: 40)
                                Text("A very long member name that is surely cut on every phone").lineLimit(1)
                            }
                        } }
                    }
                }
            }
            """)
        XCTAssertEqual(Set(found.lines), [7])
    }

    func testAScreenInAnAppContainerBesideASidebarIsNotJudgedWideOnIPads() throws {
        // The app's own container places the tabs beside a sidebar whose width is known only at
        // run time: on an iPad the settings Form is narrower than the window by an unknown
        // amount, so it is not judged there (on an iPhone the width is compact: no finding).
        let settings = """
            struct Settings: View {
                var body: some View { Form { Toggle("Reminders", isOn: .constant(true)) } }
            }
            """
        let container = try failures("form-width", """
            struct Screen: View {
                @Environment(Model.self) private var model
                var body: some View {
                    HStack(spacing: 0) {
                        Color.gray.frame(width: model.sidebarWidth)
                        TabView { Settings().tabItem { Text("Settings") } }
                    }
                }
            }
            """ + "\n" + settings)
        XCTAssertEqual(container.lines, [])
        // The same screen as a plain tab root fills the window: judged on the iPads.
        let tabRoot = try failures("form-width", """
            struct Screen: View {
                var body: some View { TabView { Settings().tabItem { Text("Settings") } } }
            }
            """ + "\n" + settings)
        XCTAssertEqual(tabRoot.lines, [5])
        XCTAssertTrue(tabRoot.scenarios.contains("ipad-pro-13-m4/landscape@large"), "\(tabRoot.scenarios)")
    }

    func testAScreenShownOnlyInASheetIsLaidOutInCompactWidthOnly() throws {
        // On an iPad the system sizes the sheet (a form sheet is narrower than 600pt): the wide
        // Form is not judged there, and on an iPhone a sheet is as wide as the screen.
        let source = """
            struct Screen: View {
                @State private var isEditing = false
                var body: some View {
                    NavigationStack { Text("Lists").sheet(isPresented: $isEditing) { EditForm() } }
                }
            }
            struct EditForm: View {
                var body: some View { Form { Text("Name") } }
            }
            """
        XCTAssertEqual(try failures("form-width", source).lines, [])
        // Also when a router chooses the sheet's view, and by the type's qualified name.
        let routed = """
            enum Route: Identifiable { case edit; var id: Int { 0 } }
            struct Screen: View {
                @State private var route: Route?
                var body: some View {
                    NavigationStack { Text("Lists").sheet(item: $route) { route in Group { switch route { case .edit: Editors.EditForm() } } } }
                }
            }
            enum Editors {
                struct EditForm: View {
                    var body: some View { Form { Text("Name") } }
                }
            }
            """
        XCTAssertEqual(try failures("form-width", routed).lines, [])
        XCTAssertEqual(try failures("form-width", routed.replacingOccurrences(of: ".sheet(", with: ".fullScreenCover(")).lines, [10])
        let covered = try failures("form-width", source.replacingOccurrences(of: ".sheet(", with: ".fullScreenCover("))
        XCTAssertEqual(covered.lines, [8])
        XCTAssertTrue(covered.scenarios.contains { $0.hasPrefix("ipad-pro-13-m4/landscape") }, "\(covered.scenarios)")
    }

    func testTheSyntaxEstimateAndTheLayoutNeverBothReportOneButton() throws {
        let screen = """
            struct Screen: View {
                var body: some View {
                    NavigationStack { VStack { Button { } label: { Image(systemName: "xmark") } } }
                }
            }
            """
        XCTAssertEqual(try failures("tap-target", screen).lines.count, 1)
        XCTAssertEqual(try failures("tap-target-size", screen).lines, [])
    }
}
