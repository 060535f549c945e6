/// SwiftUI's variadic views: `_VariadicView.Tree(root) { content }` hands the views its content
/// makes, one by one, to its root's `body(children:)`, which lays them out.
enum VariadicViews {
    /// How the tree is written.
    static let treeNames: Set<String> = ["_VariadicView.Tree"]
    /// Their lengths in UTF-8: a callee of another length is not one of them, whatever it says.
    static let treeNameLengths = Set(treeNames.map(\.utf8.count))
    /// The root protocols whose body makes several views, which join the list the tree is in.
    static let multiViewRoots: Set<String> = ["_VariadicView_MultiViewRoot", "_VariadicView.MultiViewRoot"]
    /// The root protocols whose body makes one view.
    static let unaryViewRoots: Set<String> = [
        "_VariadicView_UnaryViewRoot", "_VariadicView.UnaryViewRoot", "_VariadicView_ViewRoot", "_VariadicView.ViewRoot",
    ]
    /// The label of the root's `body(children:)` parameter.
    static let childrenLabel = "children"
}
