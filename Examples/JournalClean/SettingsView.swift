import SwiftUI

struct SettingsView: View {
    @AppStorage("reminders") private var remindersOn = true
    private let columns = [GridItem(.adaptive(minimum: 96), spacing: AppTheme.Spacing.small)]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: AppTheme.Spacing.medium) {
                    Toggle("Daily reminder", isOn: $remindersOn)
                    LazyVGrid(columns: columns, spacing: AppTheme.Spacing.small) {
                        ForEach(["Calm", "Happy", "Tired", "Proud"], id: \.self) { mood in
                            Text(mood)
                                .padding(.vertical, AppTheme.Spacing.xSmall)
                                .frame(maxWidth: .infinity)
                                .background(AppTheme.Colors.surface)
                                .clipShape(Capsule())
                        }
                    }
                }
                .padding(AppTheme.Spacing.medium)
            }
            .navigationTitle("Settings")
        }
    }
}
