/// A resizable image whose picture is known only at run time (`Image(uiImage: loaded)
/// .resizable()`, a name read at run time, a loader's loaded picture): it takes every length it is
/// proposed, as a shape does, and only where a length is left to it (a scroll view's axis,
/// `fixedSize`, an aspect ratio taken from the picture) does its picture's size decide. Plumb
/// never knows that size, so a layout that asks it (`unknownSizeReason(for:)`) places the image as
/// an opaque view and judges nothing that depends on it; a layout that proposes both lengths
/// judges it like any view.
public struct RunTimePictureLayout: ProposalTakingLayout {
    public var role: PlacedView.Role { .symbol }

    public var reason: String
    public var cause: NotModelledCause

    public init(reason: String, cause: NotModelledCause) {
        self.reason = reason
        self.cause = cause
    }
}

extension ViewNode {
    /// A resizable image of a picture known only at run time, for `reason`.
    public static func runTimePicture(reason: String, cause: NotModelledCause, label: String? = nil) -> ViewNode {
        ViewNode(kind: .view("Image"), label: label, layout: RunTimePictureLayout(reason: reason, cause: cause))
    }

    /// The run-time picture this node is (`RunTimePictureLayout`); nil for any other view.
    public var runTimePicture: RunTimePictureLayout? { layout as? RunTimePictureLayout }
}
