import SwiftUI

struct WorkoutControls: View {
    var body: some View {
        HStack {
            Button("Start") {}
            Button("Pause") {}
            Button("Stop") {}
        }
    }
}
