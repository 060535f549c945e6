/// The style protocols a project conforms its own styles to, whose `makeBody(configuration:)`
/// draws a control from the parts its configuration hands over: the modifier that applies a
/// style, the protocols it takes, the control it draws, and the configuration's members.
struct ControlStyle: Sendable {
    /// The modifier that sets the style for the views inside: `buttonStyle`.
    let modifier: String
    /// The protocols a style given to `modifier` conforms to, as a project writes them.
    let protocols: Set<String>
    /// The control the style draws, whose initializer `Button(configuration)` makes the control
    /// as the style found it.
    let control: String
    /// The configuration's members that are views, with the index of the control's child each
    /// is: `configuration.label` is a Button's only child, a Label's `icon` its first.
    let parts: [String: Int]
    /// The configuration's members whose value the drawing takes as settled: `isPressed` is
    /// false, since a screen is drawn at rest.
    let atRest: [String: Bool]

    static let all: [ControlStyle] = [
        ControlStyle(
            modifier: "buttonStyle", protocols: ["ButtonStyle", "PrimitiveButtonStyle"], control: "Button",
            parts: ["label": 0], atRest: ["isPressed": false]),
        ControlStyle(modifier: "toggleStyle", protocols: ["ToggleStyle"], control: "Toggle", parts: ["label": 0], atRest: [:]),
        ControlStyle(modifier: "labelStyle", protocols: ["LabelStyle"], control: "Label", parts: ["icon": 0, "title": 1], atRest: [:]),
    ]

    /// The style family `modifier` sets, if it sets one a project can write.
    static func applied(by modifier: String) -> ControlStyle? {
        all.first { $0.modifier == modifier }
    }

    /// The protocols with and without their module (`SwiftUI.ButtonStyle`).
    var protocolNames: Set<String> {
        protocols.union(protocols.map { "SwiftUI.\($0)" })
    }
}
