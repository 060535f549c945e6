import Foundation
import PlumbCore
@testable import PlumbProject
import Testing

/// The model of a project that commits no `.xcodeproj`: its XcodeGen spec or Tuist manifest
/// declares the targets, their platforms, deployment targets and sources.
struct ManifestProjectTests {
    /// The model of a project written from `files`; its Swift files are those outside the Tuist manifests.
    private func model(_ files: [String: String]) throws -> (ProjectModel, FixtureProject) {
        let project = try FixtureProject(files)
        let swift = files.keys.filter { $0.hasSuffix(".swift") && $0 != "Project.swift" && !$0.hasPrefix("Tuist/") }
        return (ProjectModelBuilder.build(settings: SettingsFiles(roots: [project.root.path]), swiftFiles: swift.map(project.path)), project)
    }

    // MARK: XcodeGen

    @Test func anXcodeGenSpecGivesEachFileItsTargets() throws {
        let (model, project) = try model([
            "project.yml": """
                name: Notes
                options:
                  deploymentTarget:
                    iOS: 16.0
                    macOS: "13.0"
                targets:
                  Notes:
                    type: application
                    platform: iOS
                    sources:
                      - path: Notes
                        excludes: ["*Tests.swift"]
                      - Shared
                  NotesMac:
                    type: application
                    platform: macOS
                    deploymentTarget: "14.0"
                    sources: [Mac, Shared]
                  NotesWidget:
                    type: app-extension
                    platform: iOS
                    sources:
                      - path: Widget/**/*.swift
                  NotesTests:
                    type: bundle.unit-test
                    platform: iOS
                    sources:
                      - path: Notes
                        includes: ["**/*Tests.swift"]
                      - path: Notes
                        buildPhase: none
                """,
            "Notes/ListTests.swift": "struct ListTests {}",
            "Notes/List.swift": "struct List {}",
            "Mac/Sidebar.swift": "struct Sidebar {}",
            "Shared/Note.swift": "struct Note {}",
            "Widget/Views/Small.swift": "struct Small {}",
            "Other/Loose.swift": "struct Loose {}",
        ])
        defer { project.remove() }
        #expect(model.problems == [])
        #expect(Set(model.targets.map(\.name)) == ["Notes", "NotesMac", "NotesWidget", "NotesTests"])
        #expect(model.targets.allSatisfy { $0.source == .xcodeGen && $0.definedIn.hasSuffix("project.yml") })
        let list = model.context(ofPath: project.path("Notes/List.swift"))
        #expect(list.platforms == [.iOS, .iPadOS])
        #expect(list.deploymentTargets == [.iOS: OSVersion("16.0")!, .iPadOS: OSVersion("16.0")!])
        #expect(list.role == .app, "the test target's `buildPhase: none` entry compiles nothing")
        #expect(model.context(ofPath: project.path("Notes/ListTests.swift")).role == .test, "the app's `excludes` leave it to the tests")
        let sidebar = model.context(ofPath: project.path("Mac/Sidebar.swift"))
        #expect(sidebar.platforms == [.macOS])
        #expect(sidebar.deploymentTargets == [.macOS: OSVersion("14.0")!])
        #expect(model.context(ofPath: project.path("Shared/Note.swift")).platforms == [.iOS, .iPadOS, .macOS])
        let small = model.context(ofPath: project.path("Widget/Views/Small.swift"))
        #expect(small.role == .appExtension)
        #expect(small.platforms == [.iOS, .iPadOS])
    }

    @Test func anXcodeGenTargetsSettingsAndDestinationsSayWhereItRunsAndHowItLooks() throws {
        let (model, project) = try model([
            "project.yml": """
                name: Phone
                targets:
                  Phone:
                    type: application
                    supportedDestinations: [iOS, macCatalyst]
                    sources: Sources
                    info:
                      path: Sources/Info.plist
                      properties:
                        UIUserInterfaceStyle: Light
                    settings:
                      base:
                        TARGETED_DEVICE_FAMILY: "1"
                      configs:
                        Debug:
                          IPHONEOS_DEPLOYMENT_TARGET: "18.0"
                        Release:
                          IPHONEOS_DEPLOYMENT_TARGET: "15.4"
                """,
            "Sources/App.swift": "struct App {}",
        ])
        defer { project.remove() }
        let app = model.context(ofPath: project.path("Sources/App.swift"))
        #expect(app.platforms == [.iOS, .macOS])
        #expect(app.deploymentTargets[.iOS] == OSVersion("15.4"))
        #expect(model.appearanceEvidence.map(\.reason) == ["UIUserInterfaceStyle is Light"])
        #expect(model.appearanceEvidence.map(\.target) == ["Phone"])
        #expect(model.appearanceEvidence.first?.position.line == 10)
    }

    @Test func aSpecSplitAcrossIncludesIsOneProject() throws {
        let (model, project) = try model([
            "project.yml": """
                name: Split
                include:
                  - project-common.yml
                  - path: specs/targets.yml
                targets:
                  Split:
                    platform: macOS
                """,
            "project-common.yml": """
                options:
                  deploymentTarget:
                    macOS: 12.0
                """,
            "specs/targets.yml": """
                targets:
                  Split:
                    type: application
                    platform: iOS
                    sources: [../App]
                """,
            "App/Main.swift": "struct Main {}",
        ])
        defer { project.remove() }
        #expect(model.problems == [])
        #expect(model.targets.map(\.name) == ["Split"])
        // The including spec is merged over its includes: its `platform` wins, the include's sources stay.
        let main = model.context(ofPath: project.path("App/Main.swift"))
        #expect(main.platforms == [.macOS])
        #expect(main.deploymentTargets == [.macOS: OSVersion("12.0")!])
    }

    @Test func aMalformedSpecIsAProblemNamingFileLineAndKey() throws {
        let (broken, brokenProject) = try model([
            "project.yml": "name: Broken\ntargets:\n  App:\n    platform: iOS\n   sources: [App]\n",
            "App/A.swift": "struct A {}",
        ])
        defer { brokenProject.remove() }
        #expect(broken.targets.isEmpty)
        #expect(broken.problems.count == 1)
        #expect(broken.problems.first?.contains("project.yml:5: not YAML") == true, "\(broken.problems)")
        let (listed, listedProject) = try model([
            "project.yml": "name: Listed\ntargets:\n  - App\n",
            "App/A.swift": "struct A {}",
        ])
        defer { listedProject.remove() }
        #expect(listed.problems.map { $0.hasSuffix("project.yml:3: `targets` is not a mapping of target names") } == [true], "\(listed.problems)")
    }

    @Test func aSpecBesideTheXcodeProjectItGeneratesIsNotReadAgain() throws {
        let spec = "name: App\ntargets:\n  App:\n    type: application\n    platform: macOS\n    sources: [App]\n"
        let (alone, aloneProject) = try model(["project.yml": spec, "App/A.swift": "struct A {}"])
        defer { aloneProject.remove() }
        #expect(alone.targets.map(\.name) == ["App"])
        let (beside, besideProject) = try model([
            "project.yml": spec, "App/A.swift": "struct A {}",
            "App.xcodeproj/project.pbxproj": "{ objects = { R = { isa = PBXProject; targets = (); }; }; rootObject = R; }",
        ])
        defer { besideProject.remove() }
        #expect(beside.problems == [])
        #expect(beside.targets.isEmpty, "the Xcode project is what is built")
    }

    // MARK: Tuist

    @Test func aTuistManifestsTargetCallsGiveEachFileItsTargets() throws {
        let (model, project) = try model([
            "Project.swift": """
                import ProjectDescription
                let project = Project(
                    name: "Reader",
                    targets: [
                        Target(
                            name: "Reader",
                            platform: .iOS,
                            product: .app,
                            bundleId: "com.example.reader",
                            deploymentTarget: .iOS(targetVersion: "15.0", devices: [.iphone]),
                            sources: ["Reader/Sources/**"],
                            dependencies: [.target(name: "ReaderKit")]
                        ),
                        Target(
                            name: "ReaderTests",
                            platform: .iOS,
                            product: .unitTests,
                            bundleId: "com.example.reader.tests",
                            sources: "Reader/Tests/**"
                        ),
                    ]
                )
                """,
            "Reader/Sources/Feed.swift": "struct Feed {}",
            "Reader/Tests/FeedTests.swift": "struct FeedTests {}",
        ])
        defer { project.remove() }
        #expect(model.targets.map(\.name) == ["Reader", "ReaderTests"])
        #expect(model.targets.allSatisfy { $0.source == .tuist })
        let feed = model.context(ofPath: project.path("Reader/Sources/Feed.swift"))
        #expect(feed.platforms == [.iOS])
        #expect(feed.deploymentTargets == [.iOS: OSVersion("15.0")!])
        #expect(model.context(ofPath: project.path("Reader/Tests/FeedTests.swift")).role == .test)
    }

    @Test func aTuistManifestsTargetFunctionsGiveDestinationsAndDeploymentTargets() throws {
        let (model, project) = try model([
            "Project.swift": """
                import ProjectDescription
                let project = Project(name: "Board", targets: [
                    .target(
                        name: "Board",
                        destinations: .macOS,
                        product: .app,
                        bundleId: "com.example.board",
                        deploymentTargets: .macOS("13.0"),
                        infoPlist: .extendingDefault(with: ["UIUserInterfaceStyle": .string("Dark")]),
                        sources: [.glob("Board/**")]
                    ),
                    .target(name: "BoardWidget", destinations: [.iPhone, .iPad], product: .appExtension, bundleId: "com.example.board.widget",
                            deploymentTargets: .multiplatform(iOS: "17.0"), sources: ["Widget/*.swift"]),
                ])
                """,
            "Board/Views/Grid.swift": "struct Grid {}",
            "Widget/Small.swift": "struct Small {}",
        ])
        defer { project.remove() }
        let grid = model.context(ofPath: project.path("Board/Views/Grid.swift"))
        #expect(grid.platforms == [.macOS])
        #expect(grid.deploymentTargets == [.macOS: OSVersion("13.0")!])
        let small = model.context(ofPath: project.path("Widget/Small.swift"))
        #expect(small.platforms == [.iOS, .iPadOS])
        #expect(small.deploymentTargets[.iPadOS] == OSVersion("17.0"))
        #expect(small.role == .appExtension)
        #expect(model.appearanceEvidence.map(\.reason) == ["UIUserInterfaceStyle is Dark"])
        #expect(model.appearanceEvidence.map(\.target) == ["Board"])
    }

    /// A setting every target shares is often a constant of the manifest, and its members are often
    /// written with their type: both are read as if written in the call; a value the manifest
    /// computes is still unknown.
    @Test func aTuistManifestsConstantsAndTypedMembersAreItsSettings() throws {
        let (model, project) = try model([
            "Project.swift": """
                import ProjectDescription
                let deploymentTarget = DeploymentTargets.iOS("15.0")
                let phones: Destinations = [.iPhone]
                let computed = DeploymentTargets.iOS(minimumVersion())
                let project = Project(name: "Prayers", targets: [
                    .target(name: "Prayers", destinations: phones, product: Product.app, bundleId: "com.example.prayers",
                            deploymentTargets: deploymentTarget, sources: ["Prayers/**"]),
                    .target(name: "Counter", destinations: Destinations.iOS, product: .appExtension, bundleId: "com.example.counter",
                            deploymentTargets: computed, sources: ["Counter/**"]),
                ])
                """,
            "Prayers/Home.swift": "struct Home {}",
            "Counter/Widget.swift": "struct Widget {}",
        ])
        defer { project.remove() }
        let home = model.context(ofPath: project.path("Prayers/Home.swift"))
        #expect(home.platforms == [.iOS])
        #expect(home.deploymentTargets == [.iOS: OSVersion("15.0")!])
        #expect(home.role == .app)
        let widget = model.context(ofPath: project.path("Counter/Widget.swift"))
        #expect(widget.platforms == [.iOS, .iPadOS])
        #expect(widget.deploymentTargets[.iOS] == nil, "a version the manifest computes is unknown")
    }

    /// An app's own `Project.swift` (a model type) is no manifest: the Xcode project around it still says where it runs.
    @Test func aProjectSwiftThatIsNotATuistManifestIsAFileOfTheApp() throws {
        let (model, project) = try model([
            "App.xcodeproj/project.pbxproj": """
                { objects = {
                    R = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L; };
                    G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    T = { isa = PBXNativeTarget; name = App; buildPhases = (); buildConfigurationList = L; };
                    L = { isa = XCConfigurationList; buildConfigurations = (C); };
                    C = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = macosx; }; };
                }; rootObject = R; }
                """,
            "App/Models/Project.swift": "struct Project { var targets: [String] }",
            "App/Models/Task.swift": "struct Task {}",
        ])
        defer { project.remove() }
        #expect(model.targets.map(\.name) == ["App"])
        #expect(model.context(ofPath: project.path("App/Models/Task.swift")).platforms == [.macOS])
        #expect(ProjectRoot.find(for: project.path("App/Models/Task.swift"), configurationFile: nil) == project.path(""))
    }

    /// What a helper computes is unknown: neither the destinations nor the sources are guessed.
    /// A helper that writes them as literals is read where the manifest calls it.
    @Test func whatATuistHelperComputesIsUnknownAndWhatItWritesIsRead() throws {
        let (model, project) = try model([
            "Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers
                let project = Project(name: "Deck", targets: [
                    .target(name: "Deck", destinations: Destinations.forDeck(), product: .app, bundleId: "d", sources: sources("Deck")),
                    Target.tool("DeckTool"),
                ])
                """,
            "Tuist/ProjectDescriptionHelpers/Targets.swift": """
                import ProjectDescription
                extension Target {
                    public static func tool(_ name: String) -> Target {
                        .target(name: name, destinations: .macOS, product: .commandLineTool, bundleId: "t", sources: ["Tool/**"])
                    }
                    public static func unused(_ name: String) -> Target {
                        .target(name: name, destinations: .iOS, product: .app, bundleId: "u", sources: ["Deck/**"])
                    }
                }
                """,
            "Deck/Card.swift": "struct Card {}",
            "Tool/Main.swift": "struct Main {}",
        ])
        defer { project.remove() }
        #expect(model.targets.map(\.name) == ["Deck", "tool"])
        let deck = try #require(model.targets.first { $0.name == "Deck" })
        #expect(deck.platforms == nil)
        #expect(deck.files.isEmpty)
        #expect(model.context(ofPath: project.path("Tool/Main.swift")).platforms == [.macOS])
        #expect(model.context(ofPath: project.path("Deck/Card.swift")).platforms == nil)
    }
}
