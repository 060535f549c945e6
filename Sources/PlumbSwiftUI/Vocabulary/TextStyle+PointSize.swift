import PlumbCore
import PlumbLayout

extension TextStyle {
    /// The style's point size at the default Dynamic Type size (`.large`) on iOS.
    public var defaultPointSize: Double { pointSize(at: .large) }

    /// The text style nearest a point size; a tie goes to the larger style. `.headline` is never
    /// the answer: it is `.body`'s size in semibold, and a size alone says body.
    public static func nearest(toPointSize size: Double) -> TextStyle {
        var best = TextStyle.largeTitle
        for style in allCases where style != .headline && abs(style.defaultPointSize - size) < abs(best.defaultPointSize - size) {
            best = style
        }
        return best
    }
}
