import SwiftUI

/// A secure-note tile of the vault's item grid, 250 pt wide and square: a small icon, the note's
/// title (its size steps down as the title grows)
/// nothing else: the rest of the square is empty.
struct VaultIosNoteEmptyDescription: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Image(systemName: "doc.text.fill")
                .font(.caption2.weight(.semibold))
                .foregroundStyle(Color(red: 0.5, green: 0.5, blue: 0.5).opacity(0.7))
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.bottom, 8)

            Text("Title")
                .font(.title.weight(.heavy))
                .foregroundStyle(.primary)
                .lineLimit(nil)
                .multilineTextAlignment(.leading)
                .frame(maxWidth: .infinity, alignment: .leading)

            Spacer()
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
