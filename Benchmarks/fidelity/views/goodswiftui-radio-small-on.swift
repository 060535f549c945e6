import SwiftUI

/// GoodSwiftUI's radio button, on, small (24 pt), shown at its ideal size:
/// a circle outlined red with a red dot 9.6 pt wide when on, outlined grey when off.
struct GoodSwiftUIRadioSmallOn: View {
    var body: some View {
        Toggle(isOn: .constant(true)) {}
            .fixedSize()
            .toggleStyle(GoodSwiftUIRadioSmallOnStyle())
    }
}

/// The library's toggle style: the (empty) label, then a 24-pt button drawing the mark.
private struct GoodSwiftUIRadioSmallOnStyle: ToggleStyle {
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
