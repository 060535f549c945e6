import SwiftUI

/// A tile header, center-aligned: a book icon, the title "Clean Code" and its author.
struct SpeziTileHeaderCenter: View {
    var body: some View {
        VStack(alignment: .center, spacing: 4) {
            Image(systemName: "book.pages.fill")
                .foregroundStyle(.teal)
                .font(.custom("Task Icon", size: 30, relativeTo: .headline))
                .dynamicTypeSize(...DynamicTypeSize.accessibility2)
                .accessibilityHidden(true)
            Text("Clean Code")
                .font(.headline)
            Text("by Robert C. Martin")
                .font(.subheadline)
                .foregroundColor(.secondary)
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
    }
}
