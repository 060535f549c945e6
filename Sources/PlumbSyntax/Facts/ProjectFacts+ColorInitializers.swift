import PlumbCore
import SwiftSyntax

/// An initializer the project adds to SwiftUI's `Color` in an extension (docs/design-system.md#color-hex).
public struct ColorInitializer: Sendable {
    /// The leading argument labels that name it: `["hex"]` for `init(hex: String, opacity:
    /// Double = 1)`, `["light", "dark"]` for `init(light:dark:)`.
    public let labels: [String]
    public let position: SourcePosition
}

extension ProjectFacts {
    /// The initializers the project's extensions of `Color` declare.
    public var colorInitializers: [ColorInitializer] {
        let extensions = (types["Color"] ?? []) + (types["SwiftUI.Color"] ?? [])
        return extensions.filter(\.isExtension).flatMap { declaration in
            (declaration.members ?? []).compactMap { item -> ColorInitializer? in
                guard let initializer = item.decl.as(InitializerDeclSyntax.self) else { return nil }
                let labels = initializer.signature.parameterClause.parameters.map(\.firstName.text)
                return ColorInitializer(
                    labels: labels.first == "light" ? Array(labels.prefix(2)) : Array(labels.prefix(1)),
                    position: declaration.file.position(of: initializer))
            }
        }
    }
}
