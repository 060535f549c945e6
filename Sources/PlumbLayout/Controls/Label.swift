extension ViewNode {
    /// `Label("title", systemImage:)`: iOS's default label style lays the icon and the title out
    /// like an HStack with default spacing, centred vertically.
    public static func label(title: String, systemImage: String) -> ViewNode {
        ViewNode(
            kind: "Label", label: title, layout: StackLayout(axis: .horizontal),
            children: [.image(systemName: systemImage), .text(title)])
    }
}
