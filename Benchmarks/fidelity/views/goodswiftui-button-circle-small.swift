import SwiftUI

/// GoodSwiftUI's button in its small circle size, icon only, shown at its ideal size.
struct GoodSwiftUIButtonCircleSmall: View {
    var body: some View {
        Button(action: {}, label: { EmptyView() })
            .fixedSize()
            .buttonStyle(GoodSwiftUIButtonCircleSmallStyle())
    }
}

/// The library's button style with the test's red appearance and the small circle size preset: the label
/// between optional icons, padded, at least 32 pt tall,
/// on a rounded rectangle of radius 16. (The app scales these metrics with Dynamic Type;
/// these are the values at the default size.)
private struct GoodSwiftUIButtonCircleSmallStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: 0) {
            configuration.label
                .foregroundColor(.white)
                .font(.system(size: 17, weight: .medium))
            Image(systemName: "arrow.right")
                .resizable()
                .scaledToFit()
                .frame(width: 16, height: 16)
                .foregroundColor(.white)
        }
        .padding(EdgeInsets())
        .frame(minWidth: 32, minHeight: 32)
        .contentShape(Rectangle())
        .background(
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.red)
        )
    }
}
