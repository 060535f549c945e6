import PlumbSyntax
@_spi(RawSyntax) import SwiftSyntax  // SyntaxText

/// The names a call's callee must be written with for the view graph to read the call: the
/// last part of every project view's and view modifier's name (`Row` of `Settings.Row`, which a
/// call writes as `Row(…)` or `Settings.Row(…)`) and the name of every presenter (`sheet`,
/// `NavigationLink`, `Presentation.Kind.calleeNames`). A written name means the type whose full
/// name ends with it, so no other call can be a call site of a project view: the names of the
/// project's other types (models, namespaces, theme enums) would send the reading into most of
/// every file for calls the graph drops.
///
/// `offsets(in:)` finds where they are written by scanning a file's bytes, which is much
/// cheaper than visiting its tree. It looks at every run of ASCII letters, digits and `_`
/// (comments and strings included): an identifier token of the tree is such a run, or is made
/// of such runs between other characters (`Straße`), so a name is looked up as its runs. A
/// name with no ASCII letter (`日本`) cannot be found this way; then every file is read whole.
/// A run right before a `.` is not a callee's name: the callee would go on past the dot
/// (`AppTheme.Spacing.large` names no call of `Spacing`, and theme tokens are everywhere),
/// unless the dot starts `.init` (`Settings.init(…)` calls `Settings`). Nor
/// is one that no `(`, `{` or `<` follows (spaces and line breaks between): a type annotation,
/// an extension, a comment's mention (`-> Row`, `extension Row`) calls nothing. A name of
/// several runs (`Straße`) is still found by its last.
final class CalleeNames: @unchecked Sendable {  // immutable once made
    /// The runs, looked up as `SyntaxText` over the scanned bytes: no string is made per run.
    private let runs: Set<SyntaxText>
    private let storage: UnsafeMutableBufferPointer<UInt8>
    /// Which run lengths (bit, up to 63) start with each byte: most runs of a file are turned
    /// away here, before hashing.
    private var lengthsByFirstByte = [UInt64](repeating: 0, count: 128)
    /// Some name has no run; every file must be read whole.
    let readsWholeFiles: Bool

    /// The names of the views and view modifiers `views` (full names) and of every presenter.
    convenience init(views: some Sequence<String>) {
        var names = Presentation.Kind.calleeNames
        for name in views {
            names.insert(name.split(separator: ".").last.map(String.init) ?? name)
        }
        self.init(names)
    }

    init(_ names: Set<String>) {
        let runsByName = names.map { Self.runs(in: Array($0.utf8)) }
        readsWholeFiles = runsByName.contains(where: \.isEmpty)
        let unique = Set(runsByName.joined())
        storage = .allocate(capacity: max(1, unique.reduce(0) { $0 + $1.count }))
        var runs = Set<SyntaxText>()
        var offset = 0
        for run in unique {
            _ = UnsafeMutableBufferPointer(rebasing: storage[offset..<offset + run.count]).initialize(from: run)
            runs.insert(SyntaxText(baseAddress: storage.baseAddress! + offset, count: run.count))
            lengthsByFirstByte[Int(run[0])] |= 1 << UInt64(min(run.count, 63))
            offset += run.count
        }
        self.runs = runs
    }

    deinit {
        storage.deallocate()
    }

    /// The offsets, in order, of the runs of `bytes` that are runs of a name.
    func offsets(in bytes: [UInt8]) -> [Int] {
        var found: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            var start: Int?
            for index in 0...buffer.count {
                if index < buffer.count, Self.isRunByte(buffer[index]) {
                    if start == nil { start = index }
                    continue
                }
                guard let first = start else { continue }
                start = nil
                let length = index - first
                // `Settings.init(…)` calls `Settings`: its arguments follow `.init`.
                let end = Self.endOfInitializerName(buffer, at: index) ?? index
                guard end == buffer.count || buffer[end] != UInt8(ascii: "."),
                      lengthsByFirstByte[Int(buffer[first])] & (1 << UInt64(min(length, 63))) != 0,
                      Self.startsCall(buffer, at: end),
                      runs.contains(SyntaxText(baseAddress: buffer.baseAddress! + first, count: length))
                else { continue }
                found.append(first)
            }
        }
        return found
    }

    /// The index past `.init` when the bytes from `index` on are `.init` and nothing more of a name.
    private static func endOfInitializerName(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let end = index + 5
        guard end <= buffer.count, Array(buffer[index..<end]) == Array(".init".utf8),
              end == buffer.count || !isRunByte(buffer[end])
        else { return nil }
        return end
    }

    /// Whether the first byte from `index` on that is not a space or a line break opens a
    /// call's arguments, trailing closure or generic arguments.
    private static func startsCall(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var index = index
        while index < buffer.count {
            switch buffer[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<"): return true
            default: return false
            }
        }
        return false
    }

    private static func runs(in name: [UInt8]) -> [[UInt8]] {
        name.split { !isRunByte($0) }.map(Array.init)
    }

    private static func isRunByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
