import SwiftUI

/// A tag pill of the vault: the tag icon and name in a capsule filled and outlined in the tag's
/// colour, centred in a 300 × 200 frame on the system background.
struct VaultIosTagLightSelected: View {
    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            Image(systemName: "tag.fill")
            Text("Light Color")
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(
            Capsule(style: .circular)
                .fill(Color.primary.opacity(0.08))
                .stroke(Color(red: 0.4, green: 0.4, blue: 0.4), lineWidth: 1)
        )
        .foregroundColor(Color(red: 0.4, green: 0.4, blue: 0.4))
        .frame(width: 300, height: 200)
        .background(Color(uiColor: .systemBackground))
    }
}
