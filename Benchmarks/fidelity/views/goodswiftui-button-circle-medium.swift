import SwiftUI

/// GoodSwiftUI's button in its medium circle size, icon only, shown at its ideal size.
struct GoodSwiftUIButtonCircleMedium: View {
    var body: some View {
        Button(action: {}, label: { EmptyView() })
            .fixedSize()
            .buttonStyle(GoodSwiftUIButtonCircleMediumStyle())
    }
}

/// The library's button style with the test's red appearance and the medium circle size preset: the label
/// between optional icons, padded, at least 40 pt tall,
/// on a rounded rectangle of radius 20. (The app scales these metrics with Dynamic Type;
/// these are the values at the default size.)
private struct GoodSwiftUIButtonCircleMediumStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: 0) {
            configuration.label
                .foregroundColor(.white)
                .font(.system(size: 17, weight: .medium))
            Image(systemName: "arrow.right")
                .resizable()
                .scaledToFit()
                .frame(width: 24, height: 24)
                .foregroundColor(.white)
        }
        .padding(EdgeInsets())
        .frame(minWidth: 40, minHeight: 40)
        .contentShape(Rectangle())
        .background(
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.red)
        )
    }
}
