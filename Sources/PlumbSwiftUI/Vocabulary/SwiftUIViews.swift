import PlumbSyntax
import SwiftSyntax

/// The views SwiftUI itself declares, by the name their initialiser is called with, and the
/// families the rules and the reader treat alike.
public enum SwiftUIViews {
    /// Every view SwiftUI declares: a name that is neither one of them nor a project type is a
    /// library's view whose insides Plumb cannot see.
    public static let all: Set<String> = [
        "AnyView", "AsyncImage", "Button", "Canvas", "Capsule", "Circle", "Color", "ColorPicker",
        "ContentUnavailableView", "ControlGroup", "DatePicker", "DisclosureGroup", "Divider", "EditButton",
        "Ellipse", "EmptyView", "ForEach", "Form", "Gauge", "GeometryReader", "Grid", "GridRow", "Group",
        "GroupBox", "HStack", "Image", "Label", "LabeledContent", "LazyHGrid", "LazyHStack", "LazyVGrid",
        "LazyVStack", "Link", "List", "Menu", "MultiDatePicker", "NavigationLink", "NavigationSplitView",
        "NavigationStack", "NavigationView", "OutlineGroup", "PasteButton", "Picker", "ProgressView",
        "Rectangle", "RenameButton", "RoundedRectangle", "ScrollView", "ScrollViewReader", "Section",
        "SecureField", "ShareLink", "Slider", "Spacer", "Stepper", "TabView", "Table", "Text", "TextEditor",
        "TextField", "TimelineView", "Toggle", "UnevenRoundedRectangle", "VStack", "ViewThatFits", "ZStack",
    ]

    /// The stacks, eager and lazy: they lay out their children in a line or on top of each other.
    public static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack"]

    /// The stacks that place their children in a line, `spacing:` apart, and their `Layout` forms:
    /// every stack but `ZStack`, which lays its children on top of each other.
    public static let lineStacks: Set<String> = stacks.subtracting(["ZStack"]).union(["VStackLayout", "HStackLayout"])

    /// The vertical stacks, eager and lazy.
    public static let verticalStacks: Set<String> = ["VStack", "LazyVStack"]

    /// The containers that scroll what they hold: a scroll view, a list, a form.
    public static let scrollingContainers: Set<String> = ["ScrollView", "List", "Form"]

    /// The shapes: they fill what they are offered.
    public static let shapes: Set<String> = [
        "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle",
    ]

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
