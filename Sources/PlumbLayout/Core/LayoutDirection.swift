/// The direction a view's content flows in (`.environment(\.layoutDirection, …)`). Right to
/// left, SwiftUI lays a view out as left to right and mirrors it: every stack, padding and
/// alignment swaps its leading and trailing sides, so each frame is the left-to-right one
/// reflected across the view whose environment turned the direction.
public enum LayoutDirection: String, Sendable, Hashable {
    case leftToRight, rightToLeft
}

extension PlacedView {
    /// This view laid out left to right, as the other direction shows it: every frame below it
    /// reflected across its own vertical centre line (its frame stays where its parent put it).
    /// A view below whose direction turns back was already reflected within itself, so the two
    /// reflections leave its content left to right where its mirrored frame is.
    func mirrored() -> PlacedView {
        var mirrored = self
        let axis = frame.minX + frame.maxX
        mirrored.children = children.map { $0.reflected(across: axis) }
        return mirrored
    }

    /// This view and every view below it reflected across the vertical line at `axis / 2`.
    private func reflected(across axis: Double) -> PlacedView {
        var reflected = self
        reflected.frame = frame.reflected(across: axis)
        if let bar { reflected.bar = PlacedBar(name: bar.name, frame: bar.frame.reflected(across: axis)) }
        reflected.children = children.map { $0.reflected(across: axis) }
        return reflected
    }
}

extension Rect {
    /// The rectangle reflected across the vertical line at `axis / 2` (`axis`: the sum of the
    /// mirror's left and right edges).
    fileprivate func reflected(across axis: Double) -> Rect {
        Rect(x: axis - maxX, y: minY, width: size.width, height: size.height)
    }
}
