/// `.scaleEffect(_:anchor:)`, `.scaleEffect(x:y:anchor:)`: the view drawn larger or smaller about
/// a point of its frame. Its layout is unchanged (its parent places it at its unscaled size), and
/// what is drawn is the layout scaled about the anchor: the frames below it are reported where
/// they are drawn (a switch scaled to 44 × 28 pt draws its track 44 × 28 pt, centred on its 51 ×
/// 31-pt layout frame), as hit testing also follows the drawing.
public struct ScaleEffectLayout: ModifierLayout {
    public var x: Double
    public var y: Double
    /// The point of the modifier's frame that stays put.
    public var anchor: Alignment

    public func drawn(_ subviews: [PlacedView], in frame: Rect) -> [PlacedView] {
        let centre = Point(
            x: frame.minX + anchor.horizontal.offset(in: frame.size.width),
            y: frame.minY + anchor.vertical.offset(in: frame.size.height))
        return subviews.map { $0.scaled(x: x, y: y, about: centre) }
    }
}

extension ViewNode {
    /// `.scaleEffect(x:y:anchor:)`.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: Alignment = .center) -> ViewNode {
        ViewNode(kind: .modifier("scaleEffect"), layout: ScaleEffectLayout(x: x, y: y, anchor: anchor), children: [self])
    }
}

extension PlacedView {
    /// This view and every view below it as drawn scaled by `x` and `y` about `centre`. Its text
    /// is drawn at the vertical factor's size (the font scales as a whole; a text scaled unevenly
    /// keeps the heights of its lines).
    fileprivate func scaled(x: Double, y: Double, about centre: Point) -> PlacedView {
        var scaled = self
        scaled.frame = frame.scaled(x: x, y: y, about: centre)
        if let bar { scaled.bar = PlacedBar(name: bar.name, frame: bar.frame.scaled(x: x, y: y, about: centre)) }
        if var text = laidOutText {
            let factor = abs(y)
            text.pointSize *= factor
            text.lineHeight *= factor
            text.ascender *= factor
            text.letterSpacing *= factor
            text.inset = Point(x: text.inset.x * abs(x), y: text.inset.y * factor)
            scaled.laidOutText = text
        }
        scaled.children = children.map { $0.scaled(x: x, y: y, about: centre) }
        return scaled
    }
}

extension Rect {
    /// The rectangle scaled by `x` and `y` about `centre` (a negative factor flips it across the centre).
    fileprivate func scaled(x: Double, y: Double, about centre: Point) -> Rect {
        let left = centre.x + (minX - centre.x) * x, right = centre.x + (maxX - centre.x) * x
        let top = centre.y + (minY - centre.y) * y, bottom = centre.y + (maxY - centre.y) * y
        return Rect(x: min(left, right), y: min(top, bottom), width: abs(right - left), height: abs(bottom - top))
    }
}
