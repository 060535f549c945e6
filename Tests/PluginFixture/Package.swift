// swift-tools-version:6.1
// A package that uses Plumb's SwiftPM plugins, for PluginTests (Tests/PlumbCLITests): Plumb is
// the checkout two directories up; the test copies this package away and names the checkout by
// its absolute path.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Plumb", path: "../..")],
    targets: [
        .target(name: "Screens", plugins: [.plugin(name: "PlumbBuildToolPlugin", package: "Plumb")]),
    ]
)
