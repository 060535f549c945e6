import SwiftUI

/// Web3Modal's toasts (info, error, success), stacked on a faint grey: an icon and a 16-pt semibold
/// message in a white capsule-like rounded rectangle with a hairline border and two soft shadows.
struct Web3ModalToasts: View {
    var body: some View {
        VStack {
            Web3ModalToast(icon: Image("Original/ToastInfo"), message: "Hello World")
            Web3ModalToast(icon: Image("Original/ToastError"), message: "Hello World")
            Web3ModalToast(icon: Image("Original/ToastSuccess"), message: "Address copied")
        }
        .padding()
        .background(Color.black.opacity(0.02))
    }
}

/// One toast of the library (restated; its tap-to-dismiss action is left out).
private struct Web3ModalToast: View {
    let icon: Image
    let message: String

    var body: some View {
        HStack(alignment: .center, spacing: 8) {
            icon
            Text(message)
                .font(.system(size: 16, weight: .semibold))
                .foregroundColor(Color(red: 0.078, green: 0.078, blue: 0.078))
        }
        .padding(.leading, 8)
        .padding(.trailing, 16)
        .padding(.vertical, 8)
        .background(Color.white)
        .cornerRadius(36)
        .overlay {
            RoundedRectangle(cornerRadius: 36)
                .stroke(Color(red: 0.078, green: 0.078, blue: 0.078).opacity(0.05), lineWidth: 1)
        }
        .shadow(color: .black.opacity(0.12), radius: 32, x: 0, y: 14)
        .shadow(color: .black.opacity(0.12), radius: 11, x: 0, y: 8)
    }
}
