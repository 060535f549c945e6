import SwiftUI

/// GoodSwiftUI's circular check, off, large (32 pt), shown at its ideal size:
/// a circle, filled red with a check when on, outlined grey when off.
struct GoodSwiftUICheckCircleLargeOff: View {
    var body: some View {
        Toggle(isOn: .constant(false)) {}
            .fixedSize()
            .toggleStyle(GoodSwiftUICheckCircleLargeOffStyle())
    }
}

/// The library's toggle style: the (empty) label, then a 32-pt button drawing the mark.
private struct GoodSwiftUICheckCircleLargeOffStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Button {
                configuration.isOn.toggle()
            } label: {
                ZStack {
                    Circle()
                        .foregroundColor(configuration.isOn ? .red.opacity(0.2) : .clear)
                    Circle()
                        .strokeBorder()
                        .foregroundColor(configuration.isOn ? .clear : .gray)
                    Circle()
                        .foregroundColor(configuration.isOn ? .red : .clear)
                }
                .overlay {
                    if configuration.isOn {
                        Image(systemName: "checkmark")
                            .resizable()
                            .frame(width: 16, height: 12)
                            .foregroundColor(.white)
                    }
                }
            }
            .frame(width: 32, height: 32)
        }
        .animation(.default, value: configuration.isOn)
        .contentShape(Rectangle())
    }
}
