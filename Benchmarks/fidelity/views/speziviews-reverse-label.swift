import SwiftUI

/// A label whose title comes before its icon (the package's reverse label style). The icon names
/// an image the test bundle does not have, so only the title shows. Snapshotted on an iPhone and
/// an iPad.
struct SpeziReverseLabel: View {
    var body: some View {
        Label("100 %", image: "battery.100")
            .labelStyle(SpeziReverseLabelStyle())
    }
}

/// The package's reverse label style: title, then icon, in an HStack.
private struct SpeziReverseLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
        .accessibilityElement(children: .combine)
    }
}
