import SwiftUI

enum AppTheme {
    enum Colors {
        static let accent = Color(hex: "#2F7D6D")
        static let background = Color(.systemBackground)
        static let surface = Color(.secondarySystemBackground)
        static let textPrimary = Color.primary
        static let textSecondary = Color.secondary
    }

    enum Fonts {
        static let title = Font.title
        static let headline = Font.headline
        static let body = Font.body
        static let caption = Font.caption
    }

    enum Spacing {
        static let xSmall: CGFloat = 8
        static let small: CGFloat = 12
        static let medium: CGFloat = 16
        static let large: CGFloat = 24
        static let huge: CGFloat = 40
        static let gutter: CGFloat = 18
    }

    enum Style {
        static let cornerRadius: CGFloat = 12
    }
}
