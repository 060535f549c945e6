import PlumbLayout
import PlumbSyntax
import SwiftSyntax

extension TextRoleReader {
    /// The part a run-time string shows when the code bounds it (`TextStep`): `String(name.prefix(2))`,
    /// `name.first.map(String.init)`, `String(title.first!)`, a name's initials
    /// (`name.split(separator: " ").map { $0.prefix(1) }.joined()`,
    /// `name.components(separatedBy: .whitespaces).compactMap { $0.first }`), upper-cased or not;
    /// or a computed property whose one value is such a string (`var initials: String { … }`).
    /// The value under the steps keeps the role its source tells (`name` is a name); a value the
    /// caller binds to a written string shows that string through the steps. Nil where no step
    /// bounds the text: its sample is the role's, as before.
    func steppedPart(of expression: ExprSyntax) -> RunTimeTextLayout.Part? {
        var shown = expression
        var fallback = ""
        if let sequence = expression.as(SequenceExprSyntax.self), case let elements = Array(sequence.elements), elements.count == 3,
            elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??", let literal = LiteralValue.string(elements[2])
        {
            // `name.first.map(String.init) ?? "?"`: the fallback is shown instead.
            shown = elements[0]
            fallback = literal
        }
        for value in [shown, computedValue(shown)].compactMap({ $0 }) {
            guard let (base, steps) = BoundedText.steps(of: value, isString: isString) else { continue }
            // `shortHint.uppercased()` where the caller gives `shortHint` a written string: that
            // string through the steps, whether they bound it or only change its case.
            if let written = LiteralValue.string(dereference(base)) { return .written(TextStep.apply(steps, to: written)) }
            guard TextStep.bound(steps) else { continue }
            let role = role(of: base, fallback: .text)
            // Laid out at the longer of the two, as a choice of strings is: a fallback longer
            // than the shortest bounded sample would be longer than the text at some length.
            guard fallback.count <= TextStep.apply(steps, to: role.sample(.short)).count else { return nil }
            return .stepped(role, steps)
        }
        return nil
    }

    /// Whether the property `expression` names is declared a `String` (or `String?`,
    /// `Substring`): only a string's `first` is its first character, an array's is an element.
    private func isString(_ expression: ExprSyntax) -> Bool {
        guard let name = ReadingScope.propertyName(expression), let type = propertyType(name, expression) else { return false }
        return BoundedText.stringTypes.contains(WrittenType.nonOptional(type))
    }
}

/// The steps the code takes from a run-time string to the text it shows (`TextStep`), read from
/// the outermost call in.
enum BoundedText {
    static let stringTypes: Set<String> = ["String", "Substring", "Swift.String"]

    /// The value the steps start from and the steps in the order they run; nil when `expression`
    /// is not such a chain. `isString` tells whether a value is a string, for `first` and `last`.
    static func steps(of expression: ExprSyntax, isString: (ExprSyntax) -> Bool) -> (base: ExprSyntax, steps: [TextStep])? {
        let (base, steps) = peel(expression, isString: isString)
        return steps.isEmpty ? nil : (base, steps)
    }

    private static func peel(_ expression: ExprSyntax, isString: (ExprSyntax) -> Bool) -> (ExprSyntax, [TextStep]) {
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return peel(forced.expression, isString: isString) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return peel(optional.expression, isString: isString) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            switch member.declName.baseName.text {
            // `first` of a string is its first character; of anything else (an array) an element.
            case "first" where isString(base.unwrappingOptionals): return chain(base, .prefix(1), isString: isString)
            case "last" where isString(base.unwrappingOptionals): return chain(base, .suffix(1), isString: isString)
            case "capitalized": return chain(base, .capitalized, isString: isString)
            case "localizedUppercase": return chain(base, .uppercased, isString: isString)
            case "localizedLowercase": return chain(base, .lowercased, isString: isString)
            default: return (expression, [])
            }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return (expression, []) }
        let arguments = Array(call.arguments)
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String" {
            // `String(name.prefix(2))`: the characters given, as a `String`.
            guard arguments.count == 1, arguments[0].label == nil, call.trailingClosure == nil else { return (expression, []) }
            return peel(arguments[0].expression, isString: isString)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return (expression, []) }
        switch (member.declName.baseName.text, arguments.count, call.trailingClosure == nil) {
        case ("prefix", 1, true):
            guard arguments[0].label == nil, let count = count(arguments[0].expression) else { return (expression, []) }
            return chain(base, .prefix(count), isString: isString)
        case ("suffix", 1, true):
            guard arguments[0].label == nil, let count = count(arguments[0].expression) else { return (expression, []) }
            return chain(base, .suffix(count), isString: isString)
        case ("uppercased", 0, true): return chain(base, .uppercased, isString: isString)
        case ("lowercased", 0, true): return chain(base, .lowercased, isString: isString)
        case ("joined", 0, true): return eachWord(base, joiner: "", isString: isString) ?? (expression, [])
        case ("joined", 1, true):
            guard arguments[0].label?.text == "separator", let joiner = LiteralValue.string(arguments[0].expression) else { return (expression, []) }
            return eachWord(base, joiner: joiner, isString: isString) ?? (expression, [])
        case ("map", _, _):
            // `name.first.map(String.init)`: the first character as a string.
            guard let transform = arguments.first?.expression ?? call.trailingClosure.map(ExprSyntax.init),
                arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1, isStringInit(transform)
            else { return eachWord(expression, joiner: "", isString: isString) ?? (expression, []) }
            return peel(base, isString: isString)
        case ("compactMap", _, _):
            // `String(words.compactMap { $0.first })`: the characters, joined.
            return eachWord(expression, joiner: "", isString: isString) ?? (expression, [])
        default:
            return (expression, [])
        }
    }

    /// `base` peeled, then `step`.
    private static func chain(_ base: ExprSyntax, _ step: TextStep, isString: (ExprSyntax) -> Bool) -> (ExprSyntax, [TextStep]) {
        let (value, steps) = peel(base, isString: isString)
        return (value, steps + [step])
    }

    /// `words.map { $0.prefix(1) }` (or `compactMap`) over `text.split(separator: " ")` or
    /// `text.components(separatedBy: …)`, joined with `joiner`: each word through the closure's
    /// steps. Nil when `mapped` is not that.
    private static func eachWord(_ mapped: ExprSyntax, joiner: String, isString: (ExprSyntax) -> Bool) -> (ExprSyntax, [TextStep])? {
        if let call = mapped.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "map", call.arguments.count == 1, let only = call.arguments.first?.expression,
            isStringInit(only), let characters = member.base
        {
            // `….compactMap { $0.first }.map(String.init)`: each character as a string.
            return eachWord(characters, joiner: joiner, isString: isString)
        }
        guard let call = mapped.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["map", "compactMap"].contains(member.declName.baseName.text),
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
            call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1,
            let split = member.base?.as(FunctionCallExprSyntax.self), let (text, separator) = splitWords(split),
            closure.statements.count == 1, let body = closure.statements.first?.item.as(ExprSyntax.self),
            let word = parameterName(of: closure)
        else { return nil }
        // Each word is a string: its `first` is its first character.
        let isWord: (ExprSyntax) -> Bool = { $0.as(DeclReferenceExprSyntax.self)?.baseName.text == word }
        let (value, steps) = peel(body, isString: isWord)
        guard isWord(value), TextStep.bound(steps) else { return nil }
        let (base, before) = peel(text, isString: isString)
        return (base, before + [.eachWord(separator: separator, steps: steps, joiner: joiner)])
    }

    /// The string `call` splits into words and where: `text.split(separator: " ")`,
    /// `text.components(separatedBy: " ")` (nil: at white space, `.whitespaces`).
    private static func splitWords(_ call: FunctionCallExprSyntax) -> (ExprSyntax, String?)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let text = member.base,
            call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first
        else { return nil }
        switch (member.declName.baseName.text, argument.label?.text) {
        case ("split", "separator"), ("components", "separatedBy"):
            if let separator = LiteralValue.string(argument.expression), !separator.isEmpty {
                return (text, separator == " " ? nil : separator)
            }
            let set = argument.expression.trimmedText
            return [".whitespaces", ".whitespacesAndNewlines", "CharacterSet.whitespaces", "CharacterSet.whitespacesAndNewlines"].contains(set)
                ? (text, nil) : nil
        default:
            return nil
        }
    }

    /// The name a closure's one value goes by: `$0`, or its one parameter's name.
    private static func parameterName(of closure: ClosureExprSyntax) -> String? {
        guard let signature = closure.signature else { return "$0" }
        if let names = signature.parameterClause?.as(ClosureShorthandParameterListSyntax.self), names.count == 1 {
            return names.first?.name.text
        }
        if let parameters = signature.parameterClause?.as(ClosureParameterClauseSyntax.self), parameters.parameters.count == 1 {
            return parameters.parameters.first?.firstName.text
        }
        return nil
    }

    /// `String.init`, `{ String($0) }`, `{ "\($0)" }`: a character made a string.
    private static func isStringInit(_ transform: ExprSyntax) -> Bool {
        if transform.trimmedText == "String.init" { return true }
        guard let closure = transform.as(ClosureExprSyntax.self), closure.signature == nil, closure.statements.count == 1,
            let body = closure.statements.first?.item.as(ExprSyntax.self)
        else { return false }
        return ["String($0)", "\"\\($0)\""].contains(body.trimmedText)
    }

    /// A count written as a positive integer literal.
    private static func count(_ expression: ExprSyntax) -> Int? {
        guard let literal = expression.as(IntegerLiteralExprSyntax.self), let count = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")),
            count > 0
        else { return nil }
        return count
    }
}
