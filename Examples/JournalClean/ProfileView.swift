import SwiftUI

struct ProfileView: View {
    let name: String
    let entryCount: Int

    var body: some View {
        List {
            Section {
                HStack(spacing: AppTheme.Spacing.small) {
                    Image(systemName: "person.crop.circle.fill")
                        .font(.largeTitle)
                    .symbolRenderingMode(.hierarchical)
                        .symbolRenderingMode(.hierarchical)
                        .foregroundStyle(AppTheme.Colors.accent)
                    VStack(alignment: .leading, spacing: AppTheme.Spacing.xxSmall) {
                        Text(name).font(AppTheme.Fonts.headline)
                        Text("\(entryCount) entries").font(AppTheme.Fonts.caption)
                    }
                }
                .padding(.vertical, AppTheme.Spacing.xSmall)
            }
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            Text("Synced")
                .font(AppTheme.Fonts.caption)
                .padding(.bottom, AppTheme.Spacing.xSmall)
        }
    }
}
