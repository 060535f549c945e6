import PlumbLayout

/// Where a control is seen. A borderless Button (the default style on iPhone and iPad, `.plain`,
/// `.borderless`) draws only its label, so padding written around the whole label takes room but
/// draws nothing: a label that pads a 300-pt outline by 50pt a side makes a 400-pt Button that
/// shows 300pt, and its visible edge is the outline's. A style that draws a bezel around the
/// label (`.bordered`, a watch's platter) or a project style whose body draws a background
/// around its padding shows the whole frame.
enum VisibleExtent {
    /// The frame of `view` where it is seen: a borderless control's without the padding around
    /// its label; any other view's frame.
    static func frame(of view: PlacedView) -> Rect {
        guard PlacedKinds.tappable.contains(view.kind), var label = view.children.first, label.frame == view.frame else {
            return view.frame
        }
        while label.kind == .modifier("padding"), let padded = label.children.first { label = padded }
        return label.frame
    }
}
