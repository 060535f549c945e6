import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// `Picker`: drawn by its style around a selection known at run time. The reader models the one
/// look measured on renders, the menu style (iOS's automatic style) as a List or Form row
/// (`MenuPickerRow`): the Picker is read as an opaque node holding that row's content, and a
/// List, Form or Section lays out its own rows' Pickers with it, the row's stacks' too. In the
/// segmented style it is UIKit's segmented control (`SegmentedPickerLayout`), laid out where a
/// render shows one: with `.labelsHidden()` on the same modifier chain, and a width proposed.
/// Anywhere else, in another style (`.wheel`, `.inline`, `.navigationLink`) or with its label
/// hidden, the Picker stays opaque.
extension TreeBuilder {
    /// `Picker("Title", selection:) { options }`, `Picker(selection:) { options } label: { … }`,
    /// `Picker(selection:, label: Text(…)) { options }`.
    func picker(_ call: Call) -> ViewNode {
        guard let reason = Self.pickerReason else { preconditionFailure("the catalog lists Picker") }
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

    /// The styles drawn as a segmented control on iOS: `.palette` is, outside a menu (Apple's
    /// `PickerStyle.palette`: "When used outside of menus, this style is rendered as a segmented
    /// picker").
    static let segmentedStyles: Set<String> = ["segmented", "palette"]

    /// `view` with every Picker in it read in the segmented style (`.pickerStyle(.segmented)`
    /// at `call`): a Picker not yet styled becomes the segmented control where `.labelsHidden()`
    /// is on the same chain, and stays opaque where its label is shown (where the label goes is
    /// in no render); one a style further in already read keeps that reading.
    func segmentedPickers(in view: ViewNode, at call: Call) -> ViewNode {
        guard chainHidesLabels(call.syntax) else {
            return pickersKeptOpaque(in: view, reason: "a segmented Picker is modelled with its label hidden only: where a shown label goes is in no render", at: call)
        }
        func rewrite(_ node: ViewNode) -> ViewNode {
            if node.kind == .view("Picker"), !node.isSegmentedPicker {
                guard !node.isOpaque || node.opaqueReason == Self.pickerReason else { return node }
                withdrawReport(of: node)
                return ViewNode.segmentedPicker.at(node.origin)
            }
            var copy = node
            copy.children = node.children.map(rewrite)
            return copy
        }
        return rewrite(view)
    }

    /// Why a Picker as read is opaque: the catalog's reason, until a modifier reads its style.
    private static var pickerReason: String? {
        guard case .opaque(let reason)? = SwiftUIViews.modelling(of: "Picker") else { return nil }
        return reason
    }

    /// Whether the modifier chain through `call` (the modifiers before it and after it) holds
    /// `.labelsHidden()`.
    private func chainHidesLabels(_ call: FunctionCallExprSyntax) -> Bool {
        Self.modifierChain(through: call).contains { CallShape($0)?.modifierName == "labelsHidden" }
    }

    /// Whether the modifier chain through `call` sets a segmented Picker style.
    func chainSetsSegmentedStyle(_ call: FunctionCallExprSyntax) -> Bool {
        Self.modifierChain(through: call).contains { modifier in
            CallShape(modifier)?.modifierName == "pickerStyle"
                && StyleRewriter.styleName(modifier.arguments.first?.expression).map(Self.segmentedStyles.contains) == true
        }
    }

    /// The modifier calls of the chain `call` is one of: those it is applied to, itself, and
    /// those applied to it.
    private static func modifierChain(through call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        call.chainModifiers + call.appliedModifiers
    }

    /// `view` with every Picker in it kept opaque, for a style or a hidden label the reader does
    /// not model: a Picker not styled yet, or a menu row already laid out, becomes opaque for
    /// `reason` (without the row a list would lay it out with); one a style further in already
    /// read keeps that reading.
    func pickersKeptOpaque(in view: ViewNode, reason: String, at call: Call) -> ViewNode {
        var reported = false
        func rewrite(_ node: ViewNode) -> ViewNode {
            if node.kind == .view("Picker") {
                // A style read further in is the Picker's (the innermost style wins).
                if node.isSegmentedPicker { return node }
                if node.isOpaque, node.opaqueReason != Self.pickerReason {
                    var copy = node
                    copy.children = []
                    return copy
                }
                // Not styled yet: opaque for this style or hidden label from now on.
                withdrawReport(of: node)
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
