@_spi(RawSyntax) import SwiftSyntax  // SyntaxText

/// Names that a rule looks for among the tokens of every member access or call, found by the
/// token's bytes: `contains(token)` answers `names.contains(token.text)` without making a
/// string (`TokenSyntax.text` builds the token's kind, then its text: hundreds of instructions
/// for each of the many tokens that are none of the names).
public final class TokenNames: @unchecked Sendable {  // Immutable after `init`.
    /// The names' bytes, which `names` points into, owned for the life of the set.
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let names: Set<SyntaxText>

    public init(_ names: some Sequence<String>) {
        let names = Array(names)
        bytes = .allocate(capacity: max(1, names.reduce(0) { $0 + $1.utf8.count }))
        var texts = Set<SyntaxText>()
        var offset = 0
        for name in names {
            let start = bytes.baseAddress! + offset
            offset += UnsafeMutableBufferPointer(start: start, count: name.utf8.count).initialize(from: name.utf8).1
            texts.insert(SyntaxText(baseAddress: start, count: offset - (start - bytes.baseAddress!)))
        }
        self.names = texts
    }

    deinit {
        bytes.deallocate()
    }

    public func contains(_ token: TokenSyntax) -> Bool {
        names.contains(token.rawText)
    }
}

extension TokenSyntax {
    /// Whether the token's text starts with `prefix`: `text.hasPrefix(prefix)`, read from the
    /// token's bytes.
    public func textStarts(with prefix: StaticString) -> Bool {
        rawText.hasPrefix(SyntaxText(prefix))
    }
}
