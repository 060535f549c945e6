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

// A suppression naming a rule that does not exist, and one left behind after its fix.
// plumb:disable:next spacng-grid
private let hairlineWidth = 1
// plumb:disable:next spacing-grid - it was 6 once
private let gutterWidth = 8
