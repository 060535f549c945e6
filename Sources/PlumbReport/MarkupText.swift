import PlumbCore

/// Escaping for the XML and HTML reports and the device matrix's HTML and SVG.
public enum MarkupText {
    /// Text safe in element content and in double-quoted attributes. Control characters other
    /// than tab and line breaks are not allowed in XML 1.0 at all, so they become U+FFFD.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            // As references, so a line break survives in an attribute too.
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Findings grouped by file, files in the order they first appear (findings come sorted).
    static func byFile(_ findings: [Finding]) -> [(file: String, findings: [Finding])] {
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        for finding in findings {
            if groups[finding.position.file] == nil { order.append(finding.position.file) }
            groups[finding.position.file, default: []].append(finding)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }
}
