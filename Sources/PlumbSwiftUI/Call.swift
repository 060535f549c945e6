import SwiftSyntax

/// The parts of a call: its arguments and closures.
struct Call {
    var arguments: CallArguments
    let trailing: ClosureExprSyntax?
    let additional: [String: ClosureExprSyntax]
    let syntax: FunctionCallExprSyntax

    init(_ call: FunctionCallExprSyntax, values: (reader: ValueReader, scope: ReadingScope)? = nil) {
        arguments = CallArguments(call.arguments, values: values)
        trailing = call.trailingClosure
        var additional: [String: ClosureExprSyntax] = [:]
        for element in call.additionalTrailingClosures { additional[element.label.text] = element.closure }
        self.additional = additional
        syntax = call
    }

    /// The closure labelled `label` (nil: the trailing closure, or a `content:` argument).
    func closure(_ label: String?) -> ClosureExprSyntax? {
        guard let label else {
            return trailing ?? arguments.expression("content")?.as(ClosureExprSyntax.self)
        }
        return additional[label] ?? arguments.expression(label)?.as(ClosureExprSyntax.self)
    }
}
