/// Rounding to a display's pixel grid (1 / scale points).
public struct PixelGrid: Sendable, Hashable {
    /// The length of one pixel in points.
    public var pixelLength: Double

    public init(pixelLength: Double) {
        self.pixelLength = pixelLength
    }

    public init(scale: Double) {
        self.init(pixelLength: 1 / scale)
    }

    /// Within this distance of a grid line counts as on it (absorbs floating-point noise).
    var tolerance: Double { pixelLength / 1000 }

    /// Up to the next pixel.
    public func ceil(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value / pixelLength - tolerance / pixelLength).rounded(.up) * pixelLength
    }

    /// To the nearest pixel.
    public func round(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value / pixelLength).rounded(.toNearestOrAwayFromZero) * pixelLength
    }

    /// The rectangle with each edge on the nearest pixel.
    public func round(_ rect: Rect) -> Rect {
        let minX = round(rect.minX)
        let minY = round(rect.minY)
        return Rect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
