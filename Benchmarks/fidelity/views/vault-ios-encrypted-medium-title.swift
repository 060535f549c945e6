import SwiftUI

/// An encrypted-item tile of the vault's item grid, 250 pt wide and square: a lock, the item's
/// title (its size steps down as the title grows) and a small "ENCRYPTED" label at the bottom.
struct VaultIosEncryptedMediumTitle: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Image(systemName: "lock.fill")
                .font(.caption2.weight(.semibold))
                .foregroundStyle(Color(red: 0.5, green: 0.5, blue: 0.5).opacity(0.7))
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.bottom, 8)

            Text("Hello there this is a pretty long title, but not too long.")
                .font(.system(size: 20, weight: .heavy))
                .foregroundStyle(.primary)
                .lineLimit(nil)
                .multilineTextAlignment(.leading)
                .frame(maxWidth: .infinity, alignment: .leading)

            Spacer()

            Text("Encrypted")
                .font(.system(size: 9, weight: .medium))
                .foregroundStyle(.secondary.opacity(0.6))
                .textCase(.uppercase)
                .tracking(0.5)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .aspectRatio(1, contentMode: .fill)
        // The app's card modifier, inlined: a secondary-system fill clipped to a continuous
        // 12-pt rounded rectangle and a 2-pt border of the item's colour at 30 %.
        .background(Color(uiColor: .secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
        .overlay(
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .stroke(Color(red: 0.5, green: 0.5, blue: 0.5).opacity(0.3), lineWidth: 2)
        )
        .frame(width: 250)
    }
}
