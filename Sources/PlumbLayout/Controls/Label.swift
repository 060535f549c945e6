extension ViewNode {
    /// `Label("title", systemImage:)`: iOS's default label style lays the icon and the title out
    /// like an HStack with default spacing, centred vertically.
    public static func label(title: String, systemImage: String) -> ViewNode {
        .label(title: .text(title), icon: .image(systemName: systemImage))
    }

    /// `Label { title } icon: { icon }`, laid out like `label(title:systemImage:)`. The icon is
    /// the first child and the title the second, as the label styles pick them.
    public static func label(title: ViewNode, icon: ViewNode) -> ViewNode {
        ViewNode(
            kind: .view("Label"), label: title.kind == .view("Text") && !title.isOpaque ? title.label : nil,
            layout: StackLayout(axis: .horizontal), children: [icon, title])
    }
}
