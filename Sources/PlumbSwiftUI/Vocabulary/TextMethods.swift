/// The modifiers SwiftUI declares on `Text` itself, which return a `Text` rather than `some
/// View`: a `Text` they modify stays a `Text`, so a method of the project's `extension Text`
/// applies to the result (`Text("A").font(.footnote).tinted(.red)`), as it does in Swift.
public enum TextMethods {
    /// Text's methods returning `Text` (iOS 17–26), by name.
    public static let returningText: Set<String> = [
        "font", "fontWeight", "fontWidth", "fontDesign", "bold", "italic", "monospaced", "monospacedDigit",
        "strikethrough", "underline", "kerning", "tracking", "baselineOffset", "foregroundColor", "foregroundStyle",
        "textScale", "typesettingLanguage", "customAttribute", "speechAlwaysIncludesPunctuation",
        "speechSpellsOutCharacters", "speechAdjustedPitch", "speechAnnouncementsQueued", "accessibilityHeading",
        "accessibilityLabel", "accessibilityTextContentType",
    ]
}
