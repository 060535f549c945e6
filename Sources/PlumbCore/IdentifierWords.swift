/// The lowercased words of a camel-case or snake-case identifier: `displayName` → display, name;
/// `unread_count` → unread, count; `DEBUG_MENU` → debug, menu; `URLSession` → urlsession.
public enum IdentifierWords {
    public static func of(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, !current.isEmpty, current.last?.isUppercase == false {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
