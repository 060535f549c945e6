import SwiftUI

/// GoodSwiftUI's button in its large size, shown at its ideal size.
struct GoodSwiftUIButtonLarge: View {
    var body: some View {
        Button("Button") {}
            .fixedSize()
            .buttonStyle(GoodSwiftUIButtonLargeStyle())
    }
}

/// The library's button style with the test's red appearance and the large size preset: the label
/// between optional icons, padded, at least 56 pt tall, stretching across the width it is offered,
/// on a rounded rectangle of radius 16. (The app scales these metrics with Dynamic Type;
/// these are the values at the default size.)
private struct GoodSwiftUIButtonLargeStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: 8) {
            configuration.label
                .foregroundColor(.white)
                .font(.system(size: 17, weight: .medium))
        }
        .padding(EdgeInsets(top: 17, leading: 16, bottom: 17, trailing: 16))
        .frame(maxWidth: .infinity, minHeight: 56)
        .contentShape(Rectangle())
        .background(
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.red)
        )
    }
}
