import SwiftUI

/// A plain button whose label is a share symbol and the word "send", centred in a 150 × 50 frame.
struct SampleSendButtonRussian: View {
    var body: some View {
        Button(action: {}) {
            HStack {
                Image(systemName: "square.and.arrow.up")
                Text("Отправить")
            }
        }
        .frame(width: 150, height: 50)
        .environment(\.locale, Locale(identifier: "RU"))
    }
}
