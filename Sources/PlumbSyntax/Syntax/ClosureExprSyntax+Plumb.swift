import SwiftSyntax

extension ClosureExprSyntax {
    /// The closure's only parameter: `screen` in `{ screen in … }` or `{ (screen: Screen) in … }`,
    /// `$0` when it names none, `nil` when it takes several.
    public var onlyParameterName: String? {
        switch signature?.parameterClause {
        case .simpleInput(let parameters)?:
            return parameters.count == 1 ? parameters.first?.name.text : nil
        case .parameterClause(let clause)?:
            guard clause.parameters.count == 1, let parameter = clause.parameters.first else { return nil }
            return (parameter.secondName ?? parameter.firstName).text
        case nil:
            return "$0"
        }
    }
}
