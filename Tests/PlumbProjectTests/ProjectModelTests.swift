import Foundation
import PlumbCore
@testable import PlumbProject
import XCTest

/// A project written to a temporary directory: its files by relative path.
struct FixtureProject {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-project-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).standardizedFileURL.path }

    /// The model of the project's Swift files.
    func model() -> ProjectModel {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        let swift = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }
        return ProjectModelBuilder.build(settings: SettingsFiles(roots: [root.path]), swiftFiles: swift.map(path))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

final class ProjectModelTests: XCTestCase {
    // MARK: Package.swift

    func testAPackageManifestGivesTargetsPlatformsAndRoles() throws {
        let project = try FixtureProject([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Kit",
                    platforms: [.iOS(.v16), .macOS(.v13_3), .watchOS("10.0")],
                    targets: [
                        .target(name: "Core"),
                        .target(name: "Interface", dependencies: ["Core"], path: "Sources/UI"),
                        .executableTarget(name: "Tool"),
                        .testTarget(name: "CoreTests", dependencies: ["Core"]),
                    ]
                )
                """,
            "Sources/Core/Model.swift": "struct Model {}",
            "Sources/UI/Card.swift": "struct Card {}",
            "Sources/Tool/main.swift": "print(1)",
            "Tests/CoreTests/ModelTests.swift": "import XCTest",
        ])
        defer { project.remove() }
        let model = project.model()
        XCTAssertEqual(Set(model.targets.map(\.name)), ["Core", "Interface", "Tool", "CoreTests"])
        let card = model.context(ofPath: project.path("Sources/UI/Card.swift"))
        XCTAssertEqual(card.platforms, [.iOS, .iPadOS, .macOS, .watchOS])
        XCTAssertEqual(card.deploymentTargets[.macOS], OSVersion("13.3"))
        XCTAssertEqual(card.deploymentTargets[.iOS], OSVersion("16"))
        XCTAssertEqual(card.role, .library)
        XCTAssertEqual(model.context(ofPath: project.path("Sources/Core/Model.swift")).role, .library)
        XCTAssertEqual(model.context(ofPath: project.path("Sources/Tool/main.swift")).role, .app)
        XCTAssertEqual(model.context(ofPath: project.path("Tests/CoreTests/ModelTests.swift")).role, .test)
    }

    /// A path that is standard already is answered from the table alone; any other is standardized
    /// first, so a file asked by another spelling of its path still has its targets' context.
    func testAFileIsFoundByAnySpellingOfItsPath() throws {
        let project = try FixtureProject([
            "Package.swift": "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])",
            "Sources/Kit/A.swift": "struct A {}",
        ])
        defer { project.remove() }
        let model = project.model()
        let standard = project.path("Sources/Kit/A.swift")
        XCTAssertEqual(model.context(ofPath: standard).role, .library)
        let root = project.root.path
        for spelling in ["\(root)/Sources/./Kit/A.swift", "\(root)/Sources/Kit/../Kit/A.swift", "\(root)//Sources/Kit/A.swift"] {
            XCTAssertEqual(model.context(ofPath: spelling), model.context(ofPath: standard), spelling)
        }
        XCTAssertEqual(model.context(ofPath: "\(root)/Sources/Kit/B.swift"), .unknown)
    }

    /// `isStandard` says yes only of a path standardizing leaves as it is, whatever its characters.
    func testAStandardPathIsOneStandardizingLeavesAsItIs() {
        let standard = ["/", "/a", "/tmp/My App/Sources/View.swift", "/tmp/Ünïcode/日本/V.swift", "/a/100%/b#c?d;e",
                        "/a/~/b", "/a/.hidden/b..c/.../V.swift", "/a/ spaced /b"]
        for path in standard {
            XCTAssertTrue(ProjectModel.isStandard(path), path)
            XCTAssertEqual(URL(fileURLWithPath: path).standardizedFileURL.path, path, path)
        }
        for path in ["a/b.swift", "", "./a", "/a/./b", "/a/../b", "/a//b", "/a/b/", "/a/.", "/a/.."] {
            XCTAssertFalse(ProjectModel.isStandard(path), path)
        }
    }

    func testAPackageWithoutPlatformsSaysNothingAboutThem() throws {
        let project = try FixtureProject([
            "Package.swift": "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])",
            "Sources/Kit/A.swift": "struct A {}",
        ])
        defer { project.remove() }
        let context = project.model().context(ofPath: project.path("Sources/Kit/A.swift"))
        XCTAssertNil(context.platforms)
        XCTAssertEqual(context.role, .library)
    }

    // MARK: Xcode projects

    func testAnXcodeProjectGivesEachFileItsTargets() throws {
        let project = try FixtureProject([
            "Birds.xcodeproj/project.pbxproj": Self.pbxproj,
            "Config/Watch.xcconfig": "#include \"Shared.xcconfig\"\nSDKROOT = watchos; // the watch\n",
            "Config/Shared.xcconfig": "WATCHOS_DEPLOYMENT_TARGET = 10.2\nSDKROOT = iphoneos\n",
            "Shared/Bird.swift": "struct Bird {}",
            "iOS/PhoneApp.swift": "struct PhoneApp {}",
            "Mac/MacApp.swift": "struct MacApp {}",
            "Watch/WatchApp.swift": "struct WatchApp {}",
            "Watch/Complication.swift": "struct Complication {}",
            "Watch/Info.plist": "<plist/>",
        ])
        defer { project.remove() }
        let model = project.model()
        XCTAssertEqual(Set(model.targets.map(\.name)), ["Phone", "Mac", "Watch"])
        let bird = model.context(ofPath: project.path("Shared/Bird.swift"))
        XCTAssertEqual(bird.platforms, [.iOS, .iPadOS, .macOS])
        XCTAssertEqual(bird.deploymentTargets, [.iOS: OSVersion("17.0")!, .iPadOS: OSVersion("17.0")!, .macOS: OSVersion("14.0")!])
        let phone = model.context(ofPath: project.path("iOS/PhoneApp.swift"))
        XCTAssertEqual(phone.platforms, [.iOS, .iPadOS])
        XCTAssertEqual(phone.role, .app)
        XCTAssertEqual(model.context(ofPath: project.path("Mac/MacApp.swift")).platforms, [.macOS])
        // The synchronized folder, with its xcconfig's SDK and included deployment target.
        let watch = model.context(ofPath: project.path("Watch/WatchApp.swift"))
        XCTAssertEqual(watch.platforms, [.watchOS])
        XCTAssertEqual(watch.deploymentTargets, [.watchOS: OSVersion("10.2")!])
        // An exception of the folder moves a file from the watch to the phone target.
        XCTAssertEqual(model.context(ofPath: project.path("Watch/Complication.swift")).platforms, [.iOS, .iPadOS])
    }

    func testAnUnreadableProjectIsAProblemNotACrash() throws {
        let project = try FixtureProject([
            "Broken.xcodeproj/project.pbxproj": "{ objects = { A = { isa = PBXNativeTarget; ",
            "A.swift": "struct A {}",
        ])
        defer { project.remove() }
        let model = project.model()
        XCTAssertEqual(model.problems.count, 1)
        XCTAssertEqual(model.context(ofPath: project.path("A.swift")), .unknown)
    }

    // MARK: Folder names

    func testFoldersNameTheirPlatformAndRoleWhereNothingElseSays() throws {
        let project = try FixtureProject([
            "Swiftfin tvOS/Components/Stepper.swift": "struct S {}",
            "App macOS/Views/Settings.swift": "struct S {}",
            "App/TV Shows/ShowView.swift": "struct S {}",
            "App/MacroKit/View.swift": "struct S {}",
            "Timer Watch App/Face.swift": "struct S {}",
            "AppUITests/LaunchTests.swift": "struct S {}",
            "HomeWidgets/Small.swift": "struct S {}",
        ])
        defer { project.remove() }
        let model = project.model()
        XCTAssertEqual(model.context(ofPath: project.path("Swiftfin tvOS/Components/Stepper.swift")).platforms, [.tvOS])
        XCTAssertEqual(model.context(ofPath: project.path("App macOS/Views/Settings.swift")).platforms, [.macOS])
        XCTAssertEqual(model.context(ofPath: project.path("App/TV Shows/ShowView.swift")), .unknown)
        XCTAssertEqual(model.context(ofPath: project.path("App/MacroKit/View.swift")), .unknown)
        XCTAssertEqual(model.context(ofPath: project.path("Timer Watch App/Face.swift")).platforms, [.watchOS])
        XCTAssertEqual(model.context(ofPath: project.path("AppUITests/LaunchTests.swift")).role, .test)
        XCTAssertEqual(model.context(ofPath: project.path("HomeWidgets/Small.swift")).role, .appExtension)
    }

    // MARK: Configuration

    func testConfiguredPlatformsNarrowOrReplaceWhatWasInferred() throws {
        var model = ProjectModel.empty
        model.files = ["watch.swift": FileContext(platforms: [.watchOS], deploymentTargets: [:], role: .app),
                       "shared.swift": FileContext(platforms: [.iOS, .macOS], deploymentTargets: [:], role: .app)]
        var configuration = Configuration(baseDirectory: "/")
        configuration.platforms = [.macOS]
        configuration.deploymentTarget = OSVersion("14.0")
        let applied = model.applying(configuration, paths: ["watch.swift", "shared.swift", "unknown.swift"])
        XCTAssertEqual(applied.context(ofPath: "watch.swift").platforms, [.macOS])
        XCTAssertEqual(applied.context(ofPath: "shared.swift").platforms, [.macOS])
        XCTAssertEqual(applied.context(ofPath: "unknown.swift").platforms, [.macOS])
        XCTAssertEqual(applied.context(ofPath: "shared.swift").deploymentTargets, [.macOS: OSVersion("14.0")!])
    }

    /// Three native targets: Phone (iOS, files by build phase), Mac (macOS, the same shared
    /// file), Watch (a synchronized `Watch` folder based on `Watch.xcconfig`, whose
    /// `Complication.swift` is an exception moved to Phone).
    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                BF01 /* Bird.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR01 /* Bird.swift */; };
                BF02 /* PhoneApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR02; };
                BF03 /* Bird.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR01; };
                BF04 = {isa = PBXBuildFile; fileRef = FR03; };
                FR01 /* Bird.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Bird.swift; sourceTree = "<group>"; };
                FR02 = {isa = PBXFileReference; path = PhoneApp.swift; sourceTree = "<group>"; };
                FR03 = {isa = PBXFileReference; path = Mac/MacApp.swift; sourceTree = SOURCE_ROOT; };
                FR04 = {isa = PBXFileReference; path = Watch.xcconfig; sourceTree = "<group>"; };
                EX01 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Complication.swift, Info.plist, ); target = T03; };
                EX02 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Complication.swift, ); target = T01; };
                SG01 /* Watch */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX01, EX02, ); path = Watch; sourceTree = "<group>"; };
                G00 = {isa = PBXGroup; children = (G01, G02, G03, SG01, ); sourceTree = "<group>"; };
                G01 = {isa = PBXGroup; children = (FR01, ); path = Shared; sourceTree = "<group>"; };
                G02 = {isa = PBXGroup; children = (FR02, ); path = iOS; sourceTree = "<group>"; };
                G03 = {isa = PBXGroup; children = (FR04, ); path = Config; sourceTree = "<group>"; };
                SP01 = {isa = PBXSourcesBuildPhase; files = (BF01, BF02, ); };
                SP02 = {isa = PBXSourcesBuildPhase; files = (BF03, BF04, ); };
                SP03 = {isa = PBXSourcesBuildPhase; files = (); };
                T01 = {isa = PBXNativeTarget; buildConfigurationList = CL01; buildPhases = (SP01, ); name = Phone; productType = "com.apple.product-type.application"; };
                T02 = {isa = PBXNativeTarget; buildConfigurationList = CL02; buildPhases = (SP02, ); name = Mac; productType = "com.apple.product-type.application"; };
                T03 = {isa = PBXNativeTarget; buildConfigurationList = CL03; buildPhases = (SP03, ); fileSystemSynchronizedGroups = (SG01, ); name = Watch; productType = "com.apple.product-type.application"; };
                BC01 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "1,2"; }; name = Release; };
                BC02 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Release; };
                BC03 = {isa = XCBuildConfiguration; baseConfigurationReference = FR04; buildSettings = {}; name = Release; };
                BC04 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; MACOSX_DEPLOYMENT_TARGET = "$(MAC_MINIMUM)"; MAC_MINIMUM = 14.0; }; name = Release; };
                BC05 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; }; name = Debug; };
                CL01 = {isa = XCConfigurationList; buildConfigurations = (BC01, ); };
                CL02 = {isa = XCConfigurationList; buildConfigurations = (BC02, ); };
                CL03 = {isa = XCConfigurationList; buildConfigurations = (BC05, BC03, ); };
                CL00 = {isa = XCConfigurationList; buildConfigurations = (BC04, ); };
                P00 = {isa = PBXProject; buildConfigurationList = CL00; mainGroup = G00; targets = (T01, T02, T03, ); };
            };
            rootObject = P00;
        }
        """
}

final class OldStylePlistTests: XCTestCase {
    func testReadsDictionariesArraysStringsAndComments() throws {
        let value = try OldStylePlist.parse("""
            // !$*UTF8*$!
            { a = 1; /* note */ b = ( x, "y z", ); c = { "d\\"e" = "\\n"; }; path = ../A/B.swift; }
            """)
        XCTAssertEqual(value["a"]?.string, "1")
        XCTAssertEqual(value["b"]?.strings, ["x", "y z"])
        XCTAssertEqual(value["c"]?["d\"e"]?.string, "\n")
        XCTAssertEqual(value["path"]?.string, "../A/B.swift")
    }

    func testABrokenListSaysWhereReadingStopped() {
        XCTAssertThrowsError(try OldStylePlist.parse("{\n a = 1;\n b = ( x y );\n}")) { error in
            XCTAssertEqual((error as? PlistError)?.line, 3)
        }
        XCTAssertThrowsError(try OldStylePlist.parse("{ a = 1; "))
        XCTAssertThrowsError(try OldStylePlist.parse("{ a = \"open; }"))
    }
}
