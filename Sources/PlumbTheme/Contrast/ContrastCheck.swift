import PlumbCore

/// WCAG 2 contrast of the palette's text colours (`text`, `textPrimary`, `textSecondary`, …)
/// against its `background` and `surface`: body text needs 4.5:1. A light/dark pair is checked in
/// each appearance.
public enum ContrastCheck {
    public static let minimum = 4.5
    static let backdrops = ["background", "surface"]

    /// A text colour that is too faint on a backdrop.
    public struct Failure: Sendable, Equatable, CustomStringConvertible {
        public var text: String
        public var backdrop: String
        public var ratio: Double
        /// `light` or `dark` when the pair differs by appearance.
        public var appearance: String?

        public var description: String {
            let mode = appearance.map { " in \($0) mode" } ?? ""
            return "\(text) on \(backdrop)\(mode): contrast \(Self.ratioText(ratio)):1 is below 4.5:1 for body text"
        }

        /// Two decimals, rounded down so that a failing ratio never prints as 4.50.
        static func ratioText(_ ratio: Double) -> String {
            let hundredths = Int((ratio * 100).rounded(.down))
            let fraction = hundredths % 100
            return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
        }
    }

    public static func failures(in plan: ThemePlan) -> [Failure] {
        let texts = plan.colors.filter { isText($0.name) }
        let backs = backdrops.compactMap(plan.color(named:))
        return texts.flatMap { text in
            backs.flatMap { back in failures(of: text, on: back) }
        }
    }

    private static func failures(of text: ThemeToken<ThemeColor>, on back: ThemeToken<ThemeColor>) -> [Failure] {
        let modes: [(String?, KeyPath<ThemeColor, HexColor>)] = text.value.isAdaptive || back.value.isAdaptive
            ? [("light", \.light), ("dark", \.dark)]
            : [(nil, \.light)]
        return modes.compactMap { mode, color in
            let ratio = text.value[keyPath: color].contrast(on: back.value[keyPath: color])
            guard ratio < minimum else { return nil }
            return Failure(text: text.source, backdrop: back.source, ratio: ratio, appearance: mode)
        }
    }

    /// `text`, or `text` followed by a capitalised word or a digit.
    private static func isText(_ name: String) -> Bool {
        guard name.hasPrefix("text") else { return false }
        return name.dropFirst(4).first.map { $0.isUppercase || $0.isNumber } ?? true
    }
}
