import SwiftUI

/// Web3Modal's action-entry buttons ("Copy link"), normal, pressed and disabled, in a scroll view
/// on an iPhone 13.
struct Web3ModalActionEntries: View {
    var body: some View {
        ScrollView {
            VStack {
                Button(action: {}) {
                    Text("Copy link")
                }
                .buttonStyle(Web3ModalActionEntryStyle(icon: Image("Medium/Desktop")))

                Button(action: {}) {
                    Text("Copy link")
                }
                .buttonStyle(Web3ModalActionEntryStyle(icon: Image("Regular/Copy"), showsPressed: true))

                Button(action: {}) {
                    Text("Copy link")
                }
                .buttonStyle(Web3ModalActionEntryStyle(icon: Image("Regular/Copy")))
                .disabled(true)
            }
            .padding()
        }
    }
}

/// The library's action-entry style: a 14-pt icon and the label, centred in a full-width row 56 pt
/// tall, inset 8 pt, on a faint grey rounded rectangle (radius 16; darker while pressed). Its
/// metrics scale with Dynamic Type; these are the values at the default size.
private struct Web3ModalActionEntryStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    var icon: Image
    /// The preview shows the pressed look without a touch.
    var showsPressed = false

    func makeBody(configuration: Configuration) -> some View {
        let isPressed = showsPressed || configuration.isPressed
        HStack(spacing: 8) {
            icon
                .resizable()
                .frame(width: 14, height: 14)
            configuration.label
        }
        .font(.system(size: 16, weight: .semibold))
        .foregroundColor(isPressed
            ? Color(red: 0.278, green: 0.302, blue: 0.302)
            : Color(red: 0.475, green: 0.525, blue: 0.525))
        .frame(maxWidth: .infinity)
        .frame(height: 56)
        .opacity(isEnabled ? 1 : 0.5)
        .padding(.vertical, 8)
        .padding(.leading, 8)
        .padding(.trailing, 8)
        .background(Color(red: 0.078, green: 0.078, blue: 0.078).opacity(isPressed ? 0.1 : 0.02))
        .cornerRadius(16)
    }
}
