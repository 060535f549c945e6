// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Plumb",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "plumb", targets: ["plumb"]),
        .plugin(name: "PlumbLintCommand", targets: ["PlumbLintCommand"]),
        .plugin(name: "PlumbBuildToolPlugin", targets: ["PlumbBuildToolPlugin"]),
        .plugin(name: "PlumbFixCommand", targets: ["PlumbFixCommand"]),
        .library(name: "PlumbCore", targets: ["PlumbCore"]),
        .library(name: "PlumbProject", targets: ["PlumbProject"]),
        .library(name: "PlumbSyntax", targets: ["PlumbSyntax"]),
        .library(name: "PlumbLint", targets: ["PlumbLint"]),
        .library(name: "PlumbReport", targets: ["PlumbReport"]),
        .library(name: "PlumbTheme", targets: ["PlumbTheme"]),
        .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
        .library(name: "PlumbSwiftUI", targets: ["PlumbSwiftUI"]),
        .library(name: "PlumbWireframe", targets: ["PlumbWireframe"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk.git", from: "0.12.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "PlumbCore",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        // The project model, the one owner of the settings files (Xcode projects, property lists,
        // manifests, string catalogs): below PlumbSyntax, whose facts hold it. SwiftParser reads
        // `Package.swift` and Tuist's `Project.swift`; Yams reads XcodeGen's `project.yml`.
        .target(
            name: "PlumbProject",
            dependencies: [
                "PlumbCore",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Source files, project facts and the value resolver: what both SwiftUI readers build on.
        .target(
            name: "PlumbSyntax",
            dependencies: [
                "PlumbCore", "PlumbProject",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "PlumbLint",
            dependencies: [
                "PlumbCore", "PlumbProject", "PlumbSyntax", "PlumbLayout", "PlumbSwiftUI",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            resources: [.copy("Resources/sf-symbols")]
        ),
        .target(name: "PlumbReport", dependencies: ["PlumbCore"]),
        .target(
            name: "PlumbTheme",
            dependencies: ["PlumbCore", .product(name: "Yams", package: "Yams")]
        ),
        // The layout engine stays free of SwiftSyntax: it lays out trees, it does not read source.
        .target(name: "PlumbLayout", dependencies: ["PlumbCore"]),
        // Drawings of laid-out screens (SVG wireframes, the device-matrix page): apart from
        // PlumbReport, whose lint reporters need no layout engine.
        .target(name: "PlumbWireframe", dependencies: ["PlumbCore", "PlumbLayout", "PlumbReport"]),
        .target(
            name: "PlumbSwiftUI",
            dependencies: [
                "PlumbLayout", "PlumbCore", "PlumbProject", "PlumbSyntax",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The MCP server (`plumb mcp`): the only target that needs the MCP SDK, so every library
        // builds without it.
        .target(
            name: "PlumbMCP",
            dependencies: [
                "PlumbCore", "PlumbLint", "PlumbReport", "PlumbTheme", "PlumbLayout", "PlumbSwiftUI", "PlumbWireframe",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .plugin(
            name: "PlumbLintCommand",
            // No declared permission: that would make SwiftPM ask for it on every run, `--fix` or
            // not. `--allow-writing-to-package-directory` grants it for the runs that fix.
            capability: .command(
                intent: .custom(verb: "plumb-lint", description: "Check the package's SwiftUI against the design system")
            ),
            dependencies: ["plumb"],
            path: "Plugins/PlumbLintCommand"
        ),
        // `plumb lint --fix` as a command that declares the permission to write, which Xcode
        // can grant (it has no `--allow-writing-to-package-directory`). Its folder links the code
        // it shares with PlumbLintCommand.
        .plugin(
            name: "PlumbFixCommand",
            capability: .command(
                intent: .custom(verb: "plumb-fix", description: "Apply Plumb's safe fixes to the package's SwiftUI"),
                permissions: [.writeToPackageDirectory(reason: "plumb-fix rewrites sources to apply Plumb's safe fixes")]
            ),
            dependencies: ["plumb"],
            path: "Plugins/PlumbFixCommand"
        ),
        .plugin(
            name: "PlumbBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["plumb"],
            path: "Plugins/PlumbBuildToolPlugin"
        ),
        .executableTarget(
            name: "plumb",
            dependencies: [
                "PlumbCore", "PlumbLint", "PlumbReport", "PlumbTheme", "PlumbLayout", "PlumbSwiftUI", "PlumbSyntax",
                "PlumbProject", "PlumbWireframe", "PlumbMCP", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "plumb-layout-bench",
            dependencies: ["PlumbLayout", "PlumbCore"],
            path: "Benchmarks/LayoutBench"
        ),
        .testTarget(name: "PlumbCoreTests", dependencies: ["PlumbCore"]),
        .testTarget(name: "PlumbProjectTests", dependencies: ["PlumbProject", "PlumbCore"]),
        .testTarget(
            name: "PlumbSyntaxTests",
            dependencies: [
                "PlumbSyntax", "PlumbProject", "PlumbCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "PlumbLintTests", dependencies: ["PlumbLint", "PlumbSyntax", "PlumbCore"]),
        .testTarget(name: "PlumbReportTests", dependencies: ["PlumbReport", "PlumbCore"], exclude: ["Golden"]),
        .testTarget(
            name: "PlumbThemeTests",
            dependencies: [
                "PlumbTheme", "PlumbCore", "PlumbLint",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Yams reads the CI templates (action.yml, Templates/) the tests check.
        .testTarget(name: "PlumbCLITests", dependencies: ["plumb", .product(name: "Yams", package: "Yams")], exclude: ["mcp_client.py"]),
        .testTarget(name: "PlumbMCPTests", dependencies: ["PlumbMCP", "PlumbLint", "PlumbCore"]),
        .testTarget(
            name: "PlumbLayoutTests",
            dependencies: ["PlumbLayout", "PlumbCore"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PlumbSwiftUITests",
            dependencies: ["PlumbSwiftUI", "PlumbLayout", "PlumbCore", "PlumbSyntax", "PlumbProject", .product(name: "SwiftSyntax", package: "swift-syntax")]
        ),
        .testTarget(
            name: "PlumbWireframeTests",
            dependencies: ["PlumbWireframe", "PlumbLayout", "PlumbCore"],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
