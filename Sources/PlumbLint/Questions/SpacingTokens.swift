import PlumbCore
import PlumbSyntax

/// The theme's spacing tokens with their resolved values, in declaration order.
struct SpacingTokens {
    struct Token {
        let name: String
        let reference: String
        let value: Double
        let declaration: ValueDeclaration
    }

    let all: [Token]

    init(facts: ProjectFacts, resolver: ValueResolver) {
        let type = facts.themeType("Spacing")
        all = facts.constants(of: type)
            .compactMap { declaration in
                guard let initializer = declaration.initializer,
                      let value = resolver.resolve(initializer)?.value,
                      !SpacingTokens.isNonSpacingName(declaration.name)
                else { return nil }
                return Token(name: declaration.name, reference: "\(type).\(declaration.name)", value: value, declaration: declaration)
            }
            .sorted { $0.declaration.nameToken.position < $1.declaration.nameToken.position }
    }

    var onGrid: [Token] { all.filter { SpacingScale.isOnGrid($0.value) } }

    /// The first on-grid token with this value: what a literal equal to it should be written as.
    func token(equalTo value: Double) -> Token? {
        onGrid.first { $0.value == value }
    }

    /// Themes keep a few non-spacing metrics in `Spacing` (`cornerRadius`, `iconSize`); they are
    /// not part of the spacing scale.
    static func isNonSpacingName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["radius", "width", "height", "size", "opacity", "scale", "duration", "thickness"].contains { lowered.contains($0) }
    }
}
