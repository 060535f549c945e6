import Foundation
import PlumbCore
import PlumbProject
import PlumbSyntax

/// What the project a theme file goes into already declares of what the file would: the
/// theme type, and `Color` initializers (the file itself does not count: it is being replaced).
public struct ThemeProjectCheck: Sendable {
    /// A `Color` initializer the project declares, by its leading labels (`["hex"]`).
    public struct ColorInitializer: Sendable {
        public let labels: [String]
        public let position: SourcePosition
    }

    /// Where the project declares the theme type (not an extension of it).
    public var typeDeclaration: SourcePosition?
    public var colorInitializers: [ColorInitializer] = []

    /// The project around `path`, the file to write: the project root above its folder, else
    /// that folder; nothing when the folder does not exist yet. A bad `.plumb.yml` there throws
    /// its `ConfigurationError`.
    public static func inspect(around path: String, typeName: String) throws -> ThemeProjectCheck {
        let file = URL(fileURLWithPath: path).standardizedFileURL
        let folder = file.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder) else { return ThemeProjectCheck() }
        let configurationFile = ConfigurationLoader.discover(from: folder)
        let configuration = try configurationFile.map { try ConfigurationLoader(knownRules: RuleRegistry.knownRules).load(file: $0) }
            ?? Configuration(baseDirectory: folder)
        let root = ProjectRoot.find(for: folder, configurationFile: configurationFile) ?? folder
        let inputs = FileDiscovery(configuration: configuration).discover([root]).inputs.filter {
            URL(fileURLWithPath: $0.path).standardizedFileURL.path != file.path
        }
        let facts = Linter(configuration: configuration).facts(of: inputs, roots: [root])
        return ThemeProjectCheck(
            typeDeclaration: facts.types[typeName]?.first { !$0.isExtension }?.position,
            colorInitializers: facts.colorInitializers.map { ColorInitializer(labels: $0.labels, position: $0.position) })
    }
}
