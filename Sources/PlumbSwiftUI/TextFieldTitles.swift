import PlumbLayout

extension TreeBuilder {
    /// `TextField(title, text:)`, `SecureField(title, text:)`: the title is the placeholder shown
    /// while the field is empty. A title known only at run time (a `LocalizedStringKey` property,
    /// `String(localized:)`) is laid out with the host's text-length sample, as a run-time `Text` is.
    func textField(_ call: Call) -> ViewNode {
        guard let title = title(call) else { return .textField(prompt: "") }
        if let runTime = title.layout as? RunTimeTextLayout {
            return .textField(runTimePrompt: runTime.parts, written: title.label ?? "")
        }
        return .textField(prompt: title.label ?? "")
    }
}
