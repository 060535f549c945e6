import SwiftUI

/// A tile header, trailing-aligned: a book icon, the title "Clean Code" and its author.
struct SpeziTileHeaderTrailing: View {
    var body: some View {
        // The header tries the icon beside both lines first, then the icon beside the title only.
        ViewThatFits(in: .horizontal) {
            HStack {
                Image(systemName: "book.pages.fill")
                    .foregroundStyle(.teal)
                    .font(.custom("Task Icon", size: 30, relativeTo: .headline))
                    .dynamicTypeSize(...DynamicTypeSize.accessibility2)
                    .accessibilityHidden(true)
                VStack(alignment: .trailing, spacing: 4) {
                    Text("Clean Code")
                        .font(.headline)
                    Text("by Robert C. Martin")
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                }
            }
            VStack(alignment: .trailing, spacing: 4) {
                HStack(alignment: .center) {
                    Image(systemName: "book.pages.fill")
                        .foregroundStyle(.teal)
                        .font(.custom("Task Icon", size: 30, relativeTo: .headline))
                        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
                        .accessibilityHidden(true)
                    Text("Clean Code")
                        .font(.headline)
                }
                Text("by Robert C. Martin")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
        }
        .accessibilityElement(children: .combine)
    }
}
