import SwiftUI

/// SwiftUI's labeled content on its own: "Clean" and, opposite it, "Code".
struct SpeziLabeledContent: View {
    var body: some View {
        LabeledContent("Clean") {
            Text(verbatim: "Code")
        }
    }
}
