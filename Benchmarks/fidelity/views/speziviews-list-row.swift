import SwiftUI

/// A list of one row: "San Francisco" and its weather, the package's list row (a LabeledContent).
struct SpeziListRow: View {
    var body: some View {
        List {
            LabeledContent("San Francisco") {
                Text(verbatim: "20 °C, Sunny")
            }
            .accessibilityElement(children: .combine)
        }
    }
}
