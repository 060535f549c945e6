extension PlacedView {
    /// What kind of thing a laid-out view is, for drawing it: the layout engine knows from the
    /// node's layout, so a drawing need not guess from the view's name.
    public enum Role: String, Sendable, Hashable {
        /// A stack, grid, list or text: drawn as a box (text also as its lines).
        case view
        /// A button, toggle or text field: its frame is what the user taps.
        case control
        /// A modifier of the view it wraps (`padding`, `frame`, `background` …).
        case modifier
        /// A colour or shape filling its frame.
        case shape
        /// An SF Symbol or image, drawn as a placeholder with its name.
        case symbol
        /// A view or modifier the engine does not model.
        case opaque
    }
}
