import PlumbLayout
import SwiftSyntax

/// The arguments of one call, by label, read as literals. A present argument that is not a
/// literal is remembered so the call can be reported instead of guessed.
struct CallArguments {
    private let arguments: [(label: String?, expression: ExprSyntax)]
    /// Labels (or positions) of arguments that were present but not literal.
    private(set) var unreadable: [String] = []

    init(_ list: LabeledExprListSyntax) {
        arguments = list.map { ($0.label?.text, $0.expression) }
    }

    var isEmpty: Bool { arguments.isEmpty }

    /// The expression labelled `label` (nil: the first unlabelled one).
    func expression(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label == label }?.expression
    }

    /// The unlabelled argument at `position` among the unlabelled ones.
    func unlabelled(_ position: Int) -> ExprSyntax? {
        let unlabelled = arguments.filter { $0.label == nil }
        return position < unlabelled.count ? unlabelled[position].expression : nil
    }

    /// Reads the argument labelled `label` with `read`; an absent argument or `nil` is nil, an
    /// argument `read` cannot read is recorded as unreadable.
    mutating func read<T>(_ label: String?, _ read: (ExprSyntax) -> T?) -> T? {
        guard let expression = expression(label), !LiteralValue.isNil(expression) else { return nil }
        return value(expression, name: label ?? "_", read)
    }

    /// Reads the unlabelled argument at `position`.
    mutating func read<T>(position: Int, _ read: (ExprSyntax) -> T?) -> T? {
        guard let expression = unlabelled(position), !LiteralValue.isNil(expression) else { return nil }
        return value(expression, name: "_", read)
    }

    private mutating func value<T>(_ expression: ExprSyntax, name: String, _ read: (ExprSyntax) -> T?) -> T? {
        guard let value = read(expression) else {
            unreadable.append(name)
            return nil
        }
        return value
    }

    mutating func number(_ label: String?) -> Double? { read(label, LiteralValue.number) }
    mutating func count(_ label: String?) -> Int? { read(label, LiteralValue.count) }
    mutating func string(_ label: String?) -> String? { read(label, LiteralValue.string) }
    mutating func bool(_ label: String?) -> Bool? { read(label, LiteralValue.bool) }
    mutating func alignment(_ label: String = "alignment") -> Alignment? { read(label, LiteralValue.alignment) }
}
