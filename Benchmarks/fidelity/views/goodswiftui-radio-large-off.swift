import SwiftUI

/// GoodSwiftUI's radio button, off, large (32 pt), shown at its ideal size:
/// a circle outlined red with a red dot 12.8 pt wide when on, outlined grey when off.
struct GoodSwiftUIRadioLargeOff: View {
    var body: some View {
        Toggle(isOn: .constant(false)) {}
            .fixedSize()
            .toggleStyle(GoodSwiftUIRadioLargeOffStyle())
    }
}

/// The library's toggle style: the (empty) label, then a 32-pt button drawing the mark.
private struct GoodSwiftUIRadioLargeOffStyle: ToggleStyle {
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
                        .foregroundColor(configuration.isOn ? .red : .gray)
                    Circle()
                        .foregroundColor(configuration.isOn ? .red : .clear)
                        .frame(maxWidth: 12.8, maxHeight: 12.8)
                }
            }
            .frame(width: 32, height: 32)
        }
        .animation(.default, value: configuration.isOn)
        .contentShape(Rectangle())
    }
}
