import PlumbLayout
import SwiftSyntax

extension TreeBuilder {
    /// `.alignmentGuide(.leading) { d in d[.trailing] - 8 }`: the guide set from the view's
    /// dimensions. A list row separator's guides only move the separator line, which draws; a
    /// custom alignment, or a value computed by code other than arithmetic on the dimensions and
    /// numbers, is an opaque node naming it.
    func alignmentGuide(_ view: ViewNode, _ call: inout Call) -> ViewNode {
        let written = call.arguments.unlabelled(0)?.trimmedText ?? "?"
        let guide = call.arguments.unlabelled(0).flatMap(AlignmentGuideReader.guideName)
        if let guide, AlignmentGuideReader.separatorGuides.contains(guide) { return view }
        guard let key = guide.flatMap(AlignmentGuideReader.key) else {
            return opaque(.modifier("alignmentGuide"), "the custom alignment '\(written)' is not modelled", at: call.syntax, children: [view])
        }
        guard let closure = call.closure(nil) ?? call.closure("computeValue"), let value = AlignmentGuideReader.value(of: closure)
        else {
            return opaque(
                .modifier("alignmentGuide"), "an alignment guide computed by code the reader does not evaluate", at: call.syntax,
                children: [view])
        }
        return view.alignmentGuide(key, value)
    }
}

/// Reads an alignment guide's name and the closure that computes it.
enum AlignmentGuideReader {
    /// The guides of a list row's separator: where the line starts and ends, which only draws.
    static let separatorGuides: Set<String> = ["listRowSeparatorLeading", "listRowSeparatorTrailing"]

    /// `.top`, `VerticalAlignment.center`, `HorizontalAlignment.leading`: the guide's name, the
    /// type prefixed where it is written (`.center` alone names no one guide).
    static func guideName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return name }
        return ["HorizontalAlignment", "VerticalAlignment"].contains(base) ? "\(base).\(name)" : nil
    }

    static func key(_ name: String) -> AlignmentGuideKey? {
        let name = name.hasPrefix("VerticalAlignment.") || name.hasPrefix("HorizontalAlignment.")
            ? name : (name == "center" ? "" : name)
        switch name {
        case "leading", "HorizontalAlignment.leading": return .horizontal(.leading)
        case "trailing", "HorizontalAlignment.trailing": return .horizontal(.trailing)
        case "HorizontalAlignment.center": return .horizontal(.center)
        case "top", "VerticalAlignment.top": return .vertical(.top)
        case "bottom", "VerticalAlignment.bottom": return .vertical(.bottom)
        case "VerticalAlignment.center": return .vertical(.center)
        case "firstTextBaseline", "VerticalAlignment.firstTextBaseline": return .vertical(.firstTextBaseline)
        case "lastTextBaseline", "VerticalAlignment.lastTextBaseline": return .vertical(.lastTextBaseline)
        default: return nil
        }
    }

    /// The value a closure of one expression (or one `return`) computes from its dimensions
    /// parameter (`d`, `$0`, or none: `_ in 2`).
    static func value(of closure: ClosureExprSyntax) -> GuideValue? {
        guard closure.statements.count == 1, let item = closure.statements.first else { return nil }
        let expression: ExprSyntax? = switch item.item {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ReturnStmtSyntax.self)?.expression
            ?? statement.as(ExpressionStmtSyntax.self)?.expression
        default: nil
        }
        let parameter = parameterName(of: closure)
        return expression.flatMap { value(of: $0, dimensions: parameter) }
    }

    /// The closure's one parameter, `$0` when it names none.
    private static func parameterName(of closure: ClosureExprSyntax) -> String {
        guard let signature = closure.signature?.parameterClause else { return "$0" }
        switch signature {
        case .simpleInput(let names): return names.first?.name.text ?? "$0"
        case .parameterClause(let clause): return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "$0"
        }
    }

    /// Numbers and the dimensions (`d.width`, `d[.trailing]`) in arithmetic (`GuideArithmetic`).
    private static func value(of expression: ExprSyntax, dimensions: String) -> GuideValue? {
        GuideArithmetic.value(of: expression) { term in
            if let number = LiteralValue.number(term) { return GuideValue(constant: number) }
            if let member = term.as(MemberAccessExprSyntax.self), isDimensions(member.base, dimensions) {
                switch member.declName.baseName.text {
                case "width": return GuideValue(.width)
                case "height": return GuideValue(.height)
                default: return nil
                }
            }
            if let subscripted = term.as(SubscriptCallExprSyntax.self), isDimensions(subscripted.calledExpression, dimensions),
                subscripted.arguments.count == 1, let argument = subscripted.arguments.first, argument.label == nil,
                let key = guideName(argument.expression).flatMap(key)
            {
                return dimension(key)
            }
            return nil
        }
    }

    private static func isDimensions(_ expression: ExprSyntax?, _ name: String) -> Bool {
        expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }

    /// `d[guide]`: an edge or centre is a fraction of a length; a baseline is its own.
    private static func dimension(_ key: AlignmentGuideKey) -> GuideValue {
        switch key {
        case .horizontal(let guide): GuideValue(.width) * guide.offset(in: 1)
        case .vertical(.firstTextBaseline): GuideValue(.firstTextBaseline)
        case .vertical(.lastTextBaseline): GuideValue(.lastTextBaseline)
        case .vertical(let guide): GuideValue(.height) * guide.offset(in: 1)
        }
    }
}

/// Arithmetic on lengths that are a number plus multiples of a view's dimensions (an alignment
/// guide's `d.width - 8`, a GeometryReader proxy's `proxy.size.width / 2 - 16`): `+`, `-`,
/// parentheses, a leading `-`, and `*` or `/` by a number; what each term is, `term` says.
enum GuideArithmetic {
    static func value(of expression: ExprSyntax, term: (ExprSyntax) -> GuideValue?) -> GuideValue? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return value(of: inner.expression, term: term)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return value(of: prefix.expression, term: term).map { -$0 }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return value(of: Array(sequence.elements), term: term) }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return value(of: [infix.leftOperand, infix.operator, infix.rightOperand], term: term)
        }
        return term(expression)
    }

    /// An unfolded sequence `a op b op c …`: products and quotients first, then sums, left to right.
    private static func value(of elements: [ExprSyntax], term read: (ExprSyntax) -> GuideValue?) -> GuideValue? {
        guard elements.count % 2 == 1 else { return nil }
        var terms: [GuideValue] = []
        var index = 0
        var sign = 1.0
        guard var term = value(of: elements[0], term: read) else { return nil }
        while index + 2 < elements.count {
            guard let operation = elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                let operand = value(of: elements[index + 2], term: read)
            else { return nil }
            switch operation {
            case "*":
                if operand.isConstant {
                    term = term * operand.constant
                } else if term.isConstant {
                    term = operand * term.constant
                } else {
                    return nil
                }
            case "/":
                guard operand.isConstant, operand.constant != 0 else { return nil }
                term = term * (1 / operand.constant)
            case "+", "-":
                terms.append(term * sign)
                sign = operation == "+" ? 1 : -1
                term = operand
            default:
                return nil
            }
            index += 2
        }
        terms.append(term * sign)
        return terms.dropFirst().reduce(terms[0], +)
    }
}
