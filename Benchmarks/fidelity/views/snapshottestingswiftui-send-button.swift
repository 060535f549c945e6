import SwiftUI

/// A plain button whose label is a share symbol and the word "send", centred in a 150 × 50 frame.
struct SampleSendButton: View {
    var body: some View {
        Button(action: {}) {
            HStack {
                Image(systemName: "square.and.arrow.up")
                Text("Send")
            }
        }
        .frame(width: 150, height: 50)
    }
}
