import SwiftUI

/// GoodSwiftUI's button in its small size, shown at its ideal size.
struct GoodSwiftUIButtonLeftIconSmall: View {
    var body: some View {
        Button("Button") {}
            .fixedSize()
            .buttonStyle(GoodSwiftUIButtonLeftIconSmallStyle())
    }
}

/// The library's button style with the test's red appearance and the small size preset: the label
/// between optional icons, padded, at least 32 pt tall, stretching across the width it is offered,
/// on a rounded rectangle of radius 16. (The app scales these metrics with Dynamic Type;
/// these are the values at the default size.)
private struct GoodSwiftUIButtonLeftIconSmallStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: 4) {
            Image(systemName: "person")
                .resizable()
                .scaledToFit()
                .frame(width: 16, height: 16)
                .foregroundColor(.white)
            configuration.label
                .foregroundColor(.white)
                .font(.system(size: 17, weight: .medium))
        }
        .padding(EdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 12))
        .frame(maxWidth: .infinity, minHeight: 32)
        .contentShape(Rectangle())
        .background(
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.red)
        )
    }
}
