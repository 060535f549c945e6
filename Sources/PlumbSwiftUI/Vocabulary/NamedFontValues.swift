import PlumbCore
import PlumbLayout

/// SwiftUI's and UIKit's font value types whose named values are distinct, so that a `switch`
/// over one of them takes the case its name says (`switch weight { case .medium: … }` for
/// `weight: Font.Weight` given `.medium`), as a project enum's case does.
public enum NamedFontValues {
    /// Whether `name` is a named value of the type written `typeName`: a weight of `Font.Weight`
    /// or `UIFont.Weight`, a text style of `Font.TextStyle` or `UIFont.TextStyle`.
    public static func isNamedValue(_ name: String, of typeName: String) -> Bool {
        switch typeName {
        case "Font.Weight", "UIFont.Weight", "SwiftUI.Font.Weight": FontWeight(rawValue: name) != nil
        case "Font.TextStyle", "SwiftUI.Font.TextStyle": TextStyle(rawValue: name) != nil
        case "UIFont.TextStyle": uiKitTextStyle(name) != nil
        default: false
        }
    }

    /// The text style UIKit's `UIFont.TextStyle` member `name` is (`.title1` SwiftUI's `.title`,
    /// `.caption1` its `.caption`); nil for a name UIKit does not give a style.
    public static func uiKitTextStyle(_ name: String) -> TextStyle? {
        switch name {
        case "title1": .title
        case "caption1": .caption
        case "title", "caption": nil
        default: TextStyle(rawValue: name)
        }
    }

    /// The text size UIKit's `UIContentSizeCategory` member `name` is (`.large` Large,
    /// `.accessibilityMedium` AX1); nil for another name (`.unspecified`).
    public static func contentSizeCategory(_ name: String) -> DynamicTypeSize? {
        switch name {
        case "extraSmall": .xSmall
        case "small": .small
        case "medium": .medium
        case "large": .large
        case "extraLarge": .xLarge
        case "extraExtraLarge": .xxLarge
        case "extraExtraExtraLarge": .xxxLarge
        case "accessibilityMedium": .accessibility1
        case "accessibilityLarge": .accessibility2
        case "accessibilityExtraLarge": .accessibility3
        case "accessibilityExtraExtraLarge": .accessibility4
        case "accessibilityExtraExtraExtraLarge": .accessibility5
        default: nil
        }
    }
}
