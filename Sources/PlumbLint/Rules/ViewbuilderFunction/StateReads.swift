import SwiftSyntax

/// Which of a view's changing state a member of it reads: the names it refers to, directly or
/// through the view's other functions and computed properties it calls. `$name` and `_name`
/// read `name`.
struct StateReads {
    private let members: [String: DeclSyntax]

    /// The functions and computed properties of the view, by name, that a read can go through.
    init(members: [DeclSyntax]) {
        var byName: [String: DeclSyntax] = [:]
        for member in members {
            if let function = member.as(FunctionDeclSyntax.self) {
                byName[function.name.text] = member
            } else if let variable = member.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.accessorBlock != nil {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { byName[name] = member }
                }
            }
        }
        self.members = byName
    }

    /// The names among `state` that `declaration` reads, in the order of `state`.
    func names(_ state: [String], readBy declaration: DeclSyntax) -> [String] {
        var referenced: Set<String> = []
        var visited: Set<String> = []
        var pending = [declaration]
        while let next = pending.popLast() {
            for name in Self.references(in: next) where referenced.insert(name).inserted {
                if let member = members[name], visited.insert(name).inserted { pending.append(member) }
            }
        }
        return state.filter(referenced.contains)
    }

    /// The plain names a declaration's body refers to, and the members it reaches through `self.`.
    private static func references(in declaration: DeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in declaration.tokens(viewMode: .sourceAccurate) {
            // The parent's kind first: a token's kind makes a string of every identifier.
            guard let parent = token.parent, parent.kind == .declReferenceExpr, token.tokenKind.isIdentifierLike else { continue }
            let reference = parent.cast(DeclReferenceExprSyntax.self)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                // `model.title` reads `model`, not a `title` of this view; `self.title` does.
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
            }
            var text = token.text
            if text.hasPrefix("$") || text.hasPrefix("_") { text.removeFirst() }
            names.insert(text)
        }
        return names
    }
}

private extension TokenKind {
    var isIdentifierLike: Bool {
        switch self {
        case .identifier, .dollarIdentifier: true
        default: false
        }
    }
}
