import PlumbSyntax
import SwiftSyntax

/// The views SwiftUI itself declares, by the name their initialiser is called with, and the
/// families the rules and the reader treat alike.
public enum SwiftUIViews {
    /// Every view SwiftUI declares (for iOS, through iOS 26), with what the layout reader does
    /// with it: a name that is neither one of them nor a project type is a library's view whose
    /// insides Plumb cannot see. `Scripts/vocabulary-uses.py` counts how often real apps use each
    /// (docs/vocabulary.md).
    public static let catalog: [(name: String, modelling: Modelling)] = [
        ("Text", .modelled), ("HStack", .modelled), ("VStack", .modelled), ("Image", .modelled), ("Button", .modelled),
        ("Spacer", .modelled), ("ForEach", .modelled), ("Group", .modelled), ("ZStack", .modelled), ("Color", .modelled),
        ("Section", .modelled), ("Label", .modelled), ("NavigationLink", .modelled), ("Divider", .modelled),
        ("List", .modelled), ("ScrollView", .modelled), ("Toggle", .modelled), ("NavigationStack", .modelled),
        ("Form", .modelled), ("EmptyView", .modelled), ("LazyVStack", .modelled), ("RoundedRectangle", .modelled),
        ("TextField", .modelled), ("Rectangle", .modelled), ("Circle", .modelled), ("GeometryReader", .modelled),
        ("Capsule", .modelled), ("NavigationView", .modelled), ("TabView", .modelled), ("LazyVGrid", .modelled),
        ("ProgressView", .modelled), ("Link", .modelled), ("LabeledContent", .modelled), ("SecureField", .modelled),
        ("LazyHStack", .modelled), ("AnyView", .modelled), ("ViewThatFits", .modelled), ("Grid", .modelled),
        ("GridRow", .modelled), ("LazyHGrid", .modelled), ("Ellipse", .modelled), ("UnevenRoundedRectangle", .modelled),
        ("ScrollViewReader", .modelled), ("TimelineView", .modelled), ("Tab", .modelled), ("AnyLayout", .modelled),
        ("GlassEffectContainer", .modelled), ("Menu", .modelled),
        ("LinearGradient", .modelled), ("RadialGradient", .modelled), ("AngularGradient", .modelled),
        ("EllipticalGradient", .modelled), ("MeshGradient", .modelled),
        ("Picker", .opaque("Picker: drawn by its style around a selection known at run time")),
        ("AsyncImage", .opaque("AsyncImage: its size is the loaded image's or its placeholder's, known at run time")),
        ("DatePicker", .opaque("DatePicker: drawn by the system around a date known at run time")),
        ("MultiDatePicker", .opaque("MultiDatePicker: a calendar drawn by the system")),
        ("ColorPicker", .opaque("ColorPicker: drawn by the system around a colour well")),
        ("Slider", .modelled),
        ("Stepper", .modelled),
        ("Gauge", .opaque("Gauge: drawn by its style, which is not modelled")),
        ("TextEditor", .modelled),
        ("ShareLink", .opaque("ShareLink: its default label is the system's")),
        ("EditButton", .opaque("EditButton: its title is the system's")),
        ("PasteButton", .opaque("PasteButton: drawn by the system")),
        ("RenameButton", .opaque("RenameButton: its title is the system's")),
        ("ContentUnavailableView", .opaque("ContentUnavailableView: laid out by the system's empty-state style")),
        ("ControlGroup", .opaque("ControlGroup: laid out by its style, which is not modelled")),
        ("DisclosureGroup", .opaque("DisclosureGroup: its expanded state is known at run time")),
        ("OutlineGroup", .opaque("OutlineGroup: its rows come from a tree known at run time")),
        ("GroupBox", .opaque("GroupBox: its box's insets are not modelled")),
        ("NavigationSplitView", .opaque("NavigationSplitView: its columns are not modelled")),
        ("Table", .opaque("Table: its columns are not modelled")),
        ("Canvas", .opaque("Canvas: what it draws is computed at run time")),
        ("TabSection", .opaque("TabSection: a tab bar section is not modelled")),
        ("ContainerRelativeShape", .opaque("ContainerRelativeShape: its container's shape is not modelled")),
        ("Path", .opaque("Path: its bounds are computed from points known at run time")),
        ("AnyShape", .opaque("AnyShape: the shape it holds is known at run time")),
    ]

    /// Every view SwiftUI declares.
    public static let all: Set<String> = Set(catalog.map(\.name))

    /// What the layout reader does with the SwiftUI view `name`; nil when SwiftUI declares no such view.
    public static func modelling(of name: String) -> Modelling? {
        modellings[name]
    }

    private static let modellings: [String: Modelling] = Dictionary(
        catalog.map { ($0.name, $0.modelling) }, uniquingKeysWith: { first, _ in first })

    /// The gradients, as views: like shapes, they fill what they are offered.
    public static let gradients: Set<String> = [
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient",
    ]

    /// The views that are `ShapeStyle`s too, a colour and the gradients: `.background(Color.gray)`
    /// takes the ShapeStyle overload, which fills under the safe area (`ignoresSafeAreaEdges:`).
    public static let shapeStyleViews: Set<String> = gradients.union(["Color", "ShapeStyle"])

    /// The gradients as `ShapeStyle` members, `background(.linearGradient(…))`: views alike.
    public static let gradientStyles: Set<String> = ["linearGradient", "radialGradient", "angularGradient", "ellipticalGradient"]

    /// The stacks, eager and lazy: they lay out their children in a line or on top of each other.
    public static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack"]

    /// The stacks that place their children in a line, `spacing:` apart, and their `Layout` forms:
    /// every stack but `ZStack`, which lays its children on top of each other.
    public static let lineStacks: Set<String> = stacks.subtracting(["ZStack"]).union(["VStackLayout", "HStackLayout"])

    /// The grids, eager and lazy: they tile their children in rows and columns of cells.
    public static let grids: Set<String> = ["Grid", "LazyVGrid", "LazyHGrid"]

    /// The vertical stacks, eager and lazy.
    public static let verticalStacks: Set<String> = ["VStack", "LazyVStack"]

    /// The containers that scroll what they hold: a scroll view, a list, a form.
    public static let scrollingContainers: Set<String> = ["ScrollView", "List", "Form"]

    /// The containers that show one column of screens under a navigation bar.
    public static let navigationStacks: Set<String> = ["NavigationStack", "NavigationView"]

    /// The shapes: they fill what they are offered.
    public static let shapes: Set<String> = [
        "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle",
    ]

    /// The protocols a project's own shape conforms to, as a project writes them.
    public static let shapeProtocols: Set<String> = ["Shape", "InsettableShape", "SwiftUI.Shape", "SwiftUI.InsettableShape"]

    /// Whether a view shows a picture or a surface that what is laid over it is sized to: a shape,
    /// `Color`, `AsyncImage`, `VideoPlayer`, or an `Image` of an asset or a platform image (not an
    /// SF Symbol).
    public static func isPictureOrSurface(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = CallShape(call)?.initializerName else { return false }
        if name == "Image" { return call.argument("systemName") == nil }
        return shapes.contains(name) || ["Color", "AsyncImage", "VideoPlayer"].contains(name)
    }

    /// Controls a finger taps whose label the code writes (a title or a label view; where it is,
    /// `ControlLabel` says), measured by their label's size.
    public static let labelledControls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "ShareLink", "PhotosPicker"]

    /// Controls the system draws and sizes around a value (a switch, a field, a slider): their
    /// label, where they have one, is not what a finger taps.
    public static let systemSizedControls: Set<String> = ["Toggle", "Picker", "TextField", "SecureField", "Slider", "Stepper"]

    /// Every control a person operates.
    public static let controls = labelledControls.union(systemSizedControls)

    /// Views that give what they hold the system's hit area, or hold it inside a larger tappable
    /// view: controls tapped as a whole, toolbar items, a control group. Rows are `rowContainers`.
    public static let systemHitAreaHosts: Set<String> = [
        "Button", "NavigationLink", "Link", "Menu", "ToolbarItem", "ToolbarItemGroup", "ToolbarTitleMenu", "ControlGroup",
        "Picker",
    ]

    /// Views whose rows are tapped as a whole: a list's, a form's, a table's, and their sections'.
    public static let rowContainers: Set<String> = ["List", "Form", "Section", "Table"]

    /// The protocols that wrap a UIKit or AppKit view or view controller: SwiftUI hands them
    /// values, and their own code draws the change, which a SwiftUI animation does not move.
    public static let representables: Set<String> = [
        "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    ]

    /// Buttons whose label the system writes: `EditButton()`, `PasteButton(payloadType:)`.
    public static let systemButtons: Set<String> = ["EditButton", "PasteButton"]

    /// The scenes whose content is a window's root view.
    public static let scenes: Set<String> = [
        "WindowGroup", "Window", "DocumentGroup", "Settings", "MenuBarExtra", "UtilityWindow",
    ]
}
