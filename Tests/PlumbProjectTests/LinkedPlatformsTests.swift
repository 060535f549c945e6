import Foundation
import PlumbCore
@testable import PlumbProject
import Testing

/// A package target runs only where the project links it.
@Suite struct LinkedPlatformsTests {
    private static let splitPackage = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Screens",
            platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17)],
            products: [
                .library(name: "PhoneScreens", targets: ["PhoneScreens"]),
                .library(name: "TVScreens", targets: ["TVScreens"]),
            ],
            targets: [
                .target(name: "Shared"),
                .target(name: "PhoneScreens", dependencies: ["Shared"]),
                .target(name: "TVScreens", dependencies: ["Shared"]),
                .testTarget(name: "TVScreensTests", dependencies: ["PhoneScreens", "TVScreens"]),
            ]
        )
        """

    @Test func aTargetLinkedWithAPlatformConditionRunsOnlyThere() throws {
        let project = try FixtureProject([
            "Package.swift": """
                let package = Package(
                    name: "App",
                    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17)],
                    targets: [
                        .executableTarget(name: "App", dependencies: [
                            .target(name: "PhoneScreens", condition: .when(platforms: [.iOS, .macOS])),
                            .byName(name: "TVScreens", condition: .when(platforms: [.tvOS])),
                            "Shared",
                        ]),
                        .target(name: "Shared"),
                        .target(name: "PhoneScreens", dependencies: ["Shared"]),
                        .target(name: "TVScreens", dependencies: ["Shared"]),
                        .testTarget(name: "AppTests", dependencies: ["PhoneScreens", "TVScreens"]),
                    ]
                )
                """,
            "Sources/App/main.swift": "print(1)",
            "Sources/Shared/Theme.swift": "struct Theme {}",
            "Sources/PhoneScreens/Home.swift": "struct Home {}",
            "Sources/TVScreens/Shelf.swift": "struct Shelf {}",
        ])
        defer { project.remove() }
        let model = project.model()
        #expect(model.context(ofPath: project.path("Sources/PhoneScreens/Home.swift")).platforms == [.iOS, .iPadOS, .macOS])
        let shelf = model.context(ofPath: project.path("Sources/TVScreens/Shelf.swift"))
        #expect(shelf.platforms == [.tvOS])
        #expect(shelf.deploymentTargets == [.tvOS: OSVersion("17")!])
        // Linked by both, and by the app without a condition.
        #expect(model.context(ofPath: project.path("Sources/Shared/Theme.swift")).platforms == [.iOS, .iPadOS, .macOS, .tvOS])
        // The declarations in `dependencies:` are links, not targets.
        #expect(model.targets.filter { $0.name == "PhoneScreens" }.count == 1)
    }

    @Test func anXcodeTargetsPlatformFiltersLimitThePackageProductsItLinks() throws {
        let project = try FixtureProject([
            "App.xcodeproj/project.pbxproj": Self.pbxproj,
            "App/AppMain.swift": "struct AppMain {}",
            "Screens/Package.swift": Self.splitPackage,
            "Screens/Sources/Shared/Theme.swift": "struct Theme {}",
            "Screens/Sources/PhoneScreens/Home.swift": "struct Home {}",
            "Screens/Sources/TVScreens/Shelf.swift": "struct Shelf {}",
        ])
        defer { project.remove() }
        let model = project.model()
        #expect(model.context(ofPath: project.path("Screens/Sources/PhoneScreens/Home.swift")).platforms == [.iOS, .iPadOS])
        #expect(model.context(ofPath: project.path("Screens/Sources/TVScreens/Shelf.swift")).platforms == [.tvOS])
        #expect(model.context(ofPath: project.path("Screens/Sources/Shared/Theme.swift")).platforms == [.iOS, .iPadOS, .tvOS])
    }

    @Test func aProductNoTargetOfTheProjectLinksKeepsItsPackagesPlatforms() throws {
        // A library published for other apps: its tests are not where it runs.
        let project = try FixtureProject([
            "Package.swift": Self.splitPackage,
            "Sources/Shared/Theme.swift": "struct Theme {}",
            "Sources/PhoneScreens/Home.swift": "struct Home {}",
            "Sources/TVScreens/Shelf.swift": "struct Shelf {}",
        ])
        defer { project.remove() }
        let model = project.model()
        let all: Set<Platform> = [.iOS, .iPadOS, .macOS, .tvOS]
        #expect(model.context(ofPath: project.path("Sources/PhoneScreens/Home.swift")).platforms == all)
        #expect(model.context(ofPath: project.path("Sources/TVScreens/Shelf.swift")).platforms == all)
        #expect(model.context(ofPath: project.path("Sources/Shared/Theme.swift")).platforms == all)
    }

    @Test func aConditionNamingAPlatformThatIsNotReadLeavesTheLinkUnlimited() throws {
        let project = try FixtureProject([
            "Package.swift": """
                let package = Package(
                    name: "App",
                    platforms: [.iOS(.v17), .tvOS(.v17)],
                    targets: [
                        .executableTarget(name: "App", dependencies: [
                            .target(name: "Screens", condition: .when(platforms: Self.phones)),
                        ]),
                        .target(name: "Screens"),
                    ]
                )
                """,
            "Sources/App/main.swift": "print(1)",
            "Sources/Screens/Home.swift": "struct Home {}",
        ])
        defer { project.remove() }
        #expect(project.model().context(ofPath: project.path("Sources/Screens/Home.swift")).platforms == [.iOS, .iPadOS, .tvOS])
    }

    /// An iPhone and TV app target linking the package's phone product for iOS and its TV
    /// product for tvOS.
    private static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                BF01 = {isa = PBXBuildFile; fileRef = FR01; };
                BF02 /* PhoneScreens in Frameworks */ = {isa = PBXBuildFile; platformFilters = (ios, ); productRef = PD01; };
                BF03 /* TVScreens in Frameworks */ = {isa = PBXBuildFile; platformFilter = tvos; productRef = PD02; };
                FR01 = {isa = PBXFileReference; path = AppMain.swift; sourceTree = "<group>"; };
                G00 = {isa = PBXGroup; children = (G01, ); sourceTree = "<group>"; };
                G01 = {isa = PBXGroup; children = (FR01, ); path = App; sourceTree = "<group>"; };
                SP01 = {isa = PBXSourcesBuildPhase; files = (BF01, ); };
                FP01 = {isa = PBXFrameworksBuildPhase; files = (BF02, BF03, ); };
                PR01 = {isa = XCLocalSwiftPackageReference; relativePath = Screens; };
                PD01 = {isa = XCSwiftPackageProductDependency; package = PR01; productName = PhoneScreens; };
                PD02 = {isa = XCSwiftPackageProductDependency; package = PR01; productName = TVScreens; };
                T01 = {isa = PBXNativeTarget; buildConfigurationList = CL01; buildPhases = (SP01, FP01, ); name = App; packageProductDependencies = (PD01, PD02, ); productType = "com.apple.product-type.application"; };
                BC01 = {isa = XCBuildConfiguration; buildSettings = {SUPPORTED_PLATFORMS = "iphoneos appletvos"; TARGETED_DEVICE_FAMILY = "1,2,3"; }; name = Release; };
                CL01 = {isa = XCConfigurationList; buildConfigurations = (BC01, ); };
                CL00 = {isa = XCConfigurationList; buildConfigurations = (); };
                P00 = {isa = PBXProject; buildConfigurationList = CL00; mainGroup = G00; targets = (T01, ); };
            };
            rootObject = P00;
        }
        """
}
