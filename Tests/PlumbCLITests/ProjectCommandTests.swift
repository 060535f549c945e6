import Foundation
import Testing

/// `plumb project` says where each target was declared and which target gave an inferred setting.
struct ProjectCommandTests {
    @Test func eachTargetNamesItsManifestAndTheAppearanceNamesItsTarget() throws {
        let project = try Sandbox()
        try project.write("project.yml", """
            name: Tools
            targets:
              Tools:
                type: application
                platform: macOS
                sources: [Tools]
                info:
                  properties:
                    UIUserInterfaceStyle: Dark
            """)
        try project.write("Tools/Main.swift", "struct Main {}")
        let text = try project.run("project", ".")
        #expect(text.status == 0)
        #expect(text.stdout.contains("Tools [app, XcodeGen project.yml in project.yml]: macOS; 1 Swift file"), "\(text.stdout)")
        #expect(text.stdout.contains("fixed: UIUserInterfaceStyle is Dark in target Tools (project.yml:9)"), "\(text.stdout)")
        // Under its target: the setting it gives its files, and where it is written.
        #expect(text.stdout.contains("1 Swift file\n    appearance: fixed\n      fixed: UIUserInterfaceStyle is Dark (project.yml:9)\n"), "\(text.stdout)")
        let json = try project.run("project", ".", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let target = try #require((object["targets"] as? [[String: Any]])?.first)
        #expect(target["source"] as? String == "XcodeGen project.yml")
        #expect(target["definedIn"] as? String == "project.yml")
        #expect(target["appearance"] as? String == "fixed")
        #expect((target["appearanceEvidence"] as? [[String: Any]])?.first?["file"] as? String == "project.yml")
    }
}
