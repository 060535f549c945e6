import SwiftUI
import UIKit

struct HeroHeader: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    let title: String

    var body: some View {
        Text(title)
            .frame(maxWidth: .infinity, minHeight: sizeClass == .regular ? 320 : 200)
            .background(AppTheme.Colors.surface.ignoresSafeArea())
    }
}

struct Collapsible<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        VStack(spacing: AppTheme.Spacing.xSmall) {
            CollapsibleRow { content }
        }
    }
}

struct CollapsibleRow<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        HStack(spacing: AppTheme.Spacing.xSmall) { content }
    }
}

enum LegacyLabel {
    static func make() -> UILabel {
        let label = UILabel()
        label.textAlignment = .natural
        return label
    }
}
