import SwiftUI

struct EntryDetailView: View {
    let entry: Entry

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                VStack {
                    Image(systemName: "face.smiling")
                        .font(.largeTitle)
                    Text("Mood")
                        .font(AppTheme.Fonts.caption)
                    Text("\(entry.mood) of 5")
                }
                Text(entry.body)
                    .font(AppTheme.Fonts.body)
                Divider()
                    .padding(.vertical, 5)
                Text(entry.date, style: .date)
                    .foregroundStyle(AppTheme.Colors.textSecondary)
            }
            .padding(.horizontal, AppTheme.Spacing.gutter)
        }
        .navigationTitle(entry.title)
    }
}
