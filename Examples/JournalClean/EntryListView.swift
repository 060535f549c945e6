import SwiftUI

struct EntryListView: View {
    let store: EntryStore
    @State private var isComposing = false

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: AppTheme.Spacing.medium) {
                    ForEach(store.entries) { entry in
                        NavigationLink(value: entry) {
                            EntryCard(entry: entry)
                        }
                        .transition(.opacity.combined(with: .scale))
                    }
                }
                .padding(.horizontal, AppTheme.Spacing.medium)
            }
            .overlay {
                if store.entries.isEmpty {
                    ContentUnavailableView("No Entries Yet", systemImage: "book", description: Text("Tap New Entry to write your first one"))
                }
            }
            .navigationTitle("Journal")
            .navigationDestination(for: Entry.self) { EntryDetailView(entry: $0) }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Button("New Entry") { isComposing = true }
                    .buttonStyle(.borderedProminent)
                    .padding(AppTheme.Spacing.medium)
            }
            .sheet(isPresented: $isComposing) {
                ComposeView(store: store)
            }
        }
    }
}

struct EntryCard: View {
    let entry: Entry
    private let inset: CGFloat = AppTheme.Spacing.medium

    var body: some View {
        VStack(alignment: .leading, spacing: AppTheme.Spacing.xSmall) {
            Text(entry.title)
                .font(AppTheme.Fonts.headline)
            Text(entry.body)
                .font(AppTheme.Fonts.body)
                .lineLimit(2)
                .frame(maxWidth: 700, alignment: .leading)
        }
        .padding(inset)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(AppTheme.Colors.surface)
        .clipShape(RoundedRectangle(cornerRadius: AppTheme.Style.cornerRadius))
    }
}
