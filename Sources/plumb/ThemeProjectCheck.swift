import Foundation
import PlumbCore
import PlumbLint
import PlumbProject
import PlumbSyntax

/// What the project a theme file goes into already declares of what the file would: the
/// theme type, and `Color` initializers (the file itself does not count: it is being replaced).
struct ThemeProjectCheck {
    /// Where the project declares the theme type (not an extension of it).
    var typeDeclaration: SourcePosition?
    var colorInitializers: [ColorInitializer] = []

    /// The project around `path`, the file to write: the project root above its folder, else
    /// that folder; nothing when the folder does not exist yet.
    static func inspect(around path: String, typeName: String) throws -> ThemeProjectCheck {
        let file = URL(fileURLWithPath: path).standardizedFileURL
        let folder = file.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder) else { return ThemeProjectCheck() }
        let configuration = try ConfigurationResolver.configuration(explicit: nil, paths: [folder])
        let root = ProjectRoot.find(for: folder, configurationFile: configuration.file) ?? folder
        let inputs = FileDiscovery(configuration: configuration).discover([root]).inputs.filter {
            URL(fileURLWithPath: $0.path).standardizedFileURL.path != file.path
        }
        let facts = Linter(configuration: configuration).facts(of: inputs, roots: [root])
        return ThemeProjectCheck(
            typeDeclaration: facts.types[typeName]?.first { !$0.isExtension }?.position,
            colorInitializers: facts.colorInitializers)
    }
}
