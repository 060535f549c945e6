/// How deeply a file nests, read from its bytes before it is parsed, to refuse what swift-syntax
/// cannot parse safely:
///
/// - square and angle brackets (`[[[[…`, `[([(…`, `A<B<C<…`) nested more than `typeLimit`
///   deep: the parser's lookahead for types backtracks, and the time doubles with every level
///   (20 levels took over 30 s in a debug build);
/// - brackets and `#if` blocks nested more than `limit` deep, or a member chain (`a.b.c`, `.padding().frame()`) longer than `limit`: the parser and
///   every syntax walk recurse once per level, and even a deep stack (`DeepStack`) ends.
///
/// Real code stays far below both (swift-syntax itself reports nesting beyond 256 levels as an
/// error). String literals and comments are skipped, roughly: their brackets are not code.
public struct NestingScan {
    public static let limit = 50_000
    public static let typeLimit = 12

    /// The deepest nesting of all brackets and `#if`; of square and angle brackets; and the
    /// longest member chain.
    public private(set) var depth = 0
    public private(set) var typeDepth = 0
    public private(set) var chain = 0

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { Self(scanning: $0) }
    }

    /// The scan itself, over the buffer: every file pays for it before it is parsed, and reading
    /// an array byte by byte checks every index.
    private init(scanning bytes: UnsafeBufferPointer<UInt8>) {
        var brackets = 0
        var squares = 0
        var generics = 0
        var links = 0
        var previous: UInt8 = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "/"):
                let end = Self.endOfLiteralOrComment(bytes, at: index)
                if end > index + 1 {
                    index = end
                    previous = 0
                    continue
                }
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                brackets += 1
                if byte == UInt8(ascii: "{") { links = 0 }
            case UInt8(ascii: "["):
                brackets += 1
                squares += 1
            case UInt8(ascii: ")"):
                brackets = max(0, brackets - 1)
            case UInt8(ascii: "]"):
                brackets = max(0, brackets - 1)
                squares = max(0, squares - 1)
            case UInt8(ascii: "}"):
                brackets = max(0, brackets - 1)
                links = 0
            case UInt8(ascii: "<") where Self.isIdentifier(previous):
                generics += 1
            case UInt8(ascii: ">") where generics > 0:
                generics -= 1
            case UInt8(ascii: "#") where bytes[index...].starts(with: Self.ifDirective):
                brackets += 1
            case UInt8(ascii: "#") where bytes[index...].starts(with: Self.endifDirective):
                brackets = max(0, brackets - 1)
            case UInt8(ascii: "."):
                links += 1
            case UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "="):
                links = 0
            case UInt8(ascii: "\n"):
                generics = 0
                // A chain goes on on the next line only when that line starts with a dot.
                var next = index + 1
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
                if next < bytes.count, bytes[next] != UInt8(ascii: ".") { links = 0 }
            default:
                break
            }
            depth = max(depth, brackets + generics)
            typeDepth = max(typeDepth, squares + generics)
            chain = max(chain, links)
            previous = byte
            index += 1
        }
    }

    /// Whether the file nests deeper than Plumb parses.
    public var isTooDeep: Bool { depth > Self.limit || chain > Self.limit || typeDepth > Self.typeLimit }

    /// What is too deep, for the note that says why the file was not checked.
    public var reason: String {
        if typeDepth > Self.typeLimit {
            return "square or angle brackets nested \(typeDepth) deep, beyond the \(Self.typeLimit) levels swift-syntax parses in reasonable time"
        }
        return "nested \(max(depth, chain)) levels deep, beyond the \(Self.limit) Plumb parses"
    }

    /// Where the string literal or comment starting at `index` ends (after it); `index` itself
    /// when none starts there. Interpolations are skipped with the string; raw strings, whose
    /// quotes follow `#`, are read as plain ones.
    private static func endOfLiteralOrComment(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if bytes[index] == UInt8(ascii: "/") {
            if next == UInt8(ascii: "/") { return bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count }
            guard next == UInt8(ascii: "*") else { return index }
            var depth = 0
            var cursor = index
            while cursor + 1 < bytes.count {
                if bytes[cursor] == UInt8(ascii: "/"), bytes[cursor + 1] == UInt8(ascii: "*") {
                    depth += 1
                    cursor += 2
                } else if bytes[cursor] == UInt8(ascii: "*"), bytes[cursor + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    cursor += 2
                    if depth == 0 { return cursor }
                } else {
                    cursor += 1
                }
            }
            return bytes.count
        }
        if bytes[index...].starts(with: multilineQuote) {
            var cursor = index + 3
            while cursor < bytes.count {
                if bytes[cursor] == UInt8(ascii: "\\") { cursor += 2; continue }
                if bytes[cursor...].starts(with: multilineQuote) { return cursor + 3 }
                cursor += 1
            }
            return bytes.count
        }
        var cursor = index + 1
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") {
            if bytes[cursor] == UInt8(ascii: "\\") { cursor += 2; continue }
            if bytes[cursor] == UInt8(ascii: "\"") { return cursor + 1 }
            cursor += 1
        }
        return cursor
    }

    private static let multilineQuote = Array("\"\"\"".utf8)
    private static let ifDirective = Array("#if".utf8)
    private static let endifDirective = Array("#endif".utf8)

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
