import SwiftUI

/// A completed tile's header: a green check, the title and "Completed" below it.
struct SpeziCompletedTileHeader: View {
    var body: some View {
        // The header tries the icon beside both lines first, then the icon beside the title only.
        ViewThatFits(in: .horizontal) {
            HStack {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundColor(.green)
                    .font(.custom("Completed Icon", size: 30, relativeTo: .title))
                    .accessibilityHidden(true)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Some Title")
                        .font(.headline)
                    Text("Completed")
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                }
            }
            VStack(alignment: .leading, spacing: 4) {
                HStack(alignment: .center) {
                    Image(systemName: "checkmark.circle.fill")
                        .foregroundColor(.green)
                        .font(.custom("Completed Icon", size: 30, relativeTo: .title))
                        .accessibilityHidden(true)
                    Text("Some Title")
                        .font(.headline)
                }
                Text("Completed")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
        }
        .accessibilityElement(children: .combine)
    }
}
