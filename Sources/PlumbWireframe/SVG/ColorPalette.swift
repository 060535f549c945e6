/// Turns the colour names on laid-out views into CSS colours: SwiftUI's system colours (light
/// appearance, iOS values), `#RRGGBB` literals, the project's theme colours where they were
/// resolved to a value, and the colour sets of its asset catalogs (`Color("Brand")`). A name it
/// does not know draws as an unfilled placeholder, never a guess.
public struct ColorPalette: Sendable {
    /// The project's colour constants by full name (`AppTheme.Colors.accent`, `Color.brandGold`),
    /// each a `#RRGGBB` literal, a SwiftUI colour's name or another constant's full name, as
    /// `ProjectFacts.declaredColors` reads them.
    public var theme: [String: String]
    /// The asset catalogs' colours for the light (any) appearance, as `#RRGGBB`, by colour set
    /// name and by the symbol Xcode generates for it (`AssetCatalog.drawingColors`).
    public var assets: [String: String]
    /// How many names a theme colour may go through to its value (`tint` → `accent` → hex).
    private static let maximumAliases = 8

    public init(theme: [String: String] = [:], assets: [String: String] = [:]) {
        self.theme = theme
        self.assets = assets
    }

    /// SwiftUI's standard colours in the light appearance (iOS).
    static let system: [String: String] = [
        "red": "#FF3B30", "orange": "#FF9500", "yellow": "#FFCC00", "green": "#34C759", "mint": "#00C7BE",
        "teal": "#30B0C7", "cyan": "#32ADE6", "blue": "#007AFF", "indigo": "#5856D6", "purple": "#AF52DE",
        "pink": "#FF2D55", "brown": "#A2845E", "gray": "#8E8E93", "white": "#FFFFFF", "black": "#000000",
        "primary": "#000000", "secondary": "#8A8A8E", "accentColor": "#007AFF",
    ]

    /// The CSS colour of `name`, nil when it is not known (or is `clear`). A bare name not of
    /// SwiftUI's is a `Color` constant of the project (`.brandGold`, `Color.brandGold`).
    public func color(named name: String) -> String? {
        var name = name
        for _ in 0...Self.maximumAliases {
            if name.hasPrefix("#"), [4, 7, 9].contains(name.count), name.dropFirst().allSatisfy(\.isHexDigit) {
                return name
            }
            if let color = Self.system[name] { return color }
            guard let next = theme[name] ?? (name.contains(".") ? nil : theme["Color.\(name)"]) else { return assets[name] }
            name = next
        }
        return nil
    }
}
