import SwiftUI

/// GoodSwiftUI's button in its medium size, shown at its ideal size.
struct GoodSwiftUIButtonLeftIconMedium: View {
    var body: some View {
        Button("Button") {}
            .fixedSize()
            .buttonStyle(GoodSwiftUIButtonLeftIconMediumStyle())
    }
}

/// The library's button style with the test's red appearance and the medium size preset: the label
/// between optional icons, padded, at least 40 pt tall, stretching across the width it is offered,
/// on a rounded rectangle of radius 20. (The app scales these metrics with Dynamic Type;
/// these are the values at the default size.)
private struct GoodSwiftUIButtonLeftIconMediumStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: 4) {
            Image(systemName: "person")
                .resizable()
                .scaledToFit()
                .frame(width: 20, height: 20)
                .foregroundColor(.white)
            configuration.label
                .foregroundColor(.white)
                .font(.system(size: 17, weight: .medium))
        }
        .padding(EdgeInsets(top: 9, leading: 16, bottom: 9, trailing: 16))
        .frame(maxWidth: .infinity, minHeight: 40)
        .contentShape(Rectangle())
        .background(
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.red)
        )
    }
}
