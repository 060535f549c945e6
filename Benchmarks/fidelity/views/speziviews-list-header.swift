import SwiftUI

/// The package's list header: a large multicolour symbol above a bold title,
/// centred across the width.
struct SpeziListHeader: View {
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
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
    }
}
