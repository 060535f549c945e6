import SwiftUI

struct StatsView: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var streak = 0
    @State private var showsDetails = false
    @State private var cardSize: CGSize = .zero
    @State private var isExpanded = false
    @State private var badges: [String] = []
    @Bindable var store: EntryStore
    let moods: [Int]

    private let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                VStack(alignment: .leading) {
                    Text("Streak")
                        .font(.custom("Avenir-Heavy", size: 20))
                    Text("\(streak) days")
                        .font(.system(size: 34, weight: .bold))
                    Text("Keep going")
                        .font(.headline)
                        .foregroundStyle(streak > 3 ? .green : .secondary)
                    Text("Best")
                        .foregroundStyle(Color(hex: "#FF660"))
                        .frame(width: 240)
                    Image(systemName: "flame.fil")
                    Image(systemName: "arrow.clockwise.square")
                    Image(systemName: "trophy")
                        .font(.system(size: 48))
                    Button(action: { streak = 0 }) { Image("reset-icon") }
                    Button { showsDetails.toggle() } label: { Image(systemName: "info.circle") }
                    Button("Refresh") { store.refresh() }
                    Button("More") { isExpanded.toggle() }
                    if isExpanded {
                        ForEach(badges, id: \.self) { badge in
                            Text(badge)
                        }
                    }
                    Button("Add badge") {
                        withAnimation(.spring) { badges.append("New") }
                    }
                    LazyVGrid(columns: columns) {
                        ForEach(moods, id: \.self) { mood in
                            Text("\(mood)")
                        }
                    }
                    HStack {
                        Button("Day") {}
                        Button("Week") {}
                        Button("Month") {}
                        Button("Year") {}
                    }
                    chart
                    legend
                }
                .frame(width: proxy.size.width * 0.9)
                .padding(.top, 47)
                .background(colorScheme == .dark ? Color.black : Color.white)
                .background(.thinMaterial)
                .clipShape(RoundedRectangle(cornerRadius: 12))
                .animation(.easeInOut(duration: 0.3), value: streak)
                .onPreferenceChange(CardSizeKey.self) { cardSize = $0 }
            }
        }
        .statusBarHidden()
        .fullScreenCover(isPresented: $showsDetails) { StatsDetailView() }
    }

    /// Reads none of the view's state, yet runs again whenever `streak` or `showsDetails` changes.
    var legend: some View {
        HStack { Image(systemName: "flame"); Text("Streak") }
    }

    @ViewBuilder
    var chart: some View {
        if showsDetails {
            Text("Chart").padding(.top, 8)
        } else {
            Text("Chart").padding(.top, 16)
        }
    }
}

struct StatsDetailView: View {
    var body: some View {
        Form { Text("Details") }
    }
}

struct CardSizeKey: PreferenceKey {
    static let defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
}
