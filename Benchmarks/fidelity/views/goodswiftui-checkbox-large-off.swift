import SwiftUI

/// GoodSwiftUI's checkbox, off, large (32 pt), shown at its ideal size:
/// a 6-pt rounded square, filled red with a check when on, outlined grey when off.
struct GoodSwiftUICheckboxLargeOff: View {
    var body: some View {
        Toggle(isOn: .constant(false)) {}
            .fixedSize()
            .toggleStyle(GoodSwiftUICheckboxLargeOffStyle())
    }
}

/// The library's toggle style: the (empty) label, then a 32-pt button drawing the mark.
private struct GoodSwiftUICheckboxLargeOffStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Button {
                configuration.isOn.toggle()
            } label: {
                ZStack {
                    RoundedRectangle(cornerRadius: 6)
                        .foregroundColor(configuration.isOn ? .red : .clear)
                    RoundedRectangle(cornerRadius: 6)
                        .strokeBorder()
                        .foregroundColor(configuration.isOn ? .clear : .gray)
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
