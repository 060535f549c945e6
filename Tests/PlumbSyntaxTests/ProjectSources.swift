import PlumbSyntax
import SwiftSyntax

/// Facts of a small project given as sources: what the lint run's first pass builds.
struct ProjectSources {
    let files: [SourceFile]
    let facts: ProjectFacts

    init(_ sources: [String: String], themeName: String = "AppTheme") {
        var facts = ProjectFacts(themeName: themeName)
        var files: [SourceFile] = []
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            let file = SourceFile(path: path, source: source)
            facts.merge(FactsCollector.collect(file, bytes: Array(source.utf8), themeName: themeName), of: file)
            files.append(file)
        }
        self.files = files
        self.facts = facts
    }

    func file(_ path: String) -> SourceFile {
        files.first { $0.path == path }!
    }

    /// The first node of a kind whose text is `text`, in the file at `path`.
    func node<Node: SyntaxProtocol>(_ kind: Node.Type, _ text: String, in path: String) -> Node? {
        file(path).tree.descendants(kind).first { $0.trimmedDescription == text }
    }
}

extension SyntaxProtocol {
    /// Every node of a kind below this one, in source order.
    func descendants<Node: SyntaxProtocol>(_ kind: Node.Type) -> [Node] {
        var found: [Node] = []
        var stack: [Syntax] = [Syntax(self)]
        while let node = stack.popLast() {
            if let match = node.as(kind) { found.append(match) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}
