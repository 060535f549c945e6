import SwiftSyntax

/// The initializers `ValueReader` found for the constants named in one reading, by the
/// expression naming them and the scope it was read in: a reading asks the same ones again and
/// again (each modifier at each text size, each view a stack measures), about three times each
/// on a large app. A reader serves one reading of one screen, so the project's facts are the same
/// for every look-up it makes. A look-up that asked the host, or that a cycle of constants cut
/// short, is not kept: its answer may differ the next time.
final class KnownInitializers {
    private struct Key: Hashable {
        let expression: SyntaxIdentifier
        let scope: ObjectIdentifier
    }

    /// The expression and scope are kept with the answer, so that their identifiers are not
    /// reused by other nodes and scopes while the key is in the table.
    private var known: [Key: (expression: ExprSyntax, scope: ReadingScope, initializer: ExprSyntax?)] = [:]
    /// How many look-ups have asked the host or met a cycle: a look-up that leaves it unchanged
    /// read nothing but the source, the scope and the facts.
    private var unsettled = 0

    /// Notes that the look-up under way depends on more than what it names and where.
    func noteUnsettled() {
        unsettled += 1
    }

    /// The initializer of the constant `expression` names in `scope`, found by `find` unless a
    /// settled look-up already found it.
    func initializer(of expression: ExprSyntax, in scope: ReadingScope, find: () -> ExprSyntax?) -> ExprSyntax? {
        let key = Key(expression: expression.id, scope: ObjectIdentifier(scope))
        if let entry = known[key] { return entry.initializer }
        let before = unsettled
        let initializer = find()
        if unsettled == before { known[key] = (expression, scope, initializer) }
        return initializer
    }
}
