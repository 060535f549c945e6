/// Turns the colour names on laid-out views into CSS colours: SwiftUI's system colours (light
/// appearance, iOS values), `#RRGGBB` literals, and the project's theme colours where they were
/// resolved to a value. A name it does not know draws as an unfilled placeholder, never a guess.
public struct ColorPalette: Sendable {
    /// Theme colours by token name (`accent`, or in full `AppTheme.Colors.accent`) → `#RRGGBB`.
    public var theme: [String: String]

    public init(theme: [String: String] = [:]) {
        self.theme = theme
    }

    /// SwiftUI's standard colours in the light appearance (iOS).
    static let system: [String: String] = [
        "red": "#FF3B30", "orange": "#FF9500", "yellow": "#FFCC00", "green": "#34C759", "mint": "#00C7BE",
        "teal": "#30B0C7", "cyan": "#32ADE6", "blue": "#007AFF", "indigo": "#5856D6", "purple": "#AF52DE",
        "pink": "#FF2D55", "brown": "#A2845E", "gray": "#8E8E93", "white": "#FFFFFF", "black": "#000000",
        "primary": "#000000", "secondary": "#8A8A8E", "accentColor": "#007AFF",
    ]

    /// The CSS colour of `name`, nil when it is not known (or is `clear`).
    public func color(named name: String) -> String? {
        if name.hasPrefix("#"), [4, 7, 9].contains(name.count), name.dropFirst().allSatisfy(\.isHexDigit) {
            return name
        }
        if let color = theme[name] ?? Self.system[name] { return color }
        // `AppTheme.Colors.accent` → `accent`, as themes name their tokens.
        if let last = name.split(separator: ".").last, last.count < name.count {
            return theme[String(last)]
        }
        return nil
    }
}
