import ArgumentParser
import Foundation
import PlumbCore
import PlumbLint
import PlumbProject

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
        // What the project shows is written in, each with where it came from.
        let configuration = Configuration(baseDirectory: FileManager.default.currentDirectoryPath)
        let inputs = FileDiscovery(configuration: configuration).discover(["."]).inputs
        let facts = Linter(configuration: configuration).facts(of: inputs, roots: ["."])
        let text = StarterConfiguration.text(inferred: facts.inferredDesign, model: facts.model)
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw RunFailure(message: "\(path): cannot write the file")
        }
        print("wrote \(path)")
    }
}

/// The starter `.plumb.yml`: every key, commented, with the defaults, and the settings the
/// project shows written in with a comment that says where they came from.
enum StarterConfiguration {
    static func text(inferred: InferredDesign, model: ProjectModel) -> String {
        template
            .replacingOccurrences(of: "  # appearance: fixed      # fixed | switchable\n", with: appearanceLine(inferred))
            .replacingOccurrences(of: "platforms: [iOS]           # iOS iPadOS macOS tvOS watchOS visionOS\n", with: platformLine(model))
            .replacingOccurrences(of: "deployment_target: \"17.0\"\n", with: deploymentLine(model))
    }

    private static func appearanceLine(_ inferred: InferredDesign) -> String {
        guard let appearance = inferred.appearance, let first = inferred.evidence.first else {
            return "  # appearance: fixed      # fixed | switchable; not inferred: \(inferred.evidence.isEmpty ? "no evidence in the code" : "the evidence disagrees")\n"
        }
        let more = inferred.evidence.count > 1 ? " and \(inferred.evidence.count - 1) more" : ""
        return "  appearance: \(appearance.rawValue)   # inferred: \(first.reason) (\(first.position.file):\(first.position.line))\(more)\n"
    }

    private static func platformLine(_ model: ProjectModel) -> String {
        let sources = Set(model.targets.map(\.source.rawValue)).sorted().joined(separator: ", ")
        guard let platforms = model.allPlatforms, !platforms.isEmpty else {
            return "# platforms: [iOS]         # iOS iPadOS macOS tvOS watchOS visionOS; absent: inferred per file (`plumb project`)\n"
        }
        let names = Platform.allCases.filter(platforms.contains).map(\.rawValue).joined(separator: ", ")
        return "platforms: [\(names)]   # inferred from \(sources.isEmpty ? "folder names" : sources) (`plumb project`)\n"
    }

    private static func deploymentLine(_ model: ProjectModel) -> String {
        var lowest: [Platform: OSVersion] = [:]
        for target in model.targets { lowest.merge(target.deploymentTargets) { min($0, $1) } }
        guard !lowest.isEmpty else { return "# deployment_target: \"17.0\"   # absent: inferred per target\n" }
        let versions = Platform.allCases.compactMap { platform in lowest[platform].map { "\(platform.rawValue) \($0)" } }
        return "# deployment_target: \"17.0\"   # inferred per target: \(versions.joined(separator: ", ")); set it only to override\n"
    }

    private static let template = """
        # Plumb configuration. Every key is optional; `plumb rules` lists the rules.

        # Paths to check when `plumb lint` is run without arguments (default: this directory).
        # included: [App, Packages]

        # Globs to skip, relative to this file. .build, .git, Pods, Carthage, DerivedData,
        # node_modules and DocC catalogs (*.docc) are always skipped.
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

        # Check test code too (test targets, files importing XCTest, Testing or a snapshot library).
        check_tests: false

        # Per rule: a severity (error, warning, info), off, or a map of options with `severity`.
        # A rule runs by default only where its measured precision earns it (`plumb rules` shows
        # each figure); give an opt-in rule a severity to turn it on.
        rules:
          spacing-grid:
            severity: error
            allow_hairlines: true  # values of 2 pt or less (1, 1.5, 2) draw lines, not gaps
          # implicit-stack-spacing: warning   # opt-in by design
          # tap-target: error                 # opt-in until its precision earns the default set

        """
}
