import SwiftUI

extension AppTheme {
    static let brandColor = Color.blue
}

extension AppTheme.Colors {
    static let secondaryAccent = Color(hex: "#0066FF")
}

extension AppTheme.Fonts {
    static let display = Font.system(size: 28, weight: .bold)
}
