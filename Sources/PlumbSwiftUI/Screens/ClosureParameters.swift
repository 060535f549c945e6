import SwiftSyntax

/// A closure read where it is called, its parameters bound to the arguments of the call:
/// `content(image)` reads the closure the call site passed with `image` as its parameter, and
/// `subtitle.map { text in Text(text) }` reads `text` as the value mapped.
extension TreeBuilder {
    /// The names `closure` gives its first `count` parameters: as written (`{ a, b in … }`,
    /// `{ (a: Int, _) in … }`), else `$0`, `$1`, ….
    static func parameterNames(of closure: ClosureExprSyntax, count: Int) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: names.prefix(count).map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.prefix(count).map { ($0.secondName ?? $0.firstName).text }
        case nil: (0..<count).map { "$\($0)" }
        }
    }

    /// `closureScope` with the parameters of `closure` bound to `arguments`, read in the current scope.
    func scope(of closure: ClosureExprSyntax, in closureScope: ReadingScope, binding arguments: [ExprSyntax]) -> ReadingScope {
        var bindings = closureScope.bindings
        for (name, argument) in zip(Self.parameterNames(of: closure, count: arguments.count), arguments) where name != "_" {
            bindings[name] = ReadingScope.Bound(expression: argument, scope: scope)
        }
        return ReadingScope(
            typeName: closureScope.typeName, bindings: bindings, viewChain: closureScope.viewChain, modified: closureScope.modified,
            configuration: closureScope.configuration)
    }
}
