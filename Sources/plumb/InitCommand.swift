import ArgumentParser
import Foundation
import PlumbCore

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter .plumb.yml in the current directory."
    )

    func run() throws {
        let path = ConfigurationLoader.fileName
        guard !FileManager.default.fileExists(atPath: path) else {
            throw RunFailure(message: "\(path) already exists; it was left unchanged")
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(StarterConfiguration.text.utf8)) else {
            throw RunFailure(message: "\(path): cannot write the file")
        }
        print("wrote \(path)")
    }
}

/// The starter `.plumb.yml`: every key, commented, with the defaults.
enum StarterConfiguration {
    static let text = """
        # Plumb configuration. Every key is optional; `plumb rules` lists the rules.

        # Paths to check when `plumb lint` is run without arguments (default: this directory).
        # included: [App, Packages]

        # Globs to skip, relative to this file. .build, .git, Pods, Carthage, DerivedData and
        # node_modules are always skipped.
        excluded: []

        # The theme type, found by its declaration anywhere in the project.
        theme:
          name: AppTheme

        # The plan's design choices. Rules that depend on one stay silent until it is set.
        design:
          density: standard        # spacious | standard | compact
          # surfaces: solid        # glass | material | solid | flat
          # appearance: fixed      # fixed | switchable

        platforms: [iOS]           # iOS iPadOS macOS tvOS watchOS visionOS
        deployment_target: "17.0"

        # SF Symbols newer than Plumb's catalog (SF Symbols 5.2) that the app uses.
        # symbols:
        #   extra: [apple.intelligence]

        # Check the code inside #Preview and PreviewProvider types too.
        check_previews: false

        # Per rule: a severity (error, warning, info), off, or a map of options with `severity`.
        rules:
          spacing-grid:
            severity: error
            allow: [1, 2]          # hairlines
          # implicit-stack-spacing: warning   # opt-in

        """
}
