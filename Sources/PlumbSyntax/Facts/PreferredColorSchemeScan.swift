import Foundation

/// Finds `.preferredColorScheme(…)` calls in a file's text: a scheme chosen at run time is an
/// in-app appearance setting; a constant one on the App's scene locks the appearance. A byte
/// search, as the facts pass does not enter bodies.
enum PreferredColorSchemeScan {
    struct Call {
        let offset: Int
        let argument: String

        var isConstant: Bool { [".dark", ".light", "ColorScheme.dark", "ColorScheme.light"].contains(argument) }
    }

    static func calls(in bytes: [UInt8]) -> [Call] {
        let needle = Array("preferredColorScheme(".utf8)
        guard bytes.count > needle.count else { return [] }
        var calls: [Call] = []
        var index = 0
        while index <= bytes.count - needle.count {
            guard bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) else {
                index += 1
                continue
            }
            var depth = 1
            var end = index + needle.count
            while end < bytes.count, depth > 0, bytes[end] != UInt8(ascii: "\n") {
                if bytes[end] == UInt8(ascii: "(") { depth += 1 }
                if bytes[end] == UInt8(ascii: ")") { depth -= 1 }
                end += 1
            }
            if depth == 0 {
                let argument = String(decoding: bytes[(index + needle.count)..<(end - 1)], as: UTF8.self)
                    .trimmingCharacters(in: .whitespaces)
                if !argument.isEmpty, argument != "nil" { calls.append(Call(offset: index, argument: argument)) }
            }
            index = end
        }
        return calls
    }
}
