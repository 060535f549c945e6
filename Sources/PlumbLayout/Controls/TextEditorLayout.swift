/// `TextEditor(text:)`: UIKit's text view, which takes the whole size it is offered. A render
/// on iOS 17.5, 18.5 and 26.2 shows one below four text fields in a `VStack` framed to the
/// screen: it runs to the frame's bottom and across its width, and the fields keep to the top
/// (docs/layout.md "Metrics measured on renders"). Where a length is left to it (a list row's
/// height, a scroll view's axis, `fixedSize`) its size is its text's, known only at run time:
/// there it is opaque.
public struct TextEditorLayout: ProposalTakingLayout {
    public var role: PlacedView.Role { .control }

    public var reason: String { "a TextEditor takes the size proposed; where a length is left to it, its text's, known at run time" }
    public var cause: NotModelledCause { NotModelledCause(kind: .view("TextEditor")) }

    public init() {}
}

extension ViewNode {
    /// `TextEditor(text:)`.
    public static var textEditor: ViewNode {
        ViewNode(kind: .view("TextEditor"), layout: TextEditorLayout())
    }
}
