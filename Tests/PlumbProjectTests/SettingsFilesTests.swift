import Foundation
import PlumbProject
import Testing

/// The one search for a run's settings files, and the supported orientations the model reads
/// from them.
struct SettingsFilesTests {
    @Test func theRootsAreWalkedOnceAndEachAskerGetsItsOwnFiles() throws {
        let project = try FixtureProject([
            "App/Info.plist": "<plist version=\"1.0\"><dict/></plist>",
            "App/Widget-Info.plist": "<plist version=\"1.0\"><dict/></plist>",
            "App/App.entitlements": "<plist version=\"1.0\"><dict/></plist>",
            "App.xcodeproj/project.pbxproj": "{}",
            "App/Home.swift": "struct Home {}",
            ".build/checkouts/Kit/Info.plist": "<plist version=\"1.0\"><dict/></plist>",
        ])
        defer { project.remove() }
        let settings = SettingsFiles(roots: [project.root.path])
        let plists = settings.files { $0.hasSuffix("Info.plist") }.map(\.path)
        #expect(plists == [project.path("App/Info.plist"), project.path("App/Widget-Info.plist")])

        // A file added after the walk is not seen: every asker reads the list of the one walk.
        try Data("{}".utf8).write(to: project.root.appendingPathComponent("App/Late.plist"))
        let all = settings.files(where: SettingsFiles.isSettingsFile).map(\.path)
        #expect(all == ["App.xcodeproj/project.pbxproj", "App/App.entitlements", "App/Info.plist", "App/Widget-Info.plist"].map(project.path))
    }

    @Test func theModelHoldsTheOrientationsOfEveryInfoPlistAndXcodeProjectWithWhereEachListIsWritten() throws {
        let project = try FixtureProject([
            // No target uses this plist: it is read all the same.
            "Old/Info.plist": """
                <plist version="1.0"><dict>
                    <key>UISupportedInterfaceOrientations~ipad</key>
                    <array><string>UIInterfaceOrientationPortrait</string></array>
                </dict></plist>
                """,
            "App.xcodeproj/project.pbxproj": """
                {
                    buildSettings = {
                        INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;
                        TARGETED_DEVICE_FAMILY = "1,2";
                    };
                }
                """,
            "App/Home.swift": "struct Home {}",
        ])
        defer { project.remove() }
        let declared = project.model().declaredOrientations
        #expect(declared.map(\.file.path) == [project.path("App.xcodeproj/project.pbxproj"), project.path("Old/Info.plist")])
        let settings = try #require(declared.first)
        #expect(settings.targetsPad)
        #expect(settings.lists.map { "\($0.key) \($0.line):\($0.column)" } == ["INFOPLIST_KEY_UISupportedInterfaceOrientations 3:9"])
        let plist = try #require(declared.last)
        #expect(!plist.targetsPad)
        #expect(plist.lists.map { "\($0.key) \($0.line):\($0.column) \($0.orientations.sorted())" }
            == ["UISupportedInterfaceOrientations~ipad 2:5 [\"UIInterfaceOrientationPortrait\"]"])
    }
}
