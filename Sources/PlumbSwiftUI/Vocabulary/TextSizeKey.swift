import PlumbCore

/// The environment values that hold the user's text size: `\.dynamicTypeSize`, a
/// `DynamicTypeSize`, and the older `\.sizeCategory`, a `ContentSizeCategory`; each type is
/// ordered from the smallest size to the largest and tells whether a size is an accessibility one.
enum TextSizeKey {
    case dynamicTypeSize, sizeCategory

    /// The key an `@Environment` property's attributes name (`@Environment(\.sizeCategory)`);
    /// nil for any other.
    init?(_ attributes: String) {
        if attributes.contains("dynamicTypeSize") {
            self = .dynamicTypeSize
        } else if attributes.contains("sizeCategory") {
            self = .sizeCategory
        } else {
            return nil
        }
    }

    /// The type of the value the key holds, as a case may be written on it (`DynamicTypeSize.large`).
    var typeName: String {
        switch self {
        case .dynamicTypeSize: "DynamicTypeSize"
        case .sizeCategory: "ContentSizeCategory"
        }
    }

    /// The member that tells whether the value is an accessibility size (AX1 … AX5).
    var accessibilityMember: String {
        switch self {
        case .dynamicTypeSize: "isAccessibilitySize"
        case .sizeCategory: "isAccessibilityCategory"
        }
    }

    /// The text size the value's case `name` is; nil for a name that is none.
    func size(named name: String) -> DynamicTypeSize? {
        switch self {
        case .dynamicTypeSize: DynamicTypeSize(rawValue: name)
        case .sizeCategory: NamedFontValues.contentSizeCategory(name)
        }
    }
}
