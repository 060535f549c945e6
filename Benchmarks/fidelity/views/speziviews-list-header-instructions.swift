import SwiftUI

/// The package's list header: a large multicolour symbol above a bold title and instructions,
/// centred across the width.
struct SpeziListHeaderInstructions: View {
    var body: some View {
        VStack {
            VStack {
                Image(systemName: "person.fill.badge.plus")
                    .foregroundColor(.accentColor)
                    .symbolRenderingMode(.multicolor)
                    .font(.custom("XXL", size: 50, relativeTo: .title))
                    .accessibilityHidden(true)
                Text("Create a new Account")
                    .accessibilityAddTraits(.isHeader)
                    .font(.title)
                    .bold()
                    .padding(.bottom, 4)
            }
            .accessibilityElement(children: .combine)
            Text("Please fill out the details below to create your new account.")
                .padding([.leading, .trailing], 25)
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
    }
}
