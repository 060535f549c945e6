import PlumbSyntax
import SwiftSyntax

/// An Auto Layout constraint between physical sides, read closely enough to tell whether its mirror
/// stands beside it: `a.leftAnchor.constraint(equalTo: b.leftAnchor, constant: -8)` mirrors
/// `a.rightAnchor.constraint(equalTo: b.rightAnchor, constant: 8)`, and so does the same pair written
/// `NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left, …)`.
///
/// Written with leading and trailing, a constraint turns into its mirror in a right-to-left layout
/// (the sides swap, the constant and an inequality reverse), so a constraint and its mirror together
/// lay the view out the same in either direction: the pair has nothing to fix.
struct MirroredConstraint: Equatable {
    private enum Side { case left, right }
    private enum Relation { case equal, atLeast, atMost }

    private var firstItem: String
    private var firstSide: Side
    private var relation: Relation
    private var secondItem: String
    private var secondSide: Side
    /// The constant without its sign, as written (`padding`, `inset * 2`), `0` when there is none.
    private var magnitude: String
    private var isNegative: Bool

    /// The constraint `call` makes, when it relates two physical sides in a way this can read.
    init?(_ call: FunctionCallExprSyntax) {
        if CallShape(call)?.initializerName == "NSLayoutConstraint" {
            self.init(initializer: call)
        } else {
            self.init(anchorCall: call)
        }
    }

    /// `a.leftAnchor.constraint(equalTo: b.leftAnchor, constant: c)`; an implicit `self`'s anchor is `leftAnchor`.
    private init?(anchorCall call: FunctionCallExprSyntax) {
        guard let method = call.calledExpression.as(MemberAccessExprSyntax.self), method.declName.baseName.text == "constraint",
              let receiver = method.base.flatMap(Self.anchor), let first = call.arguments.first,
              let relation = Self.relations[first.label?.text ?? ""], let other = Self.anchor(first.expression),
              call.arguments.allSatisfy({ $0.id == first.id || $0.label?.text == "constant" })
        else { return nil }
        self.init(first: receiver, relation: relation, second: other, constant: call.argument("constant")?.expression)
    }

    /// `NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1, constant: c)`.
    private init?(initializer call: FunctionCallExprSyntax) {
        let arguments = Array(call.arguments)
        guard arguments.map({ $0.label?.text ?? "" }) == ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"],
              let firstSide = Self.side(named: arguments[1].expression), let secondSide = Self.side(named: arguments[4].expression),
              let relation = Self.relatedBy[arguments[2].expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""],
              arguments[3].expression.trimmedText != "nil",
              // A multiplier scales a side's position from the window's edge, which mirroring does not keep.
              ["1", "1.0"].contains(arguments[5].expression.trimmedText)
        else { return nil }
        self.init(first: (arguments[0].expression.trimmedText, firstSide), relation: relation,
                  second: (arguments[3].expression.trimmedText, secondSide), constant: arguments[6].expression)
    }

    private init(first: (item: String, side: Side), relation: Relation, second: (item: String, side: Side), constant: ExprSyntax?) {
        firstItem = first.item
        firstSide = first.side
        self.relation = relation
        secondItem = second.item
        secondSide = second.side
        (magnitude, isNegative) = Self.signed(constant)
    }

    /// The constraint a right-to-left layout turns this one into.
    private var mirror: MirroredConstraint {
        var mirror = self
        mirror.firstSide = firstSide == .left ? .right : .left
        mirror.secondSide = secondSide == .left ? .right : .left
        mirror.relation = switch relation {
        case .equal: .equal
        case .atLeast: .atMost
        case .atMost: .atLeast
        }
        mirror.isNegative = magnitude != "0" && !isNegative
        return mirror
    }

    /// Whether the constraint `call` makes has its mirror beside it: in the same statement (an
    /// `activate([…])` list, say) or in the statement just before or after it.
    static func standsBesideItsMirror(_ call: FunctionCallExprSyntax) -> Bool {
        guard let constraint = MirroredConstraint(call) else { return false }
        let mirror = constraint.mirror
        return neighbourhood(of: call).contains { statement in
            CallCollector.calls(in: statement).contains { MirroredConstraint($0) == mirror }
        }
    }

    private final class CallCollector: SyntaxVisitor {
        private var calls: [FunctionCallExprSyntax] = []

        static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
            let collector = CallCollector(viewMode: .sourceAccurate)
            collector.walk(node)
            return collector.calls
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }
    }

    /// The statement (or member) that holds `node`, with the ones just before and after it.
    private static func neighbourhood(of node: FunctionCallExprSyntax) -> [Syntax] {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(CodeBlockItemListSyntax.self) || parent.is(MemberBlockItemListSyntax.self) {
                let siblings = Array(parent.children(viewMode: .sourceAccurate))
                guard let index = siblings.firstIndex(where: { $0.id == current.id }) else { break }
                return Array(siblings[max(index - 1, 0)...min(index + 1, siblings.count - 1)])
            }
            current = parent
        }
        return [current]
    }

    private static let relations: [String: Relation] = [
        "equalTo": .equal, "greaterThanOrEqualTo": .atLeast, "lessThanOrEqualTo": .atMost,
    ]
    private static let relatedBy: [String: Relation] = [
        "equal": .equal, "greaterThanOrEqual": .atLeast, "lessThanOrEqual": .atMost,
    ]

    /// The item and side of `view.leftAnchor`, `view.safeAreaLayoutGuide.rightAnchor` or, of an implicit `self`, `leftAnchor`.
    private static func anchor(_ expression: ExprSyntax) -> (item: String, side: Side)? {
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let side = anchorSides[member.declName.baseName.text] {
            return (base.trimmedText, side)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), let side = anchorSides[reference.baseName.text] else { return nil }
        return ("self", side)
    }

    private static let anchorSides: [String: Side] = ["leftAnchor": .left, "rightAnchor": .right]

    private static func side(named expression: ExprSyntax) -> Side? {
        switch expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
        case "left": .left
        case "right": .right
        default: nil
        }
    }

    /// A constant as its magnitude, spaces removed, and sign: `-padding` is (`padding`, negative),
    /// `-(a + b)` is (`a+b`, negative), `-a * 2` is (`a*2`, negative); `-a + b` is a magnitude of
    /// its own, whose negation is not written the same way.
    private static func signed(_ constant: ExprSyntax?) -> (magnitude: String, isNegative: Bool) {
        guard let constant else { return ("0", false) }
        var text = constant.trimmedText.filter { !$0.isWhitespace }
        var isNegative = false
        if text.hasPrefix("-"), isNegation(constant) {
            text.removeFirst()
            isNegative = true
        }
        let unsigned = constant.as(PrefixOperatorExprSyntax.self)?.expression ?? constant
        if let tuple = unsigned.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            text = String(text.dropFirst().dropLast())
        }
        if let number = Double(text), number == 0 { return ("0", false) }
        return (text, isNegative)
    }

    /// Whether a leading `-` negates the whole expression: a prefix minus, or the first factor of a product.
    private static func isNegation(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return true }
        return sequence.elements.allSatisfy { element in
            guard let operation = element.as(BinaryOperatorExprSyntax.self) else { return true }
            return ["*", "/"].contains(operation.operator.text)
        }
    }
}
