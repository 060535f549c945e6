import SwiftUI

/// The vault's backup-import progress: one QR-code glyph per code of the backup (1 here), in an
/// adaptive grid 300 pt wide; a scanned code fades and shows a green check over it.
struct VaultIosQrSingle: View {
    private let scannedIndexes: Set<Int> = []

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 30, maximum: 40))], spacing: 8) {
            ForEach(0 ..< 1, id: \.self) { index in
                Image(systemName: "qrcode")
                    .font(.system(size: 28))
                    .foregroundStyle(.primary.opacity(scannedIndexes.contains(index) ? 0.05 : 1))
                    .overlay {
                        Image(systemName: "checkmark.circle.fill")
                            .font(.system(size: 24).bold())
                            .foregroundStyle(.green)
                            .opacity(scannedIndexes.contains(index) ? 1 : 0)
                    }
            }
        }
        .frame(width: 300)
    }
}
