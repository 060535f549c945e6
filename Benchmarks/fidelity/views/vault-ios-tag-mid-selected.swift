import SwiftUI

/// A tag pill of the vault: the tag icon and name in a capsule filled and outlined in the tag's
/// colour, centred in a 300 × 200 frame on the system background.
struct VaultIosTagMidSelected: View {
    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            Image(systemName: "tag.fill")
            Text("Mid Color")
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(
            Capsule(style: .circular)
                .fill(Color(red: 0.5, green: 0.5, blue: 0.5).opacity(0.25))
                .stroke(Color(red: 0.35, green: 0.35, blue: 0.35), lineWidth: 1)
        )
        .foregroundColor(Color(red: 0.35, green: 0.35, blue: 0.35))
        .frame(width: 300, height: 200)
        .background(Color(uiColor: .systemBackground))
    }
}
