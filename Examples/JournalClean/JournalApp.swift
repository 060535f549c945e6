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
        entries.insert(entry, at: 0)
    }
}
