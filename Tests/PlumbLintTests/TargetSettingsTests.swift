import PlumbCore
import Testing

/// Issue 34, class 1: a design setting belongs to a target, and a file gets the settings of the
/// targets that compile it; an example app's `UIUserInterfaceStyle` is not its library's.
@Suite struct TargetSettingsTests {
    /// A view that branches on the colour scheme: `no-color-scheme-checks` reports it where the
    /// appearance is fixed, so its findings show which files got the setting.
    private static func schemeView(_ name: String) -> String {
        """
        import SwiftUI
        struct \(name): View {
            @Environment(\\.colorScheme) private var colorScheme
            var body: some View { Text("A") }
        }
        """
    }

    private static func plist(style: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UIUserInterfaceStyle</key>
            <string>\(style)</string>
        </dict>
        </plist>
        """
    }

    /// An Xcode project whose targets each compile the files listed (relative to the project's
    /// folder), with their own build settings.
    static func xcodeProject(_ targets: [(name: String, files: [String], settings: String)]) -> String {
        var objects = ""
        var targetIDs: [String] = []
        for (index, target) in targets.enumerated() {
            var buildFiles: [String] = []
            for (fileIndex, file) in target.files.enumerated() {
                let id = "\(index)\(fileIndex)"
                objects += "BF\(id) = {isa = PBXBuildFile; fileRef = FR\(id); };\n"
                objects += "FR\(id) = {isa = PBXFileReference; path = \(file); sourceTree = SOURCE_ROOT; };\n"
                buildFiles.append("BF\(id)")
            }
            objects += "SP\(index) = {isa = PBXSourcesBuildPhase; files = (\(buildFiles.map { $0 + ", " }.joined())); };\n"
            objects += "BC\(index) = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; \(target.settings)}; name = Release; };\n"
            objects += "CL\(index) = {isa = XCConfigurationList; buildConfigurations = (BC\(index), ); };\n"
            objects += "T\(index) = {isa = PBXNativeTarget; buildConfigurationList = CL\(index); buildPhases = (SP\(index), ); name = \(target.name); productType = \"com.apple.product-type.application\"; };\n"
            targetIDs.append("T\(index)")
        }
        objects += "G00 = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };\n"
        objects += "P00 = {isa = PBXProject; mainGroup = G00; targets = (\(targetIDs.map { $0 + ", " }.joined())); };\n"
        return "// !$*UTF8*$!\n{\n archiveVersion = 1;\n objectVersion = 77;\n objects = {\n\(objects)};\n rootObject = P00;\n}\n"
    }

    private func schemeFindings(_ files: [String: String]) throws -> [String: String] {
        let findings = try ProjectLint.lint(files).filter { $0.ruleID == "no-color-scheme-checks" }
        return Dictionary(findings.map { ($0.position.file, $0.message) }) { first, _ in first }
    }

    @Test func anXcodeTargetsInfoPlistFixesOnlyItsOwnFiles() throws {
        let findings = try schemeFindings([
            "Shop.xcodeproj/project.pbxproj": Self.xcodeProject([
                ("Shop", ["Shop/Home.swift"], "INFOPLIST_FILE = \"$(SRCROOT)/Shop/Info.plist\";"),
                ("Gallery", ["Gallery/Showcase.swift"], "INFOPLIST_FILE = Gallery/Info.plist;"),
            ]),
            "Shop/Info.plist": Self.plist(style: "Light"),
            "Gallery/Info.plist": "<plist><dict></dict></plist>",
            "Shop/Home.swift": Self.schemeView("Home"),
            "Gallery/Showcase.swift": Self.schemeView("Showcase"),
            // Compiled by no target of a project with two apps that disagree: nothing inferred.
            "Shop/Draft.swift": Self.schemeView("Draft"),
        ])
        #expect(Set(findings.keys) == ["Shop/Home.swift"])
        let message = try #require(findings["Shop/Home.swift"])
        #expect(message.contains("UIUserInterfaceStyle is Light in target Shop (") && message.contains("Shop/Info.plist:4)"), "\(message)")
    }

    @Test func aBuildSettingFixesItsTargetAndALooseFileOfTheOneAppGetsIt() throws {
        let findings = try schemeFindings([
            "Notes.xcodeproj/project.pbxproj": Self.xcodeProject([
                ("Notes", ["Notes/List.swift"], "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;"),
            ]),
            "Notes/List.swift": Self.schemeView("List"),
            "Notes/NotYetAdded.swift": Self.schemeView("NotYetAdded"),
        ])
        #expect(Set(findings.keys) == ["Notes/List.swift", "Notes/NotYetAdded.swift"])
        #expect(findings["Notes/List.swift"]?.contains("INFOPLIST_KEY_UIUserInterfaceStyle is Dark in target Notes (") == true, "\(findings)")
    }

    @Test func anExampleAppsSettingAndSceneDoNotFixItsLibrary() throws {
        let findings = try schemeFindings([
            "project.yml": """
                name: Kit
                targets:
                  Kit:
                    type: framework
                    platform: iOS
                    sources: Kit
                  Sample:
                    type: application
                    platform: iOS
                    sources: Sample
                    info:
                      path: Sample/Info.plist
                      properties:
                        UIUserInterfaceStyle: Dark
                  Catalog:
                    type: application
                    platform: iOS
                    sources: Catalog
                """,
            "Kit/Badge.swift": Self.schemeView("Badge"),
            "Sample/Screen.swift": Self.schemeView("Screen"),
            "Catalog/CatalogApp.swift": """
                import SwiftUI
                @main struct CatalogApp: App {
                    var body: some Scene { WindowGroup { Gallery().preferredColorScheme(.light) } }
                }
                """,
            "Catalog/Gallery.swift": Self.schemeView("Gallery"),
        ])
        #expect(Set(findings.keys) == ["Sample/Screen.swift", "Catalog/Gallery.swift"], "\(findings)")
        #expect(findings["Catalog/Gallery.swift"]?.contains("the App's scene is locked to preferredColorScheme(.light) in target Catalog (Catalog/CatalogApp.swift:3)") == true, "\(findings)")
    }
}

/// Issue 34, class 8: a finding that rests on a deployment target names it and its target.
@Suite struct DeploymentTargetMessageTests {
    @Test func aPackageTargetsDeploymentTargetIsNamed() throws {
        let findings = try ProjectLint.lint([
            "Package.swift": "let package = Package(name: \"Shop\", platforms: [.iOS(.v14)], targets: [.target(name: \"Storefront\")])",
            "Sources/Storefront/Badge.swift": """
                import SwiftUI
                struct Badge: View { var body: some View { Image(systemName: "figure.walk.motion") } }
                """,
        ])
        let symbol = try #require(findings.first { $0.ruleID == "sf-symbol-name" })
        #expect(symbol.message.contains("newer than the iOS 14 deployment target of target Storefront in ") && symbol.message.contains("Package.swift;"), "\(symbol.message)")
    }

    @Test func anXcodeTargetsDeploymentTargetIsNamedWhereGeometryReaderHasAlternatives() throws {
        let findings = try ProjectLint.lint([
            "Field.xcodeproj/project.pbxproj": TargetSettingsTests.xcodeProject([
                ("Field", ["Field/Meter.swift"], "IPHONEOS_DEPLOYMENT_TARGET = 17.2;"),
            ]),
            "Field/Meter.swift": """
                import SwiftUI
                struct Meter: View {
                    var body: some View { GeometryReader { proxy in Text("A").frame(width: proxy.size.width / 3) } }
                }
                """,
        ])
        let reader = try #require(findings.first { $0.ruleID == "geometry-reader" })
        #expect(reader.message.contains("(the iOS 17.2 deployment target of target Field in ") && reader.message.hasSuffix("Field.xcodeproj/project.pbxproj)"), "\(reader.message)")
    }
}
