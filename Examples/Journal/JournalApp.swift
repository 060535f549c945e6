import SwiftUI

@main
struct JournalApp: App {
    @State private var store = EntryStore()

    var body: some Scene {
        WindowGroup {
            TabView {
                EntryListView(store: store)
                    .tabItem { Label("Journal", systemImage: "book") }
                SettingsView()
                    .tabItem { Label("Settings", systemImage: "gear") }
                StatsView(store: store, moods: [1, 2, 3])
                    .tabItem { Text("Stats") }
            }
            .tint(AppTheme.Colors.accent)
        }
    }
}

struct Entry: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var body: String
    var mood: Int
    var date: Date
}

@Observable
final class EntryStore {
    var entries: [Entry] = []

    func add(_ entry: Entry) {
        withAnimation(.spring) {
            entries.insert(entry, at: 0)
        }
    }

    func refresh() {}
}
