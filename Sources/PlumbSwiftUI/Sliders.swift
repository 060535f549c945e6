import PlumbLayout

extension TreeBuilder {
    /// `Slider(value:in:step:)`: UIKit's slider (`SliderLayout`). Its editing action
    /// (`onEditingChanged:`, or a trailing closure that only acts) shows nothing. A label or value
    /// labels (`minimumValueLabel:`, `maximumValueLabel:`) are placed around the track by a style
    /// no render shows, so such a slider stays opaque around them.
    func slider(_ call: Call) -> ViewNode {
        let labels = [call.closure(nil), call.closure("label"), call.closure("minimumValueLabel"), call.closure("maximumValueLabel")]
            .flatMap(children)
        guard labels.isEmpty else {
            return opaque(.view("Slider"), "a Slider's labels are placed by its style, which is not modelled", at: call.syntax, children: labels)
        }
        return ViewNode.slider().at(origin(of: call.syntax))
    }
}
