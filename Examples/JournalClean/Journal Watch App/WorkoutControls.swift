import SwiftUI

struct WorkoutControls: View {
    var body: some View {
        HStack {
            Button { } label: { Image(systemName: "play.fill") }
                .buttonStyle(.bordered)
            Button { } label: { Image(systemName: "pause.fill") }
                .buttonStyle(.bordered)
            Button { } label: { Image(systemName: "stop.fill") }
                .buttonStyle(.bordered)
        }
    }
}
