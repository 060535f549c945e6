import SwiftUI

/// A list of one row: "San Francisco" and its weather, the package's list row (a LabeledContent), at
/// accessibility text size 3, where the value wraps below the label.
struct SpeziListRowAx3: View {
    var body: some View {
        List {
            LabeledContent("San Francisco") {
                Text(verbatim: "20 °C, Sunny")
            }
            .accessibilityElement(children: .combine)
        }
        .dynamicTypeSize(.accessibility3)
    }
}
