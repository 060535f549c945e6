// Written by `plumb theme` from theme-plan.yml. Edit the plan, not this file.

import SwiftUI

/// The design system's tokens (standard density, solid surfaces, fixed appearance).
enum AppTheme {
    /// The palette; `accent` is the app's one accent colour.
    enum Colors {
        static let accent = Color(hex: "#2F7D6D")
        static let background = Color(hex: "#FFFFFF")
        static let surface = Color(hex: "#F2F2F7")
        static let textPrimary = Color(hex: "#1C1C1E")
        static let textSecondary = Color(hex: "#5C5C66")
        static let separator = Color(hex: "#D1D1D6")
        static let success = Color(hex: "#2E7D32")
        static let warning = Color(hex: "#B25E00")
        static let destructive = Color(hex: "#C62828")
    }

    /// System text styles only, so text follows Dynamic Type.
    enum Fonts {
        static let largeTitle = Font.largeTitle
        static let title = Font.title
        static let title2 = Font.title2
        static let title3 = Font.title3
        static let headline = Font.headline
        static let subheadline = Font.subheadline
        static let body = Font.body
        static let callout = Font.callout
        static let footnote = Font.footnote
        static let caption = Font.caption
        static let caption2 = Font.caption2
    }

    /// The 4-pt spacing scale, and the steps the standard density gives each role.
    enum Spacing {
        /// 4pt: icon-to-label gap, tight inline spacing.
        static let xxSmall: CGFloat = 4
        /// 8pt: between related items (label and value).
        static let xSmall: CGFloat = 8
        /// 12pt: list row internal padding.
        static let small: CGFloat = 12
        /// 16pt: standard padding, outer margins.
        static let medium: CGFloat = 16
        /// 24pt: section spacing, card-to-card gap.
        static let large: CGFloat = 24
        /// 32pt: major section breaks.
        static let xLarge: CGFloat = 32
        /// 48pt: screen-level top and bottom breathing room.
        static let xxLarge: CGFloat = 48

        /// Margin between content and the screen's side edges.
        static let outerMargin: CGFloat = medium
        /// Padding inside a card.
        static let cardPadding: CGFloat = medium
        /// Gap between sections.
        static let sectionGap: CGFloat = large
        /// Vertical padding of a list row.
        static let rowPadding: CGFloat = small
    }

    /// Corner radius and the card shadow.
    enum Style {
        /// Corner radius of cards: `.clipShape(RoundedRectangle(cornerRadius: cornerRadius))`.
        static let cornerRadius: CGFloat = 12
        /// The card shadow: `.shadow(color: cardShadowColor, radius: cardShadowRadius, y: cardShadowY)`.
        static let cardShadowColor = Color(hex: "#000000").opacity(0.06)
        static let cardShadowRadius: CGFloat = 8
        static let cardShadowY: CGFloat = 4
    }

    /// What cards and panels are filled with: solid surfaces are the opaque palette surface colour.
    enum Surface {
        static let card = Colors.surface
    }
}

extension Color {
    /// A colour from hex digits: `#RGB`, `#RRGGBB` or `#RRGGBBAA`, the `#` optional.
    init(hex: String) {
        var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        if digits.count == 3 { digits = String(digits.flatMap { [$0, $0] }) }
        let value = UInt64(digits, radix: 16) ?? 0
        let rgba = digits.count == 8 ? value : value << 8 | 0xFF
        self.init(
            .sRGB,
            red: Double(rgba >> 24 & 0xFF) / 255,
            green: Double(rgba >> 16 & 0xFF) / 255,
            blue: Double(rgba >> 8 & 0xFF) / 255,
            opacity: Double(rgba & 0xFF) / 255
        )
    }
}
