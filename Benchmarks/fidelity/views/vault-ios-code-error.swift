import SwiftUI

/// A one-time code as the vault shows it: the digits in groups of 4, 8 pt apart (the app scales
/// the gap with Dynamic Type; 8 at the default size), each group on one line and shrinking to fit,
/// in a 100 × 100 frame.
struct VaultIosCodeError: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text("••••")
                .lineLimit(1)
                .minimumScaleFactor(0.1)
                .multilineTextAlignment(.leading)
            Text("••••")
                .lineLimit(1)
                .minimumScaleFactor(0.1)
                .multilineTextAlignment(.leading)
            Text("••••")
                .lineLimit(1)
                .minimumScaleFactor(0.1)
                .multilineTextAlignment(.leading)
            Text("••••")
                .lineLimit(1)
                .minimumScaleFactor(0.1)
                .multilineTextAlignment(.leading)
            Text("••••")
                .lineLimit(1)
                .minimumScaleFactor(0.1)
                .multilineTextAlignment(.leading)
        }
        .foregroundColor(.red)
        .frame(width: 100, height: 100)
    }
}
