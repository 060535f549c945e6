// swift-tools-version:6.0
// A package that uses Plumb's SwiftPM plugins, for Scripts/test-plugins.sh. `PLUMB_PATH`
// replaces the path below with the checkout under test.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Plumb", path: "PLUMB_PATH")],
    targets: [
        .target(name: "Screens", plugins: [.plugin(name: "PlumbBuildToolPlugin", package: "Plumb")]),
    ]
)
