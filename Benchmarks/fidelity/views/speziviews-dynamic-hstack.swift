import SwiftUI

/// A list row of two texts side by side: "Hello World:" and a secondary "How are you doing?".
struct SpeziDynamicHstack: View {
    var body: some View {
        List {
            // The package's dynamic stack is horizontal in a portrait iPhone at the default text size.
            HStack(alignment: .center) {
                Text(verbatim: "Hello World:")
                Text(verbatim: "How are you doing?")
                    .foregroundColor(.secondary)
            }
        }
    }
}
