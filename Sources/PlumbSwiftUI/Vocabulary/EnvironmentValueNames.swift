/// The environment values (`@Environment(\.dismiss)`) the rules tell apart.
public enum EnvironmentValueNames {
    /// Values that stay the same for the life of a view — actions and handles, not settings —
    /// so reading them never makes a body run again.
    public static let constant: Set<String> = [
        "dismiss", "dismissSearch", "dismissWindow", "dismissImmersiveSpace", "openURL", "openWindow",
        "openImmersiveSpace", "openSettings", "openDocument", "newDocument", "requestReview", "purchase",
        "managedObjectContext", "modelContext", "undoManager", "refresh", "resetFocus", "authorizationController",
        "webAuthenticationSession", "exportFiles", "importFiles", "supportsMultipleWindows",
    ]

    /// Values that only WidgetKit sets: a view that reads one is drawn into a widget's snapshot,
    /// once for each timeline entry, and nothing it holds changes on screen.
    public static let widget: Set<String> = [
        "widgetFamily", "widgetRenderingMode", "widgetContentMargins", "showsWidgetContainerBackground", "showsWidgetLabel",
    ]
}
