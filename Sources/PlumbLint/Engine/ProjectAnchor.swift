import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Where a finding about the project as a whole goes: where a user would look for the problem.
enum ProjectAnchor {
    /// The theme's name, else the `@main` App's, else the first View type's by file and line;
    /// `nil` when the project declares no SwiftUI view.
    static func position(in facts: ProjectFacts) -> SourcePosition? {
        let declarations = facts.types.values.joined().filter { !$0.isExtension }
        let views = declarations.filter { $0.inheritedTypes.contains(where: ProjectFacts.viewProtocols.contains) }
        guard !views.isEmpty else { return nil }
        if let theme = facts.theme { return theme.namePosition }
        let apps = declarations.filter { $0.inheritedTypes.contains { $0 == "App" || $0 == "SwiftUI.App" } && isMain($0) }
        return (apps.isEmpty ? views : apps).map(\.namePosition).min()
    }

    /// Whether the project declares a SwiftUI view: project rules speak only about such projects.
    static func hasViews(_ facts: ProjectFacts) -> Bool {
        facts.types.values.joined().contains { $0.inheritedTypes.contains(where: ProjectFacts.viewProtocols.contains) }
    }

    private static func isMain(_ type: TypeDeclaration) -> Bool {
        type.node.asWithAttributes?.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "main"
        } ?? false
    }
}
