extension SwiftUIViews {
    /// The types whose every value fills what it is offered where it stands as a view (a
    /// `.background(…)`, an overlay, a stack's layer): the colour, the gradients, the shape
    /// styles and materials, and `some ShapeStyle`.
    public static let fillingStyleTypes: Set<String> = gradients.union([
        "Color", "AnyShapeStyle", "Material", "ShapeStyle", "HierarchicalShapeStyle",
    ])
}

extension SystemColorNames {
    /// UIKit's semantic colours, class properties of `UIColor` (`UIColor.systemGroupedBackground`).
    private static let uiKitSemantic: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator",
        "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "tintColor", "darkText", "lightText",
        "windowBackgroundColor", "controlBackgroundColor", "textBackgroundColor", "labelColor", "secondaryLabelColor",
    ]

    /// Whether `name` is a colour `UIColor` or `NSColor` declares: its palette, its greys, its
    /// semantic colours, `clear`.
    public static func isUIKitColor(_ name: String) -> Bool {
        paletteName(name, throughUIKit: true) != nil || uiKitSemantic.contains(name) || styles.contains(name)
            || name.hasPrefix("systemGray")
    }
}
