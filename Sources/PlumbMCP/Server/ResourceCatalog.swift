import Foundation
import MCP
import PlumbLint

/// What a generator reads before it writes: the rule catalog, and the project's documents —
/// `docs/design-system.md`, the design system Plumb enforces, first among them.
///
/// The documents are read from the `docs` folder of the checkout the server was built in (found
/// by walking up from the executable), so the server always serves the documents of its own
/// version and a fresh clone needs no extra step; `plumb mcp --docs DIR` names another folder.
struct ResourceCatalog: Sendable {
    static let rulesURI = "plumb://rules"
    static let docsPrefix = "plumb://docs/"

    /// The folder holding the documents, if one was found.
    let docsDirectory: String?

    init(docsDirectory: String?) {
        self.docsDirectory = docsDirectory ?? Self.checkoutDocs()
    }

    var resources: [Resource] {
        let rules = Resource(
            name: "rules", uri: Self.rulesURI, title: "Plumb's rule catalog",
            description: "Every rule: id, summary, default severity, whether it is opt-in, kind, whether it has a fix. The explain_rule tool tells one in full.",
            mimeType: "application/json")
        return [rules] + documents.map { name in
            Resource(
                name: name, uri: Self.docsPrefix + name, title: name == "design-system.md" ? "The design system Plumb enforces" : name,
                description: name == "design-system.md" ? "Spacing, tokens, tap targets, layout patterns, devices: the rules in the project's words. Read it before writing a screen." : nil,
                mimeType: "text/markdown")
        }
    }

    func read(_ uri: String) throws -> Resource.Content {
        if uri == Self.rulesURI {
            let catalog = Value.array(RuleRegistry.descriptions.map(RuleValues.entry))
            return .text(try StructuredText.json(catalog), uri: uri, mimeType: "application/json")
        }
        guard uri.hasPrefix(Self.docsPrefix), let docsDirectory, documents.contains(String(uri.dropFirst(Self.docsPrefix.count))),
            let text = try? String(contentsOfFile: docsDirectory + "/" + uri.dropFirst(Self.docsPrefix.count), encoding: .utf8)
        else {
            throw MCPError.invalidParams("no resource '\(uri)'; resources/list names them")
        }
        return .text(text, uri: uri, mimeType: "text/markdown")
    }

    /// The Markdown files of the docs folder, design-system.md first.
    private var documents: [String] {
        guard let docsDirectory, let names = try? FileManager.default.contentsOfDirectory(atPath: docsDirectory) else { return [] }
        return names.filter { $0.hasSuffix(".md") }.sorted { first, second in
            first == "design-system.md" || (second != "design-system.md" && first < second)
        }
    }

    /// `docs/` beside the `Package.swift` of the checkout that holds the executable
    /// (`<checkout>/.build/<triple>/debug/plumb`).
    private static func checkoutDocs() -> String? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        var directory = executable.deletingLastPathComponent()
        while directory.pathComponents.count > 1 {
            let docs = directory.appendingPathComponent("docs")
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path),
                FileManager.default.fileExists(atPath: docs.path)
            {
                return docs.path
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}
