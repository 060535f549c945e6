/// How watchOS draws a button in its default look: a rounded platter as wide as the space it is
/// offered and at least 44pt tall, its label centred inside. SwiftUI's documentation of
/// `PrimitiveButtonStyle.automatic`: "iOS uses the borderless button style by default, whereas
/// macOS, tvOS, and watchOS use the bordered button style"; the HIG (watchOS buttons): "Create
/// buttons that span the full width of the screen", and 44×44pt is the HIG's minimum tap target
/// on Apple Watch as on iPhone. The label's insets are the bordered bezel's (inferred).
/// `Toggle`, drawn on watchOS as a row of that platter around its label and switch, takes the
/// same minimum height.
public enum WatchPlatter {
    /// The platter's least height.
    public static let minimumHeight = 44.0

    /// The space between the platter's edges and its label.
    static let insets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

    /// Whether a control in `environment` is drawn on a watch.
    static func applies(in environment: LayoutEnvironment) -> Bool {
        environment.platform == .watchOS
    }

    /// The platter around a label of `label`'s size: as wide as `width` when that is a finite
    /// proposal, else as wide as the label and its insets.
    static func size(around label: Size, proposedWidth width: Double?) -> Size {
        Size(
            width: width.flatMap { $0.isFinite ? $0 : nil } ?? label.width + insets.horizontal,
            height: max(label.height + insets.vertical, minimumHeight))
    }
}
