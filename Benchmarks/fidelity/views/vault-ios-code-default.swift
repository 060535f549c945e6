import SwiftUI

/// A one-time code as the vault shows it: the digits in groups of 3, 8 pt apart (the app scales
/// the gap with Dynamic Type; 8 at the default size), each group on one line and shrinking to fit,
/// in a 100 × 100 frame.
struct VaultIosCodeDefault: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text("123")
                .lineLimit(1)
                .minimumScaleFactor(0.1)
                .multilineTextAlignment(.leading)
            Text("456")
                .lineLimit(1)
                .minimumScaleFactor(0.1)
                .multilineTextAlignment(.leading)
        }
        .frame(width: 100, height: 100)
    }
}
