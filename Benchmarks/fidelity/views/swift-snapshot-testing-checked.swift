import SwiftUI

/// The library's own SwiftUI test view: a check symbol and "Checked" on a blue rounded
/// rectangle, inset 10 pt, on a yellow background. The test snapshots it on four hosts.
struct SnapshotLibraryChecked: View {
    var body: some View {
        HStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Checked")
                .fixedSize()
        }
        .padding(5)
        .background(RoundedRectangle(cornerRadius: 5.0).fill(Color.blue))
        .padding(10)
        .background(Color.yellow)
    }
}
