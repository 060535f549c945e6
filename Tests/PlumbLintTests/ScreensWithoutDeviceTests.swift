import PlumbCore
@testable import PlumbLint
import Testing

/// A screen no device of the catalog runs (a Mac app's) is not laid out: it is counted apart,
/// not as a screen skipped as opaque, which would blame the reader for what it never tried.
@Suite struct ScreensWithoutDeviceTests {
    private static func statistics(platforms: String) throws -> LayoutStatistics {
        let source = """
            import SwiftUI
            struct Home: View {
                var body: some View { VStack { Text("Library"); Text("Settings") }.padding() }
            }
            @main struct ExampleApp: App { var body: some Scene { WindowGroup { Home() } } }
            """
        let configuration = try ConfigurationLoader(knownRules: RuleRegistry.knownRules)
            .parse("platforms: [\(platforms)]\n", file: "test.yml", baseDirectory: "/")
        return Linter(configuration: configuration, jobs: 1).lint([LintInput(path: "Home.swift", source: source)]).layoutStatistics
    }

    @Test func aMacScreenIsCountedAsNotLaidOut() throws {
        let mac = try Self.statistics(platforms: "macOS")
        #expect([mac.fullyJudged, mac.partlyJudged, mac.skipped, mac.withoutDevice] == [0, 0, 0, 1])
        #expect(mac.summaryLine == "layout: 0 screens in 0 layouts: 0 judged fully, 0 in part, 0 skipped as opaque; 1 not laid out: no device of their platform")
    }

    @Test func anIPhoneScreenIsLaidOutAsBefore() throws {
        let phone = try Self.statistics(platforms: "iOS")
        #expect(phone.withoutDevice == 0)
        #expect(phone.fullyJudged == 1)
        #expect(phone.summaryLine?.hasSuffix("1 judged fully, 0 in part, 0 skipped as opaque") == true)
    }
}
