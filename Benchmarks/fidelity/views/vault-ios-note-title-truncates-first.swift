import SwiftUI

/// A secure-note tile of the vault's item grid, 250 pt wide and square: a small icon, the note's
/// title (its size steps down as the title grows, at most three lines above a description) and the
/// first lines of the note, fading out at the bottom.
struct VaultIosNoteTitleTruncatesFirst: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Image(systemName: "doc.text.fill")
                .font(.caption2.weight(.semibold))
                .foregroundStyle(Color(red: 0.5, green: 0.5, blue: 0.5).opacity(0.7))
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.bottom, 8)

            Text("Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title Title")
                .font(.system(size: 14, weight: .bold))
                .foregroundStyle(.primary)
                .lineLimit(3)
                .multilineTextAlignment(.leading)
                .frame(maxWidth: .infinity, alignment: .leading)

            ZStack(alignment: .topLeading) {
                Text("Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description Description")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineSpacing(3)
                    .lineLimit(nil)
                    .multilineTextAlignment(.leading)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .mask {
                        // The note's first lines fade out over their last 40 points.
                        VStack(spacing: 0) {
                            Rectangle()
                                .fill(.white)
                            LinearGradient(
                                colors: [.white, .white.opacity(0)],
                                startPoint: .top,
                                endPoint: .bottom
                            )
                            .frame(height: 40)
                        }
                    }
            }
            .padding(.top, 12)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
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
