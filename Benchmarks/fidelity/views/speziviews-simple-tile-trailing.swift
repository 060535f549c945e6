import SwiftUI

/// A simple tile, trailing-aligned: a title, a divider, a line of text and a full-width "Buy" button.
struct SpeziSimpleTileTrailing: View {
    var body: some View {
        VStack(alignment: .trailing) {
            Text("Clean Code")

            Divider()
                .padding(.bottom, 4)

            Text("A book by Robert C. Martin")

            Button {
            } label: {
                Text("Buy")
                    .frame(maxWidth: .infinity, minHeight: 30)
            }
            .buttonStyle(.borderedProminent)
            .padding(.top, 8)
        }
        .containerShape(Rectangle())
    }
}
