import SwiftUI

/// GoodSwiftUI's circular check, on, small (24 pt), shown at its ideal size:
/// a circle, filled red with a check when on, outlined grey when off.
struct GoodSwiftUICheckCircleSmallOn: View {
    var body: some View {
        Toggle(isOn: .constant(true)) {}
            .fixedSize()
            .toggleStyle(GoodSwiftUICheckCircleSmallOnStyle())
    }
}

/// The library's toggle style: the (empty) label, then a 24-pt button drawing the mark.
private struct GoodSwiftUICheckCircleSmallOnStyle: ToggleStyle {
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
                            .frame(width: 12, height: 8)
                            .foregroundColor(.white)
                    }
                }
            }
            .frame(width: 24, height: 24)
        }
        .animation(.default, value: configuration.isOn)
        .contentShape(Rectangle())
    }
}
