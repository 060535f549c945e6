import PlumbSyntax
@_spi(RawSyntax) import SwiftSyntax

/// The names a call's callee must be written with for the view graph to read the call: the
/// last part of every project type's name (`Row` of `Settings.Row`, which a call writes as
/// `Row(…)` or `Settings.Row(…)`) and the name of every presenter (`sheet`, `NavigationLink`,
/// `Presentation.Kind.calleeNames`). All of them are identifiers.
///
/// They are looked up as the raw tree's own bytes (`SyntaxText`), so that scanning a file
/// makes no string of its tokens.
final class CalleeNames: @unchecked Sendable {  // immutable once made
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let names: Set<SyntaxText>

    convenience init(facts: ProjectFacts) {
        var names = Presentation.Kind.calleeNames
        for name in facts.types.keys {
            names.insert(name.split(separator: ".").last.map(String.init) ?? name)
        }
        self.init(names)
    }

    init(_ strings: Set<String>) {
        let utf8 = strings.map { Array($0.utf8) }
        bytes = .allocate(capacity: max(1, utf8.reduce(0) { $0 + $1.count }))
        var names = Set<SyntaxText>()
        var offset = 0
        for name in utf8 {
            _ = UnsafeMutableBufferPointer(rebasing: bytes[offset..<offset + name.count]).initialize(from: name)
            names.insert(SyntaxText(baseAddress: bytes.baseAddress! + offset, count: name.count))
            offset += name.count
        }
        self.names = names
    }

    deinit {
        bytes.deallocate()
    }

    /// Whether `raw` holds one of the names in a token the source has (as a `.sourceAccurate`
    /// walk sees it); `marked` gets every node under `raw`, `raw` included, that holds one.
    func mark(_ raw: RawSyntax, in marked: inout Set<RawSyntax.ID>) -> Bool {
        if let token = raw.tokenView {
            return token.presence == .present && token.rawKind == .identifier && names.contains(token.rawText)
        }
        var holds = false
        for child in raw.layoutView!.children {  // a node that is not a token has a layout
            if let child, mark(child, in: &marked) { holds = true }
        }
        if holds { marked.insert(raw.id) }
        return holds
    }
}
