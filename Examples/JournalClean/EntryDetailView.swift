import SwiftUI

struct EntryDetailView: View {
    let entry: Entry

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: AppTheme.Spacing.large) {
                VStack(spacing: AppTheme.Spacing.small) {
                    Image(systemName: "face.smiling")
                        .font(.largeTitle)
                    .symbolRenderingMode(.hierarchical)
                        .symbolRenderingMode(.hierarchical)
                    Text("Mood")
                        .font(AppTheme.Fonts.caption)
                    Text("\(entry.mood) of 5")
                }
                Text(entry.body)
                    .font(AppTheme.Fonts.body)
                    .frame(maxWidth: 700, alignment: .leading)
                Divider()
                    .padding(.vertical, AppTheme.Spacing.xSmall)
                Text(entry.date, style: .date)
                    .foregroundStyle(AppTheme.Colors.textSecondary)
            }
            .padding(.horizontal, AppTheme.Spacing.medium)
        }
        .navigationTitle(entry.title)
    }
}
