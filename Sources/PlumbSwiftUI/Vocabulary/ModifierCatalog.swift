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

/// What the layout reader does with a SwiftUI view or modifier: the catalog's classification of
/// the vocabulary (`ModifierCatalog`, `SwiftUIViews`).
public enum Modelling: Hashable, Sendable {
    /// Draws, behaves or tells the system something, and leaves every size and place alone: the
    /// reader reads on through the modifier as if it were not there.
    case neutral
    /// Laid out as SwiftUI lays it out (in the forms the reader reads; another form is an opaque
    /// node with its own reason).
    case modelled
    /// Changes sizes or places in a way Plumb does not compute: the reader keeps an opaque node
    /// with this reason, never a guess.
    case opaque(String)
}

/// Which of a modifier's arguments is a style — a `ShapeStyle` such as a colour or a gradient —
/// rather than a view.
public enum StyleArgument: Hashable, Sendable {
    /// Its unlabeled arguments: `foregroundStyle(.red)`, `fill(.blue)`, `border(.gray)`.
    case unlabeled
    /// Its unlabeled argument, which SwiftUI also takes as a view: `background(.red)` and
    /// `background(Circle())`, `listRowBackground(Color.red)`.
    case unlabeledOrView
    /// The argument with this label: `shadow(color:)`.
    case labeled(String)

    /// Whether the argument labelled `label` (nil: unlabeled) is certainly a style, never a view.
    public func isStyle(label: String?) -> Bool {
        switch self {
        case .unlabeled: label == nil
        case .unlabeledOrView: false
        case .labeled(let styleLabel): label == styleLabel
        }
    }

    /// Whether the argument labelled `label` (nil: unlabeled) can be a style.
    public func takesStyle(label: String?) -> Bool {
        switch self {
        case .unlabeled, .unlabeledOrView: label == nil
        case .labeled(let styleLabel): label == styleLabel
        }
    }
}

/// Where a modifier takes a spacing length: a distance in points the design system's spacing
/// scale governs (docs/design-system.md#spacing-grid).
public enum SpacingLength: Hashable, Sendable {
    /// Padding: unlabeled, `[edges,] length`, or `EdgeInsets` — `padding(8)`,
    /// `padding(.horizontal, 16)`, `safeAreaPadding(.init(top: 8))`.
    case padding
    /// Content margins: `[edges,] length` or `EdgeInsets`, then `for:` — `contentMargins(.horizontal, 16, for: .scrollContent)`.
    case margins
    /// `EdgeInsets` only: `listRowInsets(.init(top: 8, leading: 16))`.
    case insets
    /// The argument with this label: `safeAreaInset(edge:spacing:)`, `containerRelativeFrame(_:count:span:spacing:)`.
    case labeled(String)
    /// The one unlabeled argument: `listRowSpacing(8)`.
    case unlabeled
}

/// What Plumb knows of one SwiftUI modifier: its kind, and the facts about its arguments and
/// content that the rules ask.
public struct SwiftUIModifier: Hashable, Sendable {
    /// What a modifier's closures hold.
    public struct Content: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Its closures build views: `overlay { … }`, `sheet { … }`, `contextMenu { … }`,
        /// `navigationDestination(for:) { … }`, an alert's `actions:` and `message:` — all but
        /// `onDismiss:`, an action (`buildsViews(inClosureLabeled:)`).
        public static let views = Content(rawValue: 1 << 0)
        /// The system hosts its content and gives it its own hit area: a toolbar's items, a
        /// context menu's or an alert's buttons, swipe actions, a tab item, search suggestions.
        public static let systemHitArea = Content(rawValue: 1 << 1)
        /// Its trailing closure is the action a tap or a press on the view runs: `onTapGesture`,
        /// `onLongPressGesture`.
        public static let tapAction = Content(rawValue: 1 << 2)
    }

    public let name: String
    public let kind: ModifierKind
    public let content: Content
    /// The argument that is a style (a colour), nil when it takes none.
    public let style: StyleArgument?
    /// The argument that is a spacing length, nil when it takes none.
    public let spacing: SpacingLength?
    /// What the layout reader does with it.
    public let modelling: Modelling

    /// Whether its closure labelled `label` (nil: the trailing closure) builds views.
    public func buildsViews(inClosureLabeled label: String?) -> Bool {
        content.contains(.views) && label != "onDismiss"
    }
}

/// The SwiftUI modifiers Plumb knows, each with its kind and what its arguments and content
/// are: the one place that says what a modifier name means. The screen reader dispatches
/// through it, the view graph finds presentations with it, the rules ask it where a colour,
/// a spacing length or view content is written. A name not listed is not known: the reader
/// makes an opaque node of it (or follows the project's own modifier of that name).
public enum ModifierCatalog {
    /// The modifier named `name`, nil when Plumb does not know it.
    public static func modifier(_ name: String) -> SwiftUIModifier? {
        modifiers[name]
    }

    /// What the content of the modifier named `name` is (none when Plumb does not know it):
    /// `content(of: "onTapGesture").contains(.tapAction)`.
    public static func content(of name: String) -> SwiftUIModifier.Content {
        modifiers[name]?.content ?? []
    }

    /// The kind of the modifier named `name`, nil when Plumb does not know it.
    public static func kind(of name: String) -> ModifierKind? {
        modifiers[name]?.kind
    }

    /// The modifiers of one kind.
    public static func names(of kind: ModifierKind) -> [String] {
        table.first { $0.kind == kind }?.entries.map(\.name) ?? []
    }

    /// Every modifier, in the table's order.
    public static let all: [SwiftUIModifier] = table.flatMap { kind, entries in
        entries.map {
            SwiftUIModifier(
                name: $0.name, kind: kind, content: $0.content, style: $0.style, spacing: $0.spacing,
                modelling: $0.modelling ?? (kind == .layout ? .modelled : .neutral))
        }
    }

    /// Every kind the catalog lists, each once.
    public static var allKinds: [ModifierKind] { table.map(\.kind) }

    private static let modifiers: [String: SwiftUIModifier] = Dictionary(
        all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// A line of the table: a modifier's name and facts, listed under its kind. Unless it says
    /// otherwise, a layout modifier is modelled and any other is neutral.
    private struct Entry: ExpressibleByStringLiteral {
        let name: String
        let content: SwiftUIModifier.Content
        let style: StyleArgument?
        let spacing: SpacingLength?
        let modelling: Modelling?

        init(
            _ name: String, content: SwiftUIModifier.Content = [], style: StyleArgument? = nil, spacing: SpacingLength? = nil,
            _ modelling: Modelling? = nil
        ) {
            self.name = name
            self.content = content
            self.style = style
            self.spacing = spacing
            self.modelling = modelling
        }

        init(stringLiteral name: String) {
            self.init(name)
        }
    }

    /// Each name is listed once: a modifier has one kind (`ModifierCatalogTests` checks). The
    /// table holds every public modifier of SwiftUI for iOS (through iOS 26; macOS-, watchOS- and
    /// visionOS-only ones are left out); `Scripts/vocabulary-uses.py` counts how often real apps
    /// use each (docs/vocabulary.md).
    private static let table: [(kind: ModifierKind, entries: [Entry])] = [
        (.layout, [
            .init("padding", spacing: .padding), .init("safeAreaPadding", spacing: .padding), "frame", "fixedSize",
            "layoutPriority", "aspectRatio", "scaledToFit", "scaledToFill", "offset",
            .init("overlay", content: .views, style: .unlabeledOrView),
            .init("background", content: .views, style: .unlabeledOrView), "ignoresSafeArea", "edgesIgnoringSafeArea",
            .init("safeAreaInset", content: .views, spacing: .labeled("spacing")),
            .init("containerRelativeFrame", spacing: .labeled("spacing")), "resizable", "alignmentGuide",
            .init("position", .opaque("position places the view's centre at a point and takes all the room offered")),
            .init("scenePadding", .opaque("scenePadding's length is the platform's, which Plumb does not read")),
            .init("gridCellColumns", .opaque("a Grid cell spanning columns is not modelled")),
            .init("gridCellAnchor", .opaque("a Grid cell's anchor is not modelled")),
            .init("gridCellUnsizedAxes", .opaque("a Grid cell's unsized axes are not modelled")),
            .init("gridColumnAlignment", .opaque("a Grid column's own alignment is not modelled")),
            .init("overlayPreferenceValue", content: .views, .opaque("its content is built from preferences known at run time")),
            .init("backgroundPreferenceValue", content: .views, .opaque("its content is built from preferences known at run time")),
        ]),
        (.environment, [
            .init("font", .modelled), .init("fontWeight", .modelled), .init("bold", .modelled), "italic", "underline",
            "strikethrough", .init("dynamicTypeSize", .modelled), .init("imageScale", .modelled), .init("lineLimit", .modelled),
            "multilineTextAlignment", .init("labelStyle", .modelled), .init("buttonStyle", .modelled),
            .init("textFieldStyle", .modelled), .init("listStyle", .modelled), .init("formStyle", .modelled),
            .init("navigationViewStyle", .modelled), .init("foregroundStyle", style: .unlabeled, .modelled),
            .init("foregroundColor", style: .unlabeled, .modelled), .init("tint", style: .unlabeled),
            .init("accentColor", style: .unlabeled), .init("backgroundStyle", style: .unlabeled),
            .init("listItemTint", style: .unlabeled), "symbolRenderingMode", "symbolVariant", "disabled",
            "environment", "environmentObject", "redacted", "privacySensitive", "textSelection",
            "textInputAutocapitalization", "autocorrectionDisabled", "submitLabel", "keyboardType",
            "scrollIndicators", "scrollContentBackground", "scrollDismissesKeyboard", "scrollDisabled", "refreshable",
            "deleteDisabled", "moveDisabled",
            .init("contentMargins", spacing: .margins, .modelled),
            .init("listRowSpacing", spacing: .unlabeled, .opaque("a list's row spacing is not modelled")),
            .init("listSectionSpacing", spacing: .unlabeled, .modelled),
            // Where the ellipsis goes, not how much room the text takes.
            "truncationMode",
            .init("fontDesign", .modelled), .init("fontWidth", .modelled), .init("textCase", .modelled),
            .init("controlSize", .modelled), .init("labelsHidden", .modelled), .init("toggleStyle", .modelled),
            .init("progressViewStyle", .modelled), .init("tabViewStyle", .modelled), .init("pickerStyle", .modelled),
            .init("minimumScaleFactor", .modelled), .init("menuStyle", .modelled), .init("menuIndicator", .modelled),
            .init("allowsTightening", .opaque("text may tighten its letters to fit, which Plumb does not measure")),
            .init("baselineOffset", .opaque("a baseline offset moves the text within a line height Plumb does not compute")),
            .init("lineSpacing", .modelled),
            .init("kerning", .modelled), .init("tracking", .modelled),
            .init("monospaced", .modelled), .init("monospacedDigit", .modelled),
            .init("textScale", .opaque("a text scale's smaller size is not modelled")),
            .init("typesettingLanguage", .opaque("another language's line heights are not modelled")),
            // Styles of views the reader keeps opaque whatever their style: they change nothing it lays out.
            "datePickerStyle", "gaugeStyle", "groupBoxStyle", "disclosureGroupStyle", "controlGroupStyle",
            "tableStyle", "indexViewStyle", "textEditorStyle", "navigationSplitViewStyle", "labeledContentStyle",
            "menuOrder", "menuActionDismissBehavior", "tableColumnHeaders", "buttonBorderShape",
            "buttonRepeatBehavior", "colorScheme", "transformEnvironment", "unredacted", "invalidatableContent",
            "defaultAppStorage", "textContentType", "autocapitalization", "disableAutocorrection", "submitScope",
            "scrollBounceBehavior", "writingToolsBehavior", "headerProminence", "badgeProminence",
            "symbolEffectsRemoved", "labelsVisibility",
        ]),
        (.drawing, [
            .init("fill", style: .unlabeled, .modelled), .init("stroke", style: .unlabeled), .init("strokeBorder", style: .unlabeled),
            .init("contentShape", .modelled), .init("clipShape", .modelled), "clipped", .init("mask", content: .views), "opacity",
            .init("shadow", style: .labeled("color")), "cornerRadius", .init("border", style: .unlabeled), "blur",
            "brightness", "saturation", "contrast", "grayscale", "hueRotation", "colorMultiply", "colorInvert",
            "blendMode", "rotationEffect", .init("scaleEffect", .modelled), "compositingGroup", "drawingGroup", "renderingMode", .init("hidden", .modelled),
            "zIndex", "hoverEffect", "animation", "transition", "contentTransition", "transaction",
            "glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition", "backgroundExtensionEffect",
            "symbolEffect", "luminanceToAlpha", "projectionEffect", "rotation3DEffect", "transformEffect",
            "distortionEffect", "layerEffect", "colorEffect", "visualEffect", "geometryGroup", "allowedDynamicRange",
            "phaseAnimator", "keyframeAnimator", "textRenderer", "scrollTransition", "scrollClipDisabled",
            "matchedGeometryEffect", "matchedTransitionSource", "navigationTransition", "containerShape",
            "hoverEffectDisabled", "defaultHoverEffect", "flipsForRightToLeftLayoutDirection", "layoutDirectionBehavior",
            "scrollEdgeEffectStyle", "scrollEdgeEffectHidden",
            "interpolation", "antialiased",
        ]),
        (.behaviour, [
            .init("onTapGesture", content: .tapAction), .init("onLongPressGesture", content: .tapAction), "gesture", "simultaneousGesture", "highPriorityGesture",
            "allowsHitTesting", "onAppear", "onDisappear", "task", "onChange", "onReceive", "onOpenURL", "onSubmit",
            "onHover", "onDrag", "onDrop", "draggable", "dropDestination", "onDelete", "onMove", "id",
            "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "accessibilityHidden",
            "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityElement", "accessibilityValue",
            "accessibilityAction", "accessibilityActions", "accessibilitySortPriority", "accessibilityInputLabels",
            "accessibilityHeading", "accessibilityShowsLargeContentViewer", "accessibilityRespondsToUserInteraction",
            "accessibilityIgnoresInvertColors", "accessibilityCustomContent", "accessibilityAdjustableAction",
            "accessibilityFocused", "accessibilityRotor", "accessibilityLabeledPair", "help", "keyboardShortcut", "focused", "focusable",
            "defaultFocus", "sensoryFeedback", "preference", "onPreferenceChange", "onGeometryChange", "userActivity",
            "onContinueUserActivity",
            "accessibility", "accessibilityChildren", "accessibilityRepresentation", "accessibilityZoomAction",
            "accessibilityDirectTouch", "accessibilityActivationPoint", "accessibilityTextContentType",
            "accessibilityChartDescriptor", "accessibilityLinkedGroup", "accessibilityScrollAction",
            "accessibilityDragPoint", "accessibilityDropPoint", "accessibilityRotorEntry",
            "speechAlwaysIncludesPunctuation", "speechSpellsOutCharacters", "speechAnnouncementsQueued",
            "speechAdjustedPitch", "onKeyPress", "onContinuousHover", "onPencilDoubleTap", "onPencilSqueeze", "onInsert",
            "onScrollGeometryChange", "onScrollPhaseChange", "onScrollVisibilityChange", "onScrollTargetVisibilityChange",
            "scrollPosition", "scrollTargetBehavior", "scrollTargetLayout", "defaultScrollAnchor", "scrollIndicatorsFlash",
            "focusedValue", "focusedSceneValue", "focusedObject", "focusEffectDisabled", "selectionDisabled",
            "handlesExternalEvents", "widgetURL", "equatable", "coordinateSpace", "anchorPreference",
            "transformPreference", "transformAnchorPreference", "layoutValue", "containerValue", "springLoadingBehavior",
            "previewLayout", "previewDevice", "previewDisplayName", "previewContext", "previewInterfaceOrientation",
        ]),
        (.container, [
            .init("navigationTitle", .modelled), .init("navigationBarTitle", .modelled),
            .init("navigationBarTitleDisplayMode", .modelled), "navigationBarBackButtonHidden",
            .init("navigationBarItems", content: .systemHitArea), .init("toolbar", content: [.views, .systemHitArea], .modelled),
            .init("toolbarBackground", style: .unlabeled), "toolbarColorScheme", "toolbarRole",
            .init("tabItem", content: [.views, .systemHitArea]), "tag", "badge",
            .init("listRowBackground", style: .unlabeledOrView), .init("listRowInsets", spacing: .insets, .modelled),
            "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator",
            .init("swipeActions", content: [.views, .systemHitArea]),
            .init("searchSuggestions", content: [.views, .systemHitArea]), "presentationDetents",
            "presentationDragIndicator", .init("presentationBackground", content: .views, style: .unlabeled),
            .init("containerBackground", content: .views, style: .unlabeled), "interactiveDismissDisabled",
            "preferredColorScheme",
            .init("toolbarTitleDisplayMode", .modelled),
            .init("searchable", .modelled),
            .init("navigationBarHidden", .modelled),
            .init("navigationSubtitle", .opaque("a navigation subtitle's room in the bar is not modelled")),
            .init("statusBarHidden", .opaque("a hidden status bar changes the top safe area of some devices")),
            .init("statusBar", .opaque("a hidden status bar changes the top safe area of some devices")),
            .init("tabViewBottomAccessory", content: .views, .opaque("a tab view's bottom accessory takes room Plumb does not model")),
            .init("toolbarVisibility", .modelled), "toolbarBackgroundVisibility", "toolbarTitleMenu", "toolbarForegroundStyle",
            "navigationSplitViewColumnWidth", "navigationDocument", "inspectorColumnWidth", "tabBarMinimizeBehavior",
            "tabViewSidebarHeader", "tabViewSidebarFooter", "tabViewSidebarBottomBar", "tabViewCustomization",
            "sectionActions", "listSectionSeparatorTint", "listRowHoverEffect", "searchScopes",
            "searchCompletion", "searchPresentationToolbarBehavior", "searchToolbarBehavior", "searchFocused",
            "searchDictationBehavior", "presentationCornerRadius", "presentationContentInteraction",
            "presentationCompactAdaptation", "presentationBackgroundInteraction", "presentationSizing",
            "persistentSystemOverlays", "defersSystemGestures",
        ]),
        (.presentation(.sheet), [.init("sheet", content: .views)]),
        (.presentation(.fullScreenCover), [.init("fullScreenCover", content: .views)]),
        (.presentation(.popover), [.init("popover", content: .views)]),
        (.presentation(.inspector), [
            .init("inspector", content: .views, .opaque("an inspector shares a regular-width window with the view, which is not modelled")),
        ]),
        (.presentation(.alert), [.init("alert", content: [.views, .systemHitArea])]),
        (.presentation(.confirmationDialog), [.init("confirmationDialog", content: [.views, .systemHitArea])]),
        (.presentation(.navigationDestination), [.init("navigationDestination", content: .views)]),
        (.presentation(nil), [
            "actionSheet", "fileImporter", "fileExporter", .init("contextMenu", content: [.views, .systemHitArea]),
            "fileMover", "dialogSuppressionToggle",
        ]),
    ]
}
