import SwiftUI

/// GoodSwiftUI's radio button, off, small (24 pt), shown at its ideal size:
/// a circle outlined red with a red dot 9.6 pt wide when on, outlined grey when off.
struct GoodSwiftUIRadioSmallOff: View {
    var body: some View {
        Toggle(isOn: .constant(false)) {}
            .fixedSize()
            .toggleStyle(GoodSwiftUIRadioSmallOffStyle())
    }
}

/// The library's toggle style: the (empty) label, then a 24-pt button drawing the mark.
private struct GoodSwiftUIRadioSmallOffStyle: ToggleStyle {
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
                        .frame(maxWidth: 9.6, maxHeight: 9.6)
                }
            }
            .frame(width: 24, height: 24)
        }
        .animation(.default, value: configuration.isOn)
        .contentShape(Rectangle())
    }
}
