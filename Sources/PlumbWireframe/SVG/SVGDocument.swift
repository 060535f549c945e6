import PlumbReport

/// Builds SVG markup element by element. Numbers are written to two decimals, without trailing
/// zeros, so that drawings of the same layout are byte-identical (golden files) and small.
struct SVGDocument {
    private(set) var markup = ""

    /// An element without content: `<name attributes/>`.
    mutating func element(_ name: String, _ attributes: [(String, SVGValue)], title: String? = nil) {
        guard let title else {
            markup += "<\(name)\(Self.attributes(attributes))/>"
            return
        }
        markup += "<\(name)\(Self.attributes(attributes))><title>\(MarkupText.escaped(title))</title></\(name)>"
    }

    /// An element holding text.
    mutating func text(_ content: String, _ attributes: [(String, SVGValue)]) {
        markup += "<text\(Self.attributes(attributes))>\(MarkupText.escaped(content))</text>"
    }

    /// A group around what `body` adds.
    mutating func group(_ attributes: [(String, SVGValue)], title: String? = nil, _ body: (inout SVGDocument) -> Void) {
        markup += "<g\(Self.attributes(attributes))>"
        if let title { markup += "<title>\(MarkupText.escaped(title))</title>" }
        body(&self)
        markup += "</g>"
    }

    /// Markup written by hand (definitions).
    mutating func raw(_ markup: String) {
        self.markup += markup
    }

    private static func attributes(_ attributes: [(String, SVGValue)]) -> String {
        attributes.map { " \($0.0)=\"\($0.1.text)\"" }.joined()
    }
}

/// An attribute value: a number (written to two decimals) or text (escaped).
enum SVGValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case number(Double)
    case string(String)

    init(stringLiteral value: String) { self = .string(value) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }

    var text: String {
        switch self {
        case .number(let value): Self.format(value)
        case .string(let value): MarkupText.escaped(value)
        }
    }

    /// `value` to two decimals: `12`, `12.5`, `12.33`; a non-finite value is 0.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return "\(sign)\(whole).\(digits)"
    }
}
