import PlumbLayout

/// `ContentUnavailableView`: the reader models the forms whose look was measured on renders
/// (`ContentUnavailableLayout`), a title with an SF Symbol and an optional description:
/// `ContentUnavailableView("Title", systemImage: "tray")`, with `description: Text(…)`, and
/// `ContentUnavailableView { Label("Title", systemImage: "tray") } description: { Text(…) }`.
/// Actions (their buttons' place is in no render), an asset image and a label that is not a
/// Label stay opaque with the catalog's reason.
extension TreeBuilder {
    func contentUnavailableView(_ call: Call) -> ViewNode {
        guard case .opaque(let reason)? = SwiftUIViews.modelling(of: "ContentUnavailableView") else {
            preconditionFailure("the catalog lists ContentUnavailableView")
        }
        let labelClosure = call.closure("label") ?? call.closure(nil)
        let label = labelClosure.map { content(children($0)) }
        guard call.closure("actions") == nil, let (symbol, title) = symbolAndTitle(label: label, call) else {
            return opaque(.view("ContentUnavailableView"), reason, at: call.syntax, children: label.map { [$0] } ?? [])
        }
        let description =
            call.closure("description").map { content(children($0)) } ?? call.arguments.expression("description").map(view)
        return ContentUnavailableLayout.node(symbol: symbol, title: title, description: description).at(origin(of: call.syntax))
    }

    /// The symbol and the title: the `label:` closure's `Label`, or the initializer's title and
    /// `systemImage:`; nil for another form.
    private func symbolAndTitle(label: ViewNode?, _ call: Call) -> (symbol: ViewNode, title: ViewNode)? {
        if let label {
            guard label.kind == .view("Label"), !label.isOpaque, label.children.count == 2 else { return nil }
            return (label.children[0], label.children[1])
        }
        guard let symbol = call.arguments.expression("systemImage"), let title = title(call) else { return nil }
        return (symbolImage(symbol).at(origin(of: call.syntax)), title)
    }
}
