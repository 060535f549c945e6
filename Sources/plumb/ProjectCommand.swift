import ArgumentParser
import Foundation
import PlumbCore
import PlumbLint
import PlumbProject
import PlumbReport
import PlumbSyntax

/// `plumb project`: the project model a lint run uses, so a user can see why a rule ran or not.
struct ProjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "project",
        abstract: "Show what Plumb knows about the app: targets, platforms, deployment targets, file roles, inferred settings."
    )

    @Argument(help: "The project directory (default: the current directory).")
    var path: String = "."

    @Option(help: "The configuration file (default: the nearest .plumb.yml in the directory or above).")
    var config: String?

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    func run() throws {
        let configuration = try ConfigurationResolver.configuration(explicit: config, paths: [path])
        let discovery = FileDiscovery(configuration: configuration).discover([path])
        guard discovery.failures.isEmpty else {
            discovery.failures.forEach(Diagnostics.write)
            throw RunFailure(message: "\(path) could not be read")
        }
        let facts = Linter(configuration: configuration).facts(of: discovery.inputs, roots: [path])
        let summary = ProjectSummary(facts: facts, paths: discovery.inputs.map(\.path), configuration: configuration)
        print(format == .json ? summary.json.rendered : summary.text, terminator: format == .json ? "\n" : "")
    }
}

/// The model in words or JSON: targets, files by role and platforms, and the design settings
/// with the evidence for each inferred one.
struct ProjectSummary {
    let model: ProjectModel
    let design: InferredDesign
    /// What each target shows, by name: a file gets the settings of the targets that compile it.
    let targetDesigns: [String: InferredDesign]
    let configuration: Configuration
    let paths: [String]

    init(facts: ProjectFacts, paths: [String], configuration: Configuration) {
        model = facts.model
        design = facts.inferredDesign
        targetDesigns = Dictionary(facts.model.targets.map { ($0.name, facts.inferredDesign(ofTarget: $0.name)) }) { first, _ in first }
        self.configuration = configuration
        self.paths = paths
    }

    private var contexts: [FileContext] { paths.map(model.context(ofPath:)) }

    var text: String {
        var out = "Targets (\(model.targets.count)):\n"
        for target in model.targets.sorted(by: { ($0.definedIn, $0.name) < ($1.definedIn, $1.name) }) {
            out += "  \(target.name) [\(target.role.rawValue), \(target.source.rawValue) in \(target.definedIn)]: \(Self.platformText(target.platforms, target.deploymentTargets)); \(target.files.count) Swift file\(target.files.count == 1 ? "" : "s")\n"
            if let design = targetDesigns[target.name], !design.evidence.isEmpty {
                out += "    appearance: \(design.appearance?.rawValue ?? "unknown, the evidence disagrees")\n"
                for evidence in design.evidence { out += "      \(evidence.appearance.rawValue): \(evidence.reason) (\(evidence.position.file):\(evidence.position.line))\n" }
            }
        }
        out += "\nFiles (\(paths.count)):\n"
        for (role, count) in roleCounts { out += "  \(role): \(count)\n" }
        for (platforms, count) in platformCounts { out += "  on \(platforms): \(count)\n" }
        for problem in model.problems { out += "  could not read \(problem)\n" }
        out += "\nDesign settings:\n"
        out += "  appearance: \(appearanceText)\n"
        for evidence in design.evidence { out += "    \(evidence.appearance.rawValue): \(evidence.summary)\n" }
        if !model.targets.isEmpty, configuration.design.appearance == nil {
            out += "    (each file gets the appearance of the targets that compile it, when they agree; see Targets)\n"
        }
        out += "  density: \(configuration.design.density.map { "\($0.rawValue) (configured)" } ?? "not configured; rules that need it are silent")\n"
        out += "  surfaces: \(configuration.design.surfaces.map { "\($0.rawValue) (configured)" } ?? "not configured; rules that need it are silent")\n"
        return out
    }

    private var appearanceText: String {
        if let configured = configuration.design.appearance { return "\(configured.rawValue) (configured)" }
        if let inferred = design.appearance { return "\(inferred.rawValue) (inferred)" }
        return design.evidence.isEmpty ? "unknown: no evidence; rules that need it are silent"
                                       : "unknown: the evidence disagrees; rules that need it are silent"
    }

    var json: OrderedJSON {
        .object([
            ("targets", .array(model.targets.map(json(of:)))),
            ("files", filesJSON),
            ("design", designJSON),
            ("problems", .array(model.problems.map { .string($0) })),
        ])
    }

    private func json(of target: ProjectTarget) -> OrderedJSON {
        let platforms: OrderedJSON = target.platforms.map { .array(Self.sorted($0).map { .string($0.rawValue) }) } ?? .null
        let versions = Self.sorted(Set(target.deploymentTargets.keys)).map { platform -> (key: String, value: OrderedJSON) in
            (platform.rawValue, .string(target.deploymentTargets[platform]?.description ?? ""))
        }
        return .object([
            ("name", .string(target.name)),
            ("source", .string(target.source.rawValue)),
            ("definedIn", .string(target.definedIn)),
            ("role", .string(target.role.rawValue)),
            ("platforms", platforms),
            ("deploymentTargets", .object(versions)),
            ("files", .number(Double(target.files.count))),
            ("appearance", targetDesigns[target.name]?.appearance.map { .string($0.rawValue) } ?? .null),
            ("appearanceEvidence", .array((targetDesigns[target.name]?.evidence ?? []).map(Self.json(of:)))),
        ])
    }

    private static func json(of evidence: AppearanceEvidence) -> OrderedJSON {
        .object([
            ("appearance", .string(evidence.appearance.rawValue)),
            ("reason", .string(evidence.reason)),
            ("target", evidence.target.map { .string($0) } ?? .null),
            ("file", .string(evidence.position.file)),
            ("line", .number(Double(evidence.position.line))),
        ])
    }

    private var filesJSON: OrderedJSON {
        .object([
            ("count", .number(Double(paths.count))),
            ("roles", .object(roleCounts.map { ($0.0, .number(Double($0.1))) })),
            ("platforms", .object(platformCounts.map { ($0.0, .number(Double($0.1))) })),
        ])
    }

    private var designJSON: OrderedJSON {
        let source = configuration.design.appearance != nil ? "configured" : design.appearance != nil ? "inferred" : "none"
        let evidence = design.evidence.map(Self.json(of:))
        return .object([
            ("appearance", .string(configuration.design.appearance?.rawValue ?? design.appearance?.rawValue ?? "unknown")),
            ("appearanceSource", .string(source)),
            ("evidence", .array(evidence)),
            ("density", configuration.design.density.map { .string($0.rawValue) } ?? .null),
            ("surfaces", configuration.design.surfaces.map { .string($0.rawValue) } ?? .null),
        ])
    }

    private var roleCounts: [(String, Int)] {
        let counts = Dictionary(grouping: contexts) { $0.role?.rawValue ?? "unknown" }.mapValues(\.count)
        return counts.sorted { $0.key < $1.key }
    }

    private var platformCounts: [(String, Int)] {
        let counts = Dictionary(grouping: contexts) { context in
            context.platforms.map { Self.sorted($0).map(\.rawValue).joined(separator: ", ") } ?? "unknown platforms"
        }.mapValues(\.count)
        return counts.sorted { $0.key < $1.key }
    }

    private static func sorted(_ platforms: Set<Platform>) -> [Platform] {
        Platform.allCases.filter(platforms.contains)
    }

    static func platformText(_ platforms: Set<Platform>?, _ targets: [Platform: OSVersion]) -> String {
        guard let platforms else { return "platforms not declared" }
        return sorted(platforms).map { platform in targets[platform].map { "\(platform.rawValue) \($0)" } ?? platform.rawValue }
            .joined(separator: ", ")
    }
}
