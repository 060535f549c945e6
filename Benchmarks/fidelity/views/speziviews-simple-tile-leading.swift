import SwiftUI

/// A simple tile, leading-aligned: a title, a divider, a line of text and a full-width "Buy" button.
struct SpeziSimpleTileLeading: View {
    var body: some View {
        VStack(alignment: .leading) {
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
