import SwiftUI

/// The first-run screens, laid out on every default device by the layout rules.
struct WelcomeView: View {
    @State private var showsCover = false

    var body: some View {
        ScrollView {
            VStack(spacing: AppTheme.Spacing.large) {
                VStack(spacing: AppTheme.Spacing.xSmall) {
                    Text("Welcome to Journal")
                    Text("A few lines a day")
                }
                VStack(spacing: AppTheme.Spacing.xSmall) {
                    Text("Private by design")
                    Text("Your entries stay on your devices, with the date, the mood and the place, so that you can look back over a year of your life in one long scroll.")
                }
            }
            .padding(.horizontal, AppTheme.Spacing.medium)
            .frame(maxWidth: 700)
        }
        .background(AppTheme.Colors.background.ignoresSafeArea())
        .fullScreenCover(isPresented: $showsCover) { TodayCover() }
    }
}

struct TodayCover: View {
    var body: some View {
        VStack(spacing: AppTheme.Spacing.xSmall) {
            Text("Today")
            Text("Member since the spring of 2019")
                .frame(minHeight: AppTheme.Spacing.large)
            Spacer()
            Button { } label: {
                Text("Start writing").frame(maxWidth: .infinity, minHeight: AppTheme.Spacing.xxLarge)
            }
        }
        .padding(.horizontal, AppTheme.Spacing.medium)
        .frame(maxWidth: 700)
    }
}

struct ReminderSettingsView: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Reminders")
                Button("Change time") { }
                    .buttonStyle(.borderedProminent)
            }
        }
    }
}

#if os(tvOS)
struct TVShelfView: View {
    var body: some View {
        ScrollView {
            Text("Up next")
        }
    }
}
#endif
