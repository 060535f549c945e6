import Foundation
import PlumbCore
@testable import PlumbLint
import XCTest

/// `orientations` on files the examples cannot spell: binary property lists.
final class OrientationsTests: XCTestCase {
    func testABinaryInfoPlistIsRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-orientations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let plist: [String: Any] = [
            "CFBundleName": "App",
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        try data.write(to: directory.appendingPathComponent("App/Info.plist"))

        var configuration = Configuration(baseDirectory: "/")
        configuration.rules["orientations"] = RuleSetting()
        let view = LintInput(path: "Home.swift", source: "struct Home: View { var body: some View { Text(\"Home\") } }")
        let findings = Linter(configuration: configuration, jobs: 1).lint([view], roots: [directory.path]).findings
            .filter { $0.ruleID == "orientations" }
        XCTAssertEqual(findings.map(\.ruleID), ["orientations"])
        XCTAssertEqual(findings.first?.position.line, 1)
        XCTAssertTrue(findings.first?.position.file.hasSuffix("App/Info.plist") ?? false)
    }

    /// A project file with Windows line endings reads as one with `\n`: the same list, line and column.
    func testAProjectFileWithCRLFLineEndingsIsRead() throws {
        let lines = [
            "{", "    buildSettings = {",
            "        INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = \"UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown "
                + "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\";",
            "        INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;",
            "    };", "}",
        ]
        for separator in ["\n", "\r\n"] {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-orientations-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            try Data(lines.joined(separator: separator).utf8).write(to: directory.appendingPathComponent("App.xcodeproj/project.pbxproj"))
            var configuration = Configuration(baseDirectory: "/")
            configuration.rules["orientations"] = RuleSetting()
            let view = LintInput(path: "Home.swift", source: "struct Home: View { var body: some View { Text(\"Home\") } }")
            let findings = Linter(configuration: configuration, jobs: 1).lint([view], roots: [directory.path]).findings
                .filter { $0.ruleID == "orientations" }
            XCTAssertEqual(findings.map { [$0.position.line, $0.position.column] }, [[4, 9]], separator.debugDescription)
            XCTAssertTrue(findings.first?.message.contains("iPhone") ?? false, findings.first?.message ?? "")
        }
    }

    func testARunWithoutRootsReadsNothing() {
        var configuration = Configuration(baseDirectory: "/")
        configuration.rules["orientations"] = RuleSetting()
        XCTAssertEqual(Linter(configuration: configuration, jobs: 1).lint([]).findings, [])
    }
}
