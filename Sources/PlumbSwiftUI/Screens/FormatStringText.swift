import PlumbLayout
import SwiftSyntax

extension TextRoleReader {
    /// The parts `String(format: "%.0f%%", score)` shows: the format's characters as written and
    /// each conversion what it formats — digits for a number's (`%d`, `%.1f`, `%ld`), one character
    /// for `%c`, the role of its argument for an object's or a C string's (`%@`, `%s`). Nil when
    /// the format is not a literal, holds a conversion this reading does not know (a `*` width
    /// takes an argument of its own) or an object whose role nothing tells: the string stays
    /// run-time text as a whole.
    func formatParts(of expression: ExprSyntax) -> [RunTimeTextLayout.Part]? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
            let first = call.arguments.first, first.label?.text == "format",
            let format = LiteralValue.string(first.expression),
            call.arguments.dropFirst().allSatisfy({ $0.label == nil })
        else { return nil }
        let values = call.arguments.dropFirst().map(\.expression)
        guard let pieces = FormatString.pieces(of: format) else { return nil }
        var parts: [RunTimeTextLayout.Part] = []
        var next = 0
        for piece in pieces {
            switch piece {
            case .written(let text):
                if case .written(let before)? = parts.last { parts[parts.count - 1] = .written(before + text) }
                else { parts.append(.written(text)) }
            case .conversion(let kind, let position):
                let index = position.map { $0 - 1 } ?? next
                next = index + 1
                switch kind {
                case .number: parts.append(.runTime(.number))
                case .character: parts.append(.runTime(.character))
                case .object:
                    // An argument missing from the call, or one its source says nothing of, leaves
                    // the whole run-time text: two plain-text samples would be longer than one.
                    guard values.indices.contains(index) else { return nil }
                    let shown = role(of: dereference(values[index]), fallback: .text)
                    guard shown != .text else { return nil }
                    parts.append(.runTime(shown))
                }
            }
        }
        return parts
    }

}

/// A `printf`-style format as Foundation's `String(format:)` reads it: written characters and
/// conversion specifications (`%[n$][flags][width][.precision][length]conversion`).
enum FormatString {
    enum Piece: Equatable {
        case written(String)
        /// A conversion of the argument at `position` (1-based, `%2$@`), else of the next one.
        case conversion(Kind, position: Int?)
    }

    /// What a conversion shows.
    enum Kind: Equatable {
        /// Digits: `d i u o x X f F e E g G a A` (and `D U O`).
        case number
        /// One character: `c`, `C`.
        case character
        /// The argument's own text: `@`, `s`, `S`.
        case object
    }

    private static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]
    private static let lengths: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]
    private static let kinds: [Character: Kind] = {
        var kinds: [Character: Kind] = [:]
        for conversion in "diuoxXfFeEgGaADUO" { kinds[conversion] = .number }
        for conversion in "cC" { kinds[conversion] = .character }
        for conversion in "@sS" { kinds[conversion] = .object }
        return kinds
    }()

    /// The pieces of `format`, or nil for a conversion this reading does not know (`%n`, `%p`, a
    /// `*` width or precision, a `%` at the end).
    static func pieces(of format: String) -> [Piece]? {
        var pieces: [Piece] = []
        var written = ""
        var characters = format[...]
        while let character = characters.popFirst() {
            guard character == "%" else { written.append(character); continue }
            if characters.first == "%" { characters.removeFirst(); written.append("%"); continue }
            var digits = String(characters.prefix(while: \.isNumber))
            var position: Int?
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$" {
                position = Int(digits)
                characters.removeFirst(digits.count + 1)
            }
            characters = characters.drop(while: flags.contains)
            digits = String(characters.prefix(while: { $0.isNumber || $0 == "." }))
            characters.removeFirst(digits.count)
            characters = characters.drop(while: lengths.contains)
            guard let conversion = characters.popFirst(), let kind = kinds[conversion] else { return nil }
            if !written.isEmpty { pieces.append(.written(written)); written = "" }
            pieces.append(.conversion(kind, position: position))
        }
        if !written.isEmpty { pieces.append(.written(written)) }
        return pieces
    }
}
