import PlumbLayout

/// `Picker`: drawn by its style around a selection known at run time. The reader models the one
/// look measured on renders, the menu style (iOS's automatic style) as a List or Form row
/// (`MenuPickerRow`): the Picker is read as an opaque node holding that row's content, and a
/// List, Form or Section lays out its own rows' Pickers with it, the row's stacks' too. Anywhere else, in another
/// style (`.pickerStyle(.segmented)`, `.wheel`, `.inline`, `.navigationLink`) or with its label
/// hidden, the Picker stays opaque.
extension TreeBuilder {
    /// `Picker("Title", selection:) { options }`, `Picker(selection:) { options } label: { … }`,
    /// `Picker(selection:, label: Text(…)) { options }`.
    func picker(_ call: Call) -> ViewNode {
        guard case .opaque(let reason)? = SwiftUIViews.modelling(of: "Picker") else { preconditionFailure("the catalog lists Picker") }
        let label = title(call) ?? call.closure("label").map { content(children($0)) } ?? call.arguments.expression("label").map(view)
        // The selection shows one option's text, known only at run time.
        let selection = ViewNode.runTimeText([.runTime(.label)], written: "selection").at(origin(of: call.syntax))
        return opaque(
            .view("Picker"), reason, at: call.syntax, children: label.map { [MenuPickerRow.node(label: $0, selection: selection)] } ?? [])
    }

    /// `row` with its Pickers laid out as menu-style rows, where the reader left them opaque with
    /// that content: the row itself, or a Picker in the row's stacks, through the modifiers
    /// around each. The style is the list's, not the row's: an iOS 26 render shows a Picker in a
    /// Form row's `VStack(alignment: .leading)`, above a caption, drawn as a row's Picker
    /// (docs/layout.md "Metrics measured on renders").
    func placingMenuPicker(_ row: ViewNode) -> ViewNode {
        if row.kind.isModifier, let modified = row.children.first {
            var copy = row
            copy.children[0] = placingMenuPicker(modified)
            return copy
        }
        if row.kind.isView(in: Self.rowStacks) {
            var copy = row
            copy.children = row.children.map(placingMenuPicker)
            return copy
        }
        guard row.kind == .view("Picker"), row.isOpaque, let menu = row.children.first, menu.kind == .view("Picker") else { return row }
        withdrawReport(of: row)
        return menu.at(row.origin)
    }

    /// The stacks of a row whose Pickers keep the list's menu style.
    private static let rowStacks: Set<String> = ["VStack", "HStack"]

    /// `view` with every Picker in it kept opaque, for a style or a hidden label the reader does
    /// not model: a menu row already laid out becomes opaque again, and an opaque Picker loses the
    /// row a list would lay it out with.
    func pickersKeptOpaque(in view: ViewNode, reason: String, at call: Call) -> ViewNode {
        var reported = false
        func rewrite(_ node: ViewNode) -> ViewNode {
            if node.kind == .view("Picker") {
                if node.isOpaque {
                    var copy = node
                    copy.children = []
                    return copy
                }
                if !reported { report(reason, at: call.syntax) }
                reported = true
                return ViewNode.opaque(node.kind, reason: reason).at(node.origin)
            }
            var copy = node
            copy.children = node.children.map(rewrite)
            return copy
        }
        return rewrite(view)
    }
}
