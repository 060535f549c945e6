import SwiftUI

/// The first-run screens, laid out on every default device by the layout rules.
struct WelcomeView: View {
    @State private var showsCover = false

    var body: some View {
        ZStack {
            Color.indigo
            ScrollView {
                VStack(spacing: 8) {
                    VStack(spacing: 12) {
                        Text("Welcome to Journal")
                        Text("A few lines a day")
                    }
                    VStack(spacing: 12) {
                        Text("Private by design")
                        Text("Your entries stay on your devices, with the date, the mood and the place, so that you can look back over a year of your life in one long scroll.")
                    }
                }
            }
        }
        .sheet(isPresented: $showsCover) { TodayCover() }
    }
}

struct TodayCover: View {
    var body: some View {
        VStack {
            Text("Today")
            Text("Member since the spring of 2019")
                .frame(height: 20)
            Spacer()
            Button { } label: {
                Text("Start writing")
                    .frame(maxWidth: .infinity, minHeight: 48)
                    .background(Color.accentColor)
            }
        }
        .ignoresSafeArea()
    }
}

struct ReminderSettingsView: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Reminders")
                Button("Change time") { }
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
        .ignoresSafeArea()
    }
}
#endif
