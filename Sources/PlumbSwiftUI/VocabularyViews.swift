import PlumbLayout
import SwiftSyntax

/// The views of the vocabulary that `ViewConstructors` does not build itself: progress views,
/// labelled content, the views that only hold their content, and the views the catalog says are
/// not modelled.
extension TreeBuilder {
    /// `ProgressView()` is circular and `ProgressView(value:)` linear, as on iOS; with a title,
    /// a label or a value label (or a `Progress` object, which brings its own) the label's place
    /// is not modelled: an opaque node holding the labels.
    func progressView(_ call: Call) -> ViewNode {
        let labels = [call.closure(nil), call.closure("label"), call.closure("currentValueLabel")].compactMap { $0 }
        let titled = call.arguments.unlabelled(0) != nil
        guard labels.isEmpty, !titled, call.arguments.expression("timerInterval") == nil else {
            return opaque(
                .view("ProgressView"), "a ProgressView's labels are placed by its style, which is not modelled", at: call.syntax,
                children: labels.map { content(children($0)) })
        }
        return ViewNode.progressView(call.arguments.expression("value") == nil ? .circular : .linear).at(origin(of: call.syntax))
    }

    /// `LabeledContent("Title", value: "…")`, `LabeledContent("Title") { content }`,
    /// `LabeledContent { content } label: { label }`: iOS's automatic style puts the label at
    /// the leading edge and the content at the trailing edge of the row, as an HStack with a
    /// Spacer between them lays them out, and the content below the label at the accessibility
    /// text sizes (`LabeledContentLayout`).
    func labeledContent(_ call: Call) -> ViewNode {
        let label: ViewNode? = if let closure = call.closure("label") { content(children(closure)) } else { title(call) }
        let value: ViewNode?
        if let closure = call.closure(nil) ?? call.closure("content") {
            value = content(children(closure))
        } else if let argument = call.arguments.expression("value") {
            value = call.arguments.expression("format") == nil && LiteralValue.string(argument) != nil
                ? ViewNode.text(LiteralValue.string(argument) ?? "") : runTimeValue(argument)
        } else {
            value = nil
        }
        guard let label, let value else {
            return opaque(.view("LabeledContent"), "a LabeledContent form the reader does not read", at: call.syntax)
        }
        return ViewNode.labeledContent(label, value).at(origin(of: call.syntax))
    }

    /// A value shown as text that is known only at run time (its reason as `runTimeText`'s).
    private func runTimeValue(_ argument: ExprSyntax) -> ViewNode {
        let written = argument.trimmedText
        return opaque(.view("Text"), "text known only at run time: \(written.prefix(40))", at: argument, children: [.text(written)])
    }

    /// The views that lay their content out as it is: `AnyView(view)`, `ScrollViewReader { proxy in … }`,
    /// `TimelineView(schedule) { context in … }`, a `Tab(…) { … }` of a TabView (its title and
    /// image go to the tab bar, as a `tabItem`'s do), a `GlassEffectContainer { view }`; nil for
    /// another name.
    func transparentView(_ name: String, _ call: Call) -> ViewNode? {
        switch name {
        case "AnyView":
            return (call.arguments.unlabelled(0) ?? call.arguments.expression("erasing")).map(view) ?? content([])
        case "ScrollViewReader", "TimelineView", "Tab":
            return content(children(call.closure(nil) ?? call.closure("content")))
        case "GlassEffectContainer":
            // It draws its content's glass shapes together (its `spacing` is how near they blend);
            // Apple documents no layout of its own, so one view is laid out as it is, and how it
            // places several is not known.
            let views = children(call.closure(nil) ?? call.closure("content"))
            guard views.count <= 1 else {
                return opaque(.view(name), "GlassEffectContainer: how it places several views is not documented", at: call.syntax, children: views)
            }
            return content(views)
        default:
            return nil
        }
    }

    /// A SwiftUI view the catalog says is not modelled: an opaque node with its reason, holding its
    /// content; nil for a name SwiftUI does not declare.
    func catalogOpaqueView(_ name: String, _ call: Call) -> ViewNode? {
        guard case .opaque(let reason)? = SwiftUIViews.modelling(of: name) else { return nil }
        return opaque(.view(name), reason, at: call.syntax, children: children(call.closure(nil)))
    }
}
