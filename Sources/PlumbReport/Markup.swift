/// Escaping for text put into HTML, SVG or XML, in element content or a quoted attribute value.
public enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` as character references, safe in content and in
    /// either kind of quoted attribute.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
