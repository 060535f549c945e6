/// The views SwiftUI itself declares, so a name that is neither one of them nor a project type
/// is a library's view whose insides Plumb cannot see.
enum KnownViews {
    static let swiftUI: Set<String> = [
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
}
