import PlumbCore
@testable import PlumbLint
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// A small project given as sources, with the facts and the view graph a lint run builds: what
/// the helpers of the rules are asked about.
struct ParsedProject {
    let files: [SourceFile]
    let facts: ProjectFacts

    init(_ sources: [String: String]) {
        var facts = ProjectFacts(themeName: "AppTheme")
        files = sources.sorted { $0.key < $1.key }.map { path, source in
            let file = SourceFile(path: path, source: source)
            facts.merge(FactsCollector.collect(file, bytes: Array(source.utf8), themeName: "AppTheme"), of: file)
            return file
        }
        self.facts = facts
    }

    var resolver: ValueResolver { ValueResolver(facts: facts) }
    var graph: ViewGraph { ViewGraph(facts: facts) }

    /// The first call, in path order, written with `name` (`ForEach`, `sheet`, `flag.toggle`).
    func call(_ name: String) -> FunctionCallExprSyntax? {
        files.lazy.flatMap(\.tree.descendantCalls).first { call in
            let callee = call.calledExpression
            return callee.trimmedDescription == name || callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name
        }
    }

    /// The lint context of the file at `path`, as a rule's walk has it.
    func context(of path: String) -> LintContext {
        let project = ProjectContext(facts: facts, configuration: Configuration(baseDirectory: "/"))
        return LintContext(file: files.first { $0.path == path }!, project: project)
    }
}
