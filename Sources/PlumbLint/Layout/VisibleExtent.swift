import PlumbLayout

/// Where a control is seen. A borderless Button (the default style on iPhone and iPad, `.plain`,
/// `.borderless`) draws only its label, so padding and frames written around the whole label take
/// room but draw nothing: a label that pads a 300-pt outline by 50pt a side makes a 400-pt Button
/// that shows 300pt, and its visible edge is the outline's; centred text in a
/// `.frame(maxWidth: .infinity)` spans the screen and shows only the text. A style that draws a bezel around the
/// label (`.bordered`, a watch's platter) or a project style whose body draws a background
/// around its padding shows the whole frame.
enum VisibleExtent {
    /// The frame of `view` where it is seen: a borderless control's without the padding and
    /// frames around its label; any other view's frame.
    static func frame(of view: PlacedView) -> Rect {
        guard PlacedKinds.tappable.contains(view.kind), var label = view.children.first, label.frame == view.frame else {
            return view.frame
        }
        while Self.drawsNothing.contains(label.kind), let inner = label.children.first { label = inner }
        return label.frame
    }

    /// Modifiers that place their view in more room without drawing in it.
    private static let drawsNothing: Set<NodeKind> = [.modifier("padding"), .modifier("frame")]
}
