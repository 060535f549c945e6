import SwiftUI

/// The vault's horizontal code-timer bar, 150 × 20 pt: a track and, over its leading part, the
/// fraction of the period that has passed.
struct VaultIosTimerBarPrivacy: View {
    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Rectangle()
                    .fill(Color(uiColor: .systemGray6))
                Rectangle()
                    .fill(.blue)
                    .frame(width: 0.5 * proxy.size.width, alignment: .leading)
            }
        }
        .redacted(reason: .privacy)
        .frame(width: 150, height: 20)
    }
}
