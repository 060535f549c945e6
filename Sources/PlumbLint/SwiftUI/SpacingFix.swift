import PlumbCore
import PlumbSyntax

/// What an off-grid spacing value becomes: the nearest on-grid theme token within one grid
/// step (ties go up), else the nearest multiple of 4 (ties go up). Writing the token directly
/// keeps `--fix` idempotent: a bare number equal to a token would be `spacing-token`'s next
/// finding.
struct SpacingFix {
    let text: String
    let value: Double

    init(snapping value: Double, tokens: SpacingTokens) {
        let nearest = tokens.onGrid
            .filter { abs($0.value - value) < SpacingScale.grid }
            .min { (abs($0.value - value), -$0.value) < (abs($1.value - value), -$1.value) }
        if let nearest {
            text = nearest.reference
            self.value = nearest.value
        } else {
            self.value = SpacingScale.snapped(value)
            text = NumberText.literal(self.value)
        }
    }

    private init(value: Double, tokens: SpacingTokens) {
        self.value = value
        text = tokens.onGrid.first { $0.value == value }?.reference ?? NumberText.literal(value)
    }

    /// The fix for `value`, then the grid's other neighbour of it (42: 44, then 40), for when
    /// the first would be reported by another rule.
    static func candidates(snapping value: Double, tokens: SpacingTokens) -> [SpacingFix] {
        let first = SpacingFix(snapping: value, tokens: tokens)
        let neighbours = [(value / SpacingScale.grid).rounded(.down), (value / SpacingScale.grid).rounded(.up)]
            .map { $0 * SpacingScale.grid }
            .filter { $0 != first.value && ($0 >= 0 || value < 0) }
        return [first] + neighbours.map { SpacingFix(value: $0, tokens: tokens) }
    }
}

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
