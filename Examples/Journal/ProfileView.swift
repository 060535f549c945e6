import SwiftUI

struct ProfileView: View {
    let name: String
    let entryCount: Int

    var body: some View {
        List {
            Section {
                HStack(spacing: 12) {
                    Image(systemName: "person.crop.circle.fill")
                        .font(.largeTitle)
                        .foregroundStyle(AppTheme.Colors.accent)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(name).font(AppTheme.Fonts.headline)
                        Text("\(entryCount) entries").font(AppTheme.Fonts.caption)
                    }
                }
                .padding(.vertical, 6)
            }
        }
        .safeAreaInset(edge: .bottom) {
            Text("Synced")
                .font(AppTheme.Fonts.caption)
                .padding(.bottom, AppTheme.Spacing.xSmall)
        }
    }
}
