import PlumbLayout
import SwiftSyntax

/// The arguments of one call, by label, read as values: literals, and — when the call is read
/// in a project — parameters, constants and theme tokens through the `ValueReader`. A present
/// argument that cannot be read is remembered so the call can be reported instead of guessed.
struct CallArguments {
    private let arguments: [(label: String?, expression: ExprSyntax)]
    /// How names are read, and where; nil reads literals only.
    private let values: (reader: ValueReader, scope: ReadingScope)?
    /// Labels (or positions) of arguments that were present but not readable.
    private(set) var unreadable: [String] = []

    init(_ list: LabeledExprListSyntax, values: (reader: ValueReader, scope: ReadingScope)? = nil) {
        arguments = list.map { ($0.label?.text, $0.expression) }
        self.values = values
    }

    var isEmpty: Bool { arguments.isEmpty }

    /// The expression labelled `label` (nil: the first unlabelled one), as written.
    func expression(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label == label }?.expression
    }

    /// The unlabelled argument at `position` among the unlabelled ones, as written.
    func unlabelled(_ position: Int) -> ExprSyntax? {
        let unlabelled = arguments.filter { $0.label == nil }
        return position < unlabelled.count ? unlabelled[position].expression : nil
    }

    /// What an argument stands for: a parameter's argument, a constant's initializer.
    func dereferenced(_ expression: ExprSyntax) -> ExprSyntax {
        guard let values else { return expression }
        return values.reader.dereference(expression, in: values.scope).0
    }

    /// Whether an argument is `nil`, as written or where the source settles its choice
    /// (`fontSize == nil ? 22 : nil` in a view given a size).
    private func isNil(_ expression: ExprSyntax) -> Bool {
        guard let values else { return LiteralValue.isNil(expression) }
        return values.reader.isNil(expression, in: values.scope)
    }

    /// Reads the argument labelled `label` with `read`; an absent argument or `nil` is nil, an
    /// argument `read` cannot read is recorded as unreadable.
    mutating func read<T>(_ label: String?, _ read: (ExprSyntax) -> T?) -> T? {
        guard let expression = expression(label).map(dereferenced), !LiteralValue.isNil(expression) else { return nil }
        return value(expression, name: label ?? "_", read)
    }

    /// Reads the unlabelled argument at `position`.
    mutating func read<T>(position: Int, _ read: (ExprSyntax) -> T?) -> T? {
        guard let expression = unlabelled(position).map(dereferenced), !LiteralValue.isNil(expression) else { return nil }
        return value(expression, name: "_", read)
    }

    private mutating func value<T>(_ expression: ExprSyntax, name: String, _ read: (ExprSyntax) -> T?) -> T? {
        guard let value = read(expression) else {
            unreadable.append(name)
            return nil
        }
        return value
    }

    /// A number: a literal, or what the project proves the expression evaluates to.
    func numberValue(_ expression: ExprSyntax) -> Double? {
        numberReader(expression)
    }

    /// `numberValue` as a function that does not hold on to the arguments.
    private var numberReader: (ExprSyntax) -> Double? {
        guard let values else { return LiteralValue.number }
        return { values.reader.number($0, in: values.scope) }
    }

    private var countReader: (ExprSyntax) -> Int? {
        let number = numberReader
        return { number($0).flatMap(LiteralValue.count) }
    }

    mutating func number(_ label: String?) -> Double? {
        guard let expression = expression(label), !isNil(expression) else { return nil }
        return value(expression, name: label ?? "_", numberReader)
    }

    mutating func number(position: Int) -> Double? {
        guard let expression = unlabelled(position), !isNil(expression) else { return nil }
        return value(expression, name: "_", numberReader)
    }

    mutating func count(_ label: String?) -> Int? {
        guard let expression = expression(label), !isNil(expression) else { return nil }
        return value(expression, name: label ?? "_", countReader)
    }

    mutating func count(position: Int) -> Int? {
        guard let expression = unlabelled(position), !isNil(expression) else { return nil }
        return value(expression, name: "_", countReader)
    }
    mutating func string(_ label: String?) -> String? { read(label, LiteralValue.string) }
    mutating func bool(_ label: String?) -> Bool? { read(label, LiteralValue.bool) }
    /// An alignment by its name (`.topLeading`) or made from its parts (`AlignmentInitializer`).
    /// Whether `expression` names, with a leading dot, a static constant the project declares on
    /// `typeName` (`.padding16` of `EdgeInsets`).
    func namesProjectConstant(_ expression: ExprSyntax, of typeName: String) -> Bool {
        projectConstant(dereferenced(expression), of: typeName) != nil
    }

    /// The value of the project's static constant a leading-dot `expression` names on `typeName`,
    /// with the scope of that type to read it in.
    private func projectConstant(_ expression: ExprSyntax, of typeName: String) -> (ExprSyntax, ReadingScope)? {
        guard let values, let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil,
            let value = DeclaredMember.staticConstant(member.declName.baseName.text, of: typeName, in: values.reader.facts)
        else { return nil }
        let scope = ReadingScope(typeName: typeName)
        return values.reader.dereference(value, in: scope)
    }

    mutating func alignment(_ label: String = "alignment") -> Alignment? {
        readMade(label, AlignmentInitializer.alignment)
    }

    /// Reads the argument labelled `label` (nil: the first unlabelled one) with `read`, which is
    /// given what the argument stands for and the arguments of a call written there, read where
    /// that call is written: a value made from parts (`EdgeInsets(top: 8, leading: inset)`)
    /// that a caller passes for a parameter has its parts read in the caller's scope. A leading-dot
    /// argument where an `implicitType` is expected is the project's static constant of that type
    /// (`.padding16` for `extension EdgeInsets { static let padding16 = EdgeInsets(…) }`), read in
    /// that type's scope.
    mutating func readMade<T>(
        _ label: String?, implicitType: String? = nil, _ read: (ExprSyntax, _ arguments: (LabeledExprListSyntax) -> CallArguments) -> T?
    ) -> T? {
        guard let written = expression(label) else { return nil }
        let located = values.map { values in
            let dereferenced = values.reader.dereference(written, in: values.scope)
            return (reader: values.reader, dereferenced: implicitType.flatMap { projectConstant(dereferenced.0, of: $0) } ?? dereferenced)
        }
        let expression = located?.dereferenced.0 ?? written
        guard !LiteralValue.isNil(expression) else { return nil }
        let arguments = { (list: LabeledExprListSyntax) in
            CallArguments(list, values: located.map { ($0.reader, $0.dereferenced.1) })
        }
        return value(expression, name: label ?? "_") { read($0, arguments) }
    }
}
