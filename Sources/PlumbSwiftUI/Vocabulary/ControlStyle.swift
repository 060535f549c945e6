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
    /// The configuration's members that are views, and which of the control's children each
    /// is: `configuration.label` is a Button's only child, a Label's `icon` its first, a
    /// GroupBox's `content` all it holds.
    let parts: [String: Part]
    /// The configuration's members whose value the drawing takes as settled: `isPressed` is
    /// false, since a screen is drawn at rest.
    let atRest: [String: Bool]
    /// The style's function that draws the control: `makeBody(configuration:)`, or a text field
    /// style's `_body(configuration:)`.
    var drawingFunction = "makeBody"
    /// Whether the configuration is the control itself (a `TextFieldStyle`'s is the field).
    var configurationIsControl = false

    /// Where a configuration's view member is in the control the style draws.
    enum Part: Sendable {
        /// The control's child at this index.
        case child(Int)
        /// All the control's children, as one view.
        case content
    }

    static let all: [ControlStyle] = [
        ControlStyle(
            modifier: "buttonStyle", protocols: ["ButtonStyle", "PrimitiveButtonStyle"], control: "Button",
            parts: ["label": .child(0)], atRest: ["isPressed": false]),
        ControlStyle(modifier: "toggleStyle", protocols: ["ToggleStyle"], control: "Toggle", parts: ["label": .child(0)], atRest: [:]),
        ControlStyle(
            modifier: "labelStyle", protocols: ["LabelStyle"], control: "Label", parts: ["icon": .child(0), "title": .child(1)], atRest: [:]),
        // The label of a GroupBox and a DisclosureGroup, and a ProgressView's labels, are not in
        // the control as the reader holds it: a style that shows them shows an unread part.
        ControlStyle(modifier: "groupBoxStyle", protocols: ["GroupBoxStyle"], control: "GroupBox", parts: ["content": .content], atRest: [:]),
        ControlStyle(
            modifier: "disclosureGroupStyle", protocols: ["DisclosureGroupStyle"], control: "DisclosureGroup",
            parts: ["content": .content], atRest: [:]),
        ControlStyle(
            modifier: "controlGroupStyle", protocols: ["ControlGroupStyle"], control: "ControlGroup", parts: ["content": .content],
            atRest: [:]),
        ControlStyle(modifier: "progressViewStyle", protocols: ["ProgressViewStyle"], control: "ProgressView", parts: [:], atRest: [:]),
        ControlStyle(
            modifier: "textFieldStyle", protocols: ["TextFieldStyle"], control: "TextField", parts: [:], atRest: [:],
            drawingFunction: "_body", configurationIsControl: true),
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
