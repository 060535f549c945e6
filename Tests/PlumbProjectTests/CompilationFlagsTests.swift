import Foundation
@testable import PlumbProject
import XCTest

/// Which `#if` names no checked-in build settings define, in each format that defines them.
final class CompilationFlagsTests: XCTestCase {
    private func flags(_ files: [String: String]) throws -> CompilationFlags {
        let project = try FixtureProject(files)
        defer { project.remove() }
        return CompilationFlags(settings: SettingsFiles(roots: [project.root.path]))
    }

    func testAnXcodeProjectsConditionsInEveryConfigurationAreDefined() throws {
        let flags = try flags(["App.xcodeproj/project.pbxproj": """
            {
                A1 /* Debug */ = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        SWIFT_ACTIVE_COMPILATION_CONDITIONS = (
                            "$(inherited)",
                            DEBUG,
                            INTERNAL_MENU,
                        );
                    };
                    name = Debug;
                };
                A2 /* Beta */ = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        OTHER_SWIFT_FLAGS = "$(inherited) -DBETA_BANNER -D TRACE";
                    };
                    name = Beta;
                };
            }
            """])
        XCTAssertFalse(flags.isNeverDefined("INTERNAL_MENU"))
        XCTAssertFalse(flags.isNeverDefined("BETA_BANNER"), "-DNAME defines NAME")
        XCTAssertFalse(flags.isNeverDefined("TRACE"))
        XCTAssertTrue(flags.isNeverDefined("QA_FEATURES"))
        XCTAssertTrue(flags.isNeverDefined("ETA_BANNER"))
    }

    func testAnXcconfigsConditionsAreDefinedConditionalOnesToo() throws {
        let flags = try flags([
            "Config/Shared.xcconfig": """
                SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) STORE_BUILD
                SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=iphonesimulator*] = $(inherited) SIMULATED_PURCHASES
                """,
            "App.xcodeproj/project.pbxproj": "{ }",
        ])
        XCTAssertFalse(flags.isNeverDefined("STORE_BUILD"))
        XCTAssertFalse(flags.isNeverDefined("SIMULATED_PURCHASES"))
        XCTAssertTrue(flags.isNeverDefined("LOAD_TESTING"))
    }

    func testAPackagesDefinesAreDefined() throws {
        let flags = try flags(["Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "Kit", swiftSettings: [
                        .define("OFFLINE_MODE", .when(configuration: .debug)),
                        .unsafeFlags(["-DVERBOSE_LOGS"]),
                    ]),
                ]
            )
            """])
        XCTAssertFalse(flags.isNeverDefined("OFFLINE_MODE"))
        XCTAssertFalse(flags.isNeverDefined("VERBOSE_LOGS"))
        XCTAssertTrue(flags.isNeverDefined("SCREENSHOTS"))
    }

    func testAnIncludedXcodeGenSpecIsRead() throws {
        let flags = try flags([
            "project.yml": """
                name: App
                include: [settings/targets.yml]
                """,
            "settings/targets.yml": """
                targets:
                  App:
                    type: application
                    platform: iOS
                    settings:
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS: [DEMO_DATA]
                """,
        ])
        XCTAssertFalse(flags.isNeverDefined("DEMO_DATA"))
        XCTAssertTrue(flags.isNeverDefined("KIOSK"))
    }

    /// A script that builds the app can pass a condition on the command line: fastlane's
    /// `xcargs`, a CI workflow. Scripts alone, with no project, settle nothing.
    func testAConditionABuildScriptPassesIsDefined() throws {
        let flags = try flags([
            "App.xcodeproj/project.pbxproj": "{ }",
            "fastlane/.env.paid": "XCARGS=\"SWIFT_ACTIVE_COMPILATION_CONDITIONS='$(inherited) PAID_TIER'\"",
            ".github/workflows/build.yml": "run: xcodebuild SWIFT_ACTIVE_COMPILATION_CONDITIONS='SCREENSHOT_MODE'",
            "fastlane/Snapfile": "xcargs(\"OTHER_SWIFT_FLAGS='-DDEMO_ACCOUNT'\")",
        ])
        XCTAssertFalse(flags.isNeverDefined("PAID_TIER"))
        XCTAssertFalse(flags.isNeverDefined("SCREENSHOT_MODE"))
        XCTAssertFalse(flags.isNeverDefined("DEMO_ACCOUNT"))
        XCTAssertTrue(flags.isNeverDefined("QA_FEATURES"))
        XCTAssertFalse(try self.flags(["build.sh": "echo QA_FEATURES"]).isNeverDefined("UNRELATED"), "no project: nothing read")
    }

    /// The build tools define some names themselves; a bare folder and a Tuist project settle nothing.
    func testToolDefinedNamesAndUnreadSettingsStayUnknown() throws {
        let xcode = try flags(["App.xcodeproj/project.pbxproj": "{ }"])
        for name in ["DEBUG", "SWIFT_PACKAGE", "COCOAPODS"] { XCTAssertFalse(xcode.isNeverDefined(name), name) }
        XCTAssertFalse(try flags(["Sources/App.swift": "let a = 1"]).isNeverDefined("QA_FEATURES"))
        let tuist = try flags(["Project.swift": "import ProjectDescription\nlet project = Project(name: \"App\")"])
        XCTAssertFalse(tuist.isNeverDefined("QA_FEATURES"))
    }

    /// The model settles names only for files a target's settings reach.
    func testOnlyFilesOfAProjectGetTheSettledNames() throws {
        let project = try FixtureProject([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [.target(name: "Kit")])
                """,
            "Sources/Kit/Kit.swift": "let kit = 1",
            "Loose/Loose.swift": "let loose = 1",
        ])
        defer { project.remove() }
        let model = project.model()
        XCTAssertTrue(model.compilationFlags(ofPath: project.path("Sources/Kit/Kit.swift")).isNeverDefined("QA_FEATURES"))
        XCTAssertFalse(model.compilationFlags(ofPath: project.path("Loose/Loose.swift")).isNeverDefined("QA_FEATURES"))
    }

    /// An Xcode project whose target defines `releaseConditions` in its Release configuration
    /// and `DEBUG DEBUG_MENU` in its Debug one.
    private func xcodeProject(releaseConditions: String) throws -> CompilationFlags {
        try flags(["App.xcodeproj/project.pbxproj": """
            {
                objects = {
                    P1 = { isa = PBXProject; buildConfigurationList = L1; targets = (T1); };
                    L1 = { isa = XCConfigurationList; buildConfigurations = (); };
                    T1 = { isa = PBXNativeTarget; name = App; buildConfigurationList = L2; buildPhases = (); };
                    L2 = { isa = XCConfigurationList; buildConfigurations = (C1, C2); };
                    C1 = { isa = XCBuildConfiguration; buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG DEBUG_MENU"; }; name = Debug; };
                    C2 = { isa = XCBuildConfiguration; buildSettings = { \(releaseConditions) }; name = Release; };
                };
                rootObject = P1;
            }
            """])
    }

    func testADebugNameATargetsReleaseConfigurationDefinesIsTheReleaseBuilds() throws {
        let defined = try xcodeProject(releaseConditions: #"SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) DEBUG_MENU";"#).releaseBuild
        XCTAssertFalse(defined.isNeverDefined("DEBUG_MENU"), "the Release configuration defines it: the release build may compile it")
        XCTAssertTrue(defined.isNeverDefined("DEBUG"), "only the Debug configuration defines it")
        let passed = try xcodeProject(releaseConditions: #"OTHER_SWIFT_FLAGS = "-D DEBUG_MENU";"#).releaseBuild
        XCTAssertFalse(passed.isNeverDefined("DEBUG_MENU"), "-D NAME in the Release configuration")
        let debugOnly = try xcodeProject(releaseConditions: "SWIFT_COMPILATION_MODE = wholemodule;").releaseBuild
        XCTAssertTrue(debugOnly.isNeverDefined("DEBUG_MENU"), "only the Debug configuration defines it")
        XCTAssertNotEqual(defined, debugOnly)
    }
}

/// Which names say they switch on code for the app's developers.
final class DebugSwitchTests: XCTestCase {
    func testAWordOfTheNameMustBeDebugOrDeveloperTools() {
        for name in ["DEBUG", "DEBUG_MENU", "ENABLE_DEBUG", "debug", "isDebugMode", "showDebugInfo", "developerMode", "showDeveloperOptions"] {
            XCTAssertTrue(DebugSwitch.isNamed(name), name)
        }
        for name in ["debugger", "isDebugging", "TXNDEBUG", "showsDebts", "developed", "RELEASE", "QA_FEATURES", "devices", "isDeveloper", "developerName"] {
            XCTAssertFalse(DebugSwitch.isNamed(name), name)
        }
    }

    func testAReleaseBuildLeavesADebugBuildsConditionsUndefinedAndNoOther() {
        let unread = CompilationFlags.unknown
        XCTAssertFalse(unread.isNeverDefined("DEBUG"), "a debug build defines it: the lint rules keep it unknown")
        XCTAssertTrue(unread.releaseBuild.isNeverDefined("DEBUG"))
        XCTAssertTrue(unread.releaseBuild.isNeverDefined("DEBUG_TOOLS"))
        XCTAssertFalse(unread.releaseBuild.isNeverDefined("BETA"), "no settings read: other names stay unknown")
        XCTAssertNotEqual(unread, unread.releaseBuild)
        let read = CompilationFlags(mentioned: ["BETA"])
        XCTAssertFalse(read.releaseBuild.isNeverDefined("BETA"))
        XCTAssertTrue(read.releaseBuild.isNeverDefined("STAGING"))
    }
}
