import SwiftUI

/// GoodSwiftUI's button in its square size, icon only, shown at its ideal size.
struct GoodSwiftUIButtonSquare: View {
    var body: some View {
        Button(action: {}, label: { EmptyView() })
            .fixedSize()
            .buttonStyle(GoodSwiftUIButtonSquareStyle())
    }
}

/// The library's button style with the test's red appearance and the square size preset: the label
/// between optional icons, padded, at least 56 pt tall,
/// on a rounded rectangle of radius 16. (The app scales these metrics with Dynamic Type;
/// these are the values at the default size.)
private struct GoodSwiftUIButtonSquareStyle: ButtonStyle {
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
        .frame(minWidth: 56, minHeight: 56)
        .contentShape(Rectangle())
        .background(
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.red)
        )
    }
}
