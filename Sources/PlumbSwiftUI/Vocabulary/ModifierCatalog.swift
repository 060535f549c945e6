/// What a SwiftUI modifier does to the view it modifies.
public enum ModifierKind: Hashable, Sendable {
    /// Changes the view's size or place: `padding`, `frame`, `overlay`, `ignoresSafeArea`.
    case layout
    /// Sets a value that the views inside read: `font`, `lineLimit`, `buttonStyle`, `tint`.
    case environment
    /// Changes how the view is drawn or animated, not the space it takes: `opacity`, `clipped`,
    /// `hidden` (which keeps its space), `animation`.
    case drawing
    /// Adds behaviour and leaves the look alone: gestures, tasks, accessibility, focus.
    case behaviour
    /// Tells the container that shows the view how to show it: its navigation bar and toolbar
    /// (`navigationTitle`, `toolbar`), its tab item, its list row (`listRowBackground`,
    /// `swipeActions`) or its sheet (`presentationDetents`).
    case container
    /// Shows content apart from the view, as `Presentation.Kind` names it (`sheet`,
    /// `navigationDestination`), or system interface the view graph does not follow (nil: a
    /// file picker, an action sheet, a context menu).
    case presentation(Presentation.Kind?)
}

/// The SwiftUI modifiers Plumb knows, each with its kind: the one place that says what a
/// modifier name means. The screen reader dispatches through it, the view graph finds
/// presentations with it. A name not listed is not known: the reader makes an opaque node of
/// it (or follows the project's own modifier of that name).
public enum ModifierCatalog {
    /// The kind of the modifier named `name`, nil when Plumb does not know it.
    public static func kind(of name: String) -> ModifierKind? {
        kinds[name]
    }

    /// The modifiers of one kind.
    public static func names(of kind: ModifierKind) -> [String] {
        table.first { $0.kind == kind }?.names ?? []
    }

    /// Every kind the catalog lists, each once.
    public static var allKinds: [ModifierKind] { table.map(\.kind) }

    private static let kinds: [String: ModifierKind] = Dictionary(
        table.flatMap { entry in entry.names.map { ($0, entry.kind) } }, uniquingKeysWith: { first, _ in first })

    /// Each name is listed once: a modifier has one kind (`ModifierCatalogTests` checks).
    private static let table: [(kind: ModifierKind, names: [String])] = [
        (.layout, [
            "padding", "safeAreaPadding", "frame", "fixedSize", "layoutPriority", "aspectRatio", "scaledToFit",
            "scaledToFill", "offset", "overlay", "background", "ignoresSafeArea", "edgesIgnoringSafeArea",
            "safeAreaInset", "containerRelativeFrame", "resizable",
        ]),
        (.environment, [
            "font", "fontWeight", "bold", "italic", "underline", "strikethrough", "dynamicTypeSize", "imageScale",
            "lineLimit", "multilineTextAlignment", "labelStyle", "buttonStyle", "textFieldStyle", "listStyle",
            "formStyle", "navigationViewStyle", "foregroundStyle", "foregroundColor", "tint", "accentColor",
            "symbolRenderingMode", "symbolVariant", "disabled", "environment", "environmentObject", "redacted",
            "privacySensitive", "textSelection", "textInputAutocapitalization", "autocorrectionDisabled",
            "submitLabel", "keyboardType", "scrollIndicators", "scrollContentBackground", "scrollDismissesKeyboard",
            "scrollDisabled", "refreshable", "deleteDisabled", "moveDisabled",
        ]),
        (.drawing, [
            "fill", "stroke", "strokeBorder", "contentShape", "clipShape", "clipped", "mask", "opacity", "shadow",
            "cornerRadius", "border", "blur", "brightness", "saturation", "contrast", "grayscale", "hueRotation",
            "colorMultiply", "colorInvert", "blendMode", "rotationEffect", "scaleEffect", "compositingGroup",
            "drawingGroup", "renderingMode", "hidden", "zIndex", "hoverEffect", "animation", "transition",
            "contentTransition", "transaction",
        ]),
        (.behaviour, [
            "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
            "allowsHitTesting", "onAppear", "onDisappear", "task", "onChange", "onReceive", "onOpenURL", "onSubmit",
            "onHover", "onDrag", "onDrop", "draggable", "dropDestination", "onDelete", "onMove", "id",
            "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "accessibilityHidden",
            "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityElement", "accessibilityValue",
            "accessibilityAction", "accessibilitySortPriority", "help", "keyboardShortcut", "focused", "focusable",
            "defaultFocus", "sensoryFeedback", "preference", "onPreferenceChange", "onGeometryChange", "userActivity",
            "onContinueUserActivity",
        ]),
        (.container, [
            "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden",
            "navigationBarItems", "toolbar", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "tabItem",
            "tag", "badge", "listRowBackground", "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator",
            "swipeActions", "presentationDetents", "presentationDragIndicator", "interactiveDismissDisabled",
            "preferredColorScheme",
        ]),
        (.presentation(.sheet), ["sheet"]),
        (.presentation(.fullScreenCover), ["fullScreenCover"]),
        (.presentation(.popover), ["popover"]),
        (.presentation(.inspector), ["inspector"]),
        (.presentation(.alert), ["alert"]),
        (.presentation(.confirmationDialog), ["confirmationDialog"]),
        (.presentation(.navigationDestination), ["navigationDestination"]),
        (.presentation(nil), ["actionSheet", "fileImporter", "fileExporter", "contextMenu"]),
    ]
}
