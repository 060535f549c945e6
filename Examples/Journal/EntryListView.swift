import SwiftUI

struct EntryListView: View {
    let store: EntryStore
    @State private var isComposing = false

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 10) {
                    ForEach(store.entries) { entry in
                        NavigationLink(value: entry) {
                            EntryCard(entry: entry)
                        }
                    }
                }
                .padding(.horizontal, 20)
            }
            .navigationTitle("Journal")
            .navigationDestination(for: Entry.self) { EntryDetailView(entry: $0) }
            .safeAreaInset(edge: .bottom) {
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
    private let inset: CGFloat = 14

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.title)
                .font(AppTheme.Fonts.headline)
            Text(entry.body)
                .font(AppTheme.Fonts.body)
                .lineLimit(2)
        }
        .padding(inset)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(AppTheme.Colors.surface)
        .clipShape(RoundedRectangle(cornerRadius: AppTheme.Style.cornerRadius))
    }
}
