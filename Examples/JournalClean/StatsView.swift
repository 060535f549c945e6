import SwiftUI

struct StatsView: View {
    @State private var streak = 0
    @State private var showsDetails = false
    @State private var isExpanded = false
    @State private var badges: [String] = []
    @Bindable var store: EntryStore
    let moods: [Int]

    private let columns = [GridItem(.adaptive(minimum: 96, maximum: 160))]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: AppTheme.Spacing.medium) {
                Text("Streak")
                    .font(AppTheme.Fonts.title)
                Text("\(streak) days")
                    .font(AppTheme.Fonts.title)
                    .contentTransition(.numericText())
                Text("Keep going")
                    .font(AppTheme.Fonts.headline)
                    .foregroundStyle(streak > 3 ? AppTheme.Colors.accent : .secondary)
                Text("Best")
                    .foregroundStyle(AppTheme.Colors.accent)
                    .frame(maxWidth: 700)
                Image(systemName: "flame.fill")
                Image(systemName: "arrow.clockwise")
                Image(systemName: "trophy")
                    .font(AppTheme.Fonts.title)
                    .symbolRenderingMode(.hierarchical)
                Button(action: { streak = 0 }) { Image(systemName: "arrow.counterclockwise") }
                    .buttonStyle(.bordered)
                Button { showsDetails = true } label: {
                    Image(systemName: "info.circle")
                        .frame(minWidth: 44, minHeight: 44)
                        .contentShape(Rectangle())
                }
                Button("Refresh", action: store.refresh)
                    .buttonStyle(.bordered)
                Button("More") { withAnimation(.spring) { isExpanded.toggle() } }
                    .buttonStyle(.bordered)
                if isExpanded {
                    if badges.isEmpty {
                        ContentUnavailableView("No Badges Yet", systemImage: "rosette", description: Text("Write daily to earn one"))
                    } else {
                        ForEach(badges, id: \.self) { badge in
                            Text(badge)
                                .transition(.opacity.combined(with: .scale))
                        }
                    }
                }
                Button("Add badge") {
                    withAnimation(.spring) { badges.append("New") }
                }
                .buttonStyle(.bordered)
                LazyVGrid(columns: columns, spacing: AppTheme.Spacing.small) {
                    ForEach(moods, id: \.self) { mood in
                        Text("\(mood)")
                    }
                }
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: AppTheme.Spacing.small) {
                        Button("Day") {}
                        Button("Week") {}
                        Button("Month") {}
                        Button("Year") {}
                    }
                    .buttonStyle(.bordered)
                }
                StatsChart(showsDetails: showsDetails)
            }
            .padding(.horizontal, AppTheme.Spacing.medium)
            .background(AppTheme.Colors.surface)
            .background(.ultraThinMaterial)
            .clipShape(RoundedRectangle(cornerRadius: AppTheme.Style.cornerRadius))
            .animation(.spring, value: streak)
        }
        .sheet(isPresented: $showsDetails) { StatsDetailView() }
    }
}

struct StatsChart: View {
    let showsDetails: Bool

    var body: some View {
        Text("Chart")
            .padding(.top, showsDetails ? AppTheme.Spacing.xSmall : AppTheme.Spacing.medium)
    }
}

struct StatsDetailView: View {
    var body: some View {
        Form { Text("Details") }
            .presentationDetents([.medium])
    }
}
