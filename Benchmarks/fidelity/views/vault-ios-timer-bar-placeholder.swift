import SwiftUI

/// The vault's horizontal code-timer bar, 150 × 20 pt: a track and, over its leading part, the
/// fraction of the period that has passed.
struct VaultIosTimerBarPlaceholder: View {
    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Rectangle()
                    .fill(.gray)
                Rectangle()
                    .fill(.blue)
                    // A placeholder redaction empties the bar (the view reads the redaction reasons).
                    .frame(width: 0, alignment: .leading)
            }
        }
        .redacted(reason: .placeholder)
        .frame(width: 150, height: 20)
    }
}
