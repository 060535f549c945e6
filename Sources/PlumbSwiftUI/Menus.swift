import PlumbLayout

/// `Menu`: Apple documents the button menu style as "a button that toggles the display of the
/// menu's contents when pressed", and iOS's automatic style draws a menu in a view's content that
/// way: its label (`Menu("Sort")`, `Menu("Sort", systemImage:)`, `Menu { … } label: { … }`),
/// styled by the button style around it, borderless by default, with no indicator. Its items
/// show only when it is pressed, so they take no room. A menu style other than the button ones,
/// or an indicator made visible, draws more than the label: the menus it styles stay opaque.
extension TreeBuilder {
    /// `.menuStyle(_:)`: `.button` and `.automatic` keep each menu the button it is;
    /// `.borderlessButton` (deprecated for `.button` with a borderless button style) is that
    /// button borderless.
    func menuStyle(of view: ViewNode, _ call: Call) -> ViewNode {
        let style = builtInStyle(call)
        switch style {
        case "automatic", "button":
            return view
        case "borderlessButton":
            return StyleRewriter.buttons(in: view, style: .borderless, where: \.isMenu)
        default:
            return unmodelledStyle("menuStyle", style, in: view, at: call, where: \.isMenu)
        }
    }

    /// `.menuIndicator(_:)`: hidden or automatic (none on iOS) leaves each menu its label; a
    /// visible indicator, or one chosen at run time, is drawn where Plumb has not measured it.
    func menuIndicator(of view: ViewNode, _ call: Call) -> ViewNode {
        let visibility = builtInStyle(call)
        guard !["hidden", "automatic"].contains(visibility) else { return view }
        return unmodelledStyle("menuIndicator", visibility, in: view, at: call, where: \.isMenu)
    }
}

extension ViewNode {
    /// A menu as iOS draws it: a default-styled button around its label.
    static func menu(label: ViewNode) -> ViewNode {
        ViewNode(
            kind: .view("Menu"), label: label.kind == .view("Text") && !label.isOpaque ? label.label : nil,
            layout: ButtonLayout(style: .automatic), children: [label])
    }

    var isMenu: Bool { kind == .view("Menu") }
}
