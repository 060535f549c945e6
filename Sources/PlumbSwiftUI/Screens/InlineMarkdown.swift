import PlumbLayout

/// The characters a `LocalizedStringKey` shows: SwiftUI reads a `Text`'s or a control's written
/// title (and the strings' text for it) as inline Markdown, so `[Acceptable Use](https://…)`
/// shows its link text, `**bold**`, `*italic*`, `~~struck~~` and `` `code` `` lose their markers,
/// `\*` shows `*` and `<https://…>` its address. A `String` (`Text(verbatim:)`, `Text(title)`)
/// is not read so.
///
/// Only clear pairs are read, a subset of CommonMark's rules: an opening run of `*`, `_` or
/// `~~` not followed by a space, closed by the same run not preceded by one (an `_` inside a word,
/// as in `snake_case`, is a character). Anything else keeps its characters, as before. An
/// emphasised or code run is measured in the Text's own font: bold and monospaced glyphs are a
/// little wider, so a finding it takes part in can be missed, never invented.
enum InlineMarkdown {
    /// The visible text of `markdown`.
    static func visibleText(_ markdown: String) -> String {
        visible(Array(markdown)).map(String.init).joined()
    }

    /// The visible parts of a key written with interpolations (`"Open **\(name)**"`): the
    /// written parts read as one Markdown text around each run-time part, which keeps its place.
    static func visibleParts(_ parts: [RunTimeTextLayout.Part]) -> [RunTimeTextLayout.Part] {
        var characters: [Character] = []
        var runTime: [Character: RunTimeTextLayout.Part] = [:]
        for (index, part) in parts.enumerated() {
            switch part {
            case .written(let text): characters += Array(text)
            case .runTime, .stepped:
                // A private-use character stands for the part, one of its own for each.
                guard let scalar = Unicode.Scalar(0xE000 + index) else { return parts }
                let placeholder = Character(scalar)
                runTime[placeholder] = part
                characters.append(placeholder)
            }
        }
        var visibleParts: [RunTimeTextLayout.Part] = []
        var written = ""
        for character in visible(characters) {
            guard let part = runTime[character] else { written.append(character); continue }
            if !written.isEmpty { visibleParts.append(.written(written)) }
            written = ""
            visibleParts.append(part)
        }
        if !written.isEmpty { visibleParts.append(.written(written)) }
        return visibleParts
    }

    private static func visible(_ text: [Character]) -> [Character] {
        var shown: [Character] = []
        var index = 0
        while index < text.count {
            let character = text[index]
            if character == "\\", index + 1 < text.count, text[index + 1].isASCII, text[index + 1].isPunctuation || text[index + 1].isSymbol {
                shown.append(text[index + 1])
                index += 2
            } else if character == "`", let (content, end) = codeSpan(text, at: index) {
                shown += content
                index = end
            } else if character == "[", let (label, end) = link(text, at: index) {
                shown += visible(label)
                index = end
            } else if character == "<", let (address, end) = autolink(text, at: index) {
                shown += address
                index = end
            } else if let (content, end) = emphasis(text, at: index) {
                shown += visible(content)
                index = end
            } else {
                shown.append(character)
                index += 1
            }
        }
        return shown
    }

    /// `` `code` ``: a run of backticks closed by a run as long, its content as written.
    private static func codeSpan(_ text: [Character], at start: Int) -> ([Character], Int)? {
        let length = run(of: "`", in: text, at: start)
        var index = start + length
        while index < text.count {
            guard text[index] == "`" else { index += 1; continue }
            let closing = run(of: "`", in: text, at: index)
            if closing == length {
                var content = Array(text[(start + length)..<index])
                // One space each side is padding (`` ` `code` ` ``).
                if content.count > 2, content.first == " ", content.last == " " { content = Array(content.dropFirst().dropLast()) }
                return (content, index + closing)
            }
            index += closing
        }
        return nil
    }

    /// `[label](destination)`: the label, the brackets balanced, the destination right after it.
    private static func link(_ text: [Character], at start: Int) -> ([Character], Int)? {
        guard let close = matching("[", "]", in: text, from: start), close + 1 < text.count, text[close + 1] == "(",
            let end = matching("(", ")", in: text, from: close + 1), close > start + 1
        else { return nil }
        return (Array(text[(start + 1)..<close]), end + 1)
    }

    /// `<https://example.com>`: a scheme, a colon and no space or angle bracket up to the `>`.
    private static func autolink(_ text: [Character], at start: Int) -> ([Character], Int)? {
        guard let end = text[(start + 1)...].firstIndex(of: ">") else { return nil }
        let address = Array(text[(start + 1)..<end])
        guard let colon = address.firstIndex(of: ":"), (2...32).contains(colon),
            address[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
            address.first?.isLetter == true, !address.contains(where: { $0.isWhitespace || $0 == "<" })
        else { return nil }
        return (address, end + 1)
    }

    /// `**strong**`, `*emphasis*`, `_emphasis_`, `~~struck~~`: an opening run that a non-space
    /// follows and, further on, the same run that a non-space precedes.
    private static func emphasis(_ text: [Character], at start: Int) -> ([Character], Int)? {
        let marker = text[start]
        guard marker == "*" || marker == "_" || marker == "~" else { return nil }
        let length = run(of: marker, in: text, at: start)
        guard marker != "~" || length == 2, length <= 3, start + length < text.count, !text[start + length].isWhitespace,
            marker != "_" || start == 0 || !isWordCharacter(text[start - 1])
        else { return nil }
        var index = start + length + 1
        while index < text.count {
            guard text[index] == marker else { index += 1; continue }
            let closing = run(of: marker, in: text, at: index)
            let after = index + closing
            if closing == length, !text[index - 1].isWhitespace, marker != "_" || after == text.count || !isWordCharacter(text[after]) {
                return (Array(text[(start + length)..<index]), after)
            }
            index = after
        }
        return nil
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private static func run(of marker: Character, in text: [Character], at start: Int) -> Int {
        text[start...].prefix { $0 == marker }.count
    }

    /// The index of the `close` that balances the `open` at `start`.
    private static func matching(_ open: Character, _ close: Character, in text: [Character], from start: Int) -> Int? {
        var depth = 0
        for index in start..<text.count {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
