import SwiftUI

/// A landmark row of Apple's SwiftUI tutorial: a 50-pt square photo, the name, and a yellow star
/// at the trailing edge (the landmark is a favourite), in a 300 × 70 frame.
struct SampleLandmarkRowFavorite: View {
    var body: some View {
        HStack {
            Image("turtlerock")
                .resizable()
                .frame(width: 50, height: 50)
            Text("Turtle Rock")
            Spacer()

            Image(systemName: "star.fill")
                .imageScale(.medium)
                .foregroundColor(.yellow)
        }
        .frame(width: 300, height: 70)
    }
}
