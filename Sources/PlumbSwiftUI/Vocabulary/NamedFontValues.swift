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
        case "Font.TextStyle", "UIFont.TextStyle", "SwiftUI.Font.TextStyle": TextStyle(rawValue: name) != nil
        default: false
        }
    }
}
