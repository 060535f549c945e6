import SwiftUI

/// A landmark row of Apple's SwiftUI tutorial: a 50-pt square photo, the name, and
/// nothing at the trailing edge (not a favourite), in a 300 × 70 frame.
struct SampleLandmarkRow: View {
    var body: some View {
        HStack {
            Image("turtlerock")
                .resizable()
                .frame(width: 50, height: 50)
            Text("Turtle Rock")
            Spacer()
        }
        .frame(width: 300, height: 70)
    }
}
