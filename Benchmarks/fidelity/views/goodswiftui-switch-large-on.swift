import SwiftUI

/// GoodSwiftUI's switch, on, large: the system switch tinted red and scaled from its
/// 49 × 31 pt to 51 × 32 pt, shown at its ideal size.
struct GoodSwiftUISwitchLargeOn: View {
    var body: some View {
        Toggle(isOn: .constant(true)) {}
            .fixedSize()
            .toggleStyle(GoodSwiftUISwitchLargeOnStyle())
    }
}

/// The library's switch style: the (empty) label, then the system switch with its label hidden.
private struct GoodSwiftUISwitchLargeOnStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Toggle(isOn: configuration.$isOn) { configuration.label }
                .labelsHidden()
                .tint(.red)
                .scaleEffect(x: 51.0 / 49.0, y: 32.0 / 31.0)
        }
    }
}
