/// The colours SwiftUI and UIKit name: the system palette (`.blue`, `Color.red`), the styles
/// that stand for a colour (`.primary`, `.clear`), and UIKit's spellings of the palette
/// (`UIColor.systemBlue`, `.systemGray4`, `.lightGray`).
public enum SystemColorNames {
    /// The colour types: SwiftUI's `Color` and the platforms' `UIColor` and `NSColor`.
    public static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor"]

    /// SwiftUI's `Color` as code names it, qualified or not.
    public static let swiftUIColor: Set<String> = ["Color", "SwiftUI.Color"]

    /// The types whose leading-dot names are UIKit's and AppKit's (`.systemBlue`, `.lightGray`).
    public static let platformColorTypes: Set<String> = ["UIColor", "NSColor", "CGColor"]

    /// The types a colour value can have besides the colour types: a shape style, a Core
    /// Graphics colour.
    public static let styleTypes: Set<String> = ["ShapeStyle", "AnyShapeStyle", "CGColor"]

    /// SwiftUI's palette (also `UIColor.red` and friends).
    public static let palette: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
        "brown", "gray", "white", "black",
    ]

    /// Names a leading dot reaches in a colour position that are not palette colours: the clear
    /// colour and the hierarchical and accent styles.
    public static let styles: Set<String> = ["clear", "primary", "secondary", "accentColor"]

    /// UIKit's fixed greys, reached only through `UIColor`/`NSColor`.
    public static let uiKitOnly: Set<String> = ["darkGray", "lightGray", "magenta"]

    /// The palette colour a name spells: `blue`, or, through UIKit, `blue` for `systemBlue`
    /// (`systemGray2` … `systemGray6` are greys of the palette too) and `lightGray`.
    public static func paletteName(_ name: String, throughUIKit: Bool) -> String? {
        if palette.contains(name) || (throughUIKit && uiKitOnly.contains(name)) { return name }
        guard throughUIKit, name.hasPrefix("system") else { return nil }
        var base = name.dropFirst("system".count)
        if base.hasPrefix("Gray"), let last = base.last, ("2"..."6").contains(last) { base = base.dropLast() }
        guard let first = base.first, first.isUppercase else { return nil }
        let lowered = first.lowercased() + base.dropFirst()
        return palette.contains(lowered) ? lowered : nil
    }
}
