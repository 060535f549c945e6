import SwiftUI

/// GoodSwiftUI's switch, off, small: the system switch tinted red and scaled from its
/// 49 × 31 pt to 44 × 28 pt, shown at its ideal size.
struct GoodSwiftUISwitchSmallOff: View {
    var body: some View {
        Toggle(isOn: .constant(false)) {}
            .fixedSize()
            .toggleStyle(GoodSwiftUISwitchSmallOffStyle())
    }
}

/// The library's switch style: the (empty) label, then the system switch with its label hidden.
private struct GoodSwiftUISwitchSmallOffStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Toggle(isOn: configuration.$isOn) { configuration.label }
                .labelsHidden()
                .tint(.red)
                .scaleEffect(x: 44.0 / 49.0, y: 28.0 / 31.0)
        }
    }
}
