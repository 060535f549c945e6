import Testing

/// Files of XcodeGen and Tuist targets get their targets' platforms and deployment targets in a
/// lint run, as files of an `.xcodeproj` target do.
struct ManifestLintTests {
    private let smallButton = """
        struct Toolbar: View {
            var body: some View {
                Button { add() } label: { Image(systemName: "plus") }
            }
        }
        """

    private let geometryReader = """
        struct Card: View {
            var body: some View {
                GeometryReader { proxy in Text("A").frame(width: proxy.size.width / 2) }
            }
        }
        """

    private func spec(platform: String, deploymentTarget: String) -> String {
        """
        name: Tools
        options:
          deploymentTarget:
            \(platform): "\(deploymentTarget)"
        targets:
          Tools:
            type: application
            platform: \(platform)
            sources: [Tools]
        """
    }

    @Test func aMacOnlyXcodeGenTargetsFileHasNoTouchFindings() throws {
        let mac = try ProjectLint.findings(["project.yml": spec(platform: "macOS", deploymentTarget: "14.0"), "Tools/Toolbar.swift": smallButton])
        #expect(!mac.contains { $0.hasPrefix("tap-target") }, "\(mac)")
        let phone = try ProjectLint.findings(["project.yml": spec(platform: "iOS", deploymentTarget: "17.0"), "Tools/Toolbar.swift": smallButton])
        #expect(phone.contains("tap-target Tools/Toolbar.swift:3"), "\(phone)")
    }

    @Test func aMacOnlyTuistTargetsFileHasNoTouchFindings() throws {
        func manifest(_ destinations: String) -> String {
            """
            import ProjectDescription
            let project = Project(name: "Tools", targets: [
                .target(name: "Tools", destinations: \(destinations), product: .app, bundleId: "a.b", sources: ["Tools/**"]),
            ])
            """
        }
        let mac = try ProjectLint.findings(["Project.swift": manifest(".macOS"), "Tools/Toolbar.swift": smallButton])
        #expect(!mac.contains { $0.hasPrefix("tap-target") }, "\(mac)")
        let phone = try ProjectLint.findings(["Project.swift": manifest("[.iPhone]"), "Tools/Toolbar.swift": smallButton])
        #expect(phone.contains("tap-target Tools/Toolbar.swift:3"), "\(phone)")
    }

    /// As for an `.xcodeproj` target: no `ViewThatFits` or `onGeometryChange` to suggest below iOS 16.
    @Test func anXcodeGenTargetBelowIOS16KeepsGeometryReaderQuiet() throws {
        let old = try ProjectLint.findings(["project.yml": spec(platform: "iOS", deploymentTarget: "15.0"), "Tools/Card.swift": geometryReader])
        #expect(!old.contains { $0.hasPrefix("geometry-reader") }, "\(old)")
        let current = try ProjectLint.findings(["project.yml": spec(platform: "iOS", deploymentTarget: "17.0"), "Tools/Card.swift": geometryReader])
        #expect(current.contains("geometry-reader Tools/Card.swift:3"), "\(current)")
    }
}
