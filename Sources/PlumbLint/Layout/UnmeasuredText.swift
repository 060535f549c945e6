import PlumbLayout

extension PlacedView {
    /// Whether the view's width rests on text in a face Plumb has no metrics for: the view is
    /// such a text or holds one. Where it ends sideways, and whether its text fits, is not known;
    /// its height (lines of its size) is.
    var widthRestsOnUnmeasuredFace: Bool {
        traits.contains(.unmeasuredFace) || children.contains { $0.widthRestsOnUnmeasuredFace }
    }
}
