import PlumbCore
import PlumbLayout

/// Draws what the system puts on a screen: the outline with its corner radius, the regions
/// outside the safe area shaded, the status bar, the notch or Dynamic Island, the home indicator.
/// Sizes of the cutouts and the indicator are approximate (they are drawn, never laid out).
struct DeviceChrome {
    let canvas: DeviceCanvas

    /// Approximate sizes of what the system draws, in points.
    private enum Shape {
        static let notch = Size(width: 162, height: 32)
        static let island = Size(width: 126, height: 37)
        static let islandTop = 11.0
        static let homeIndicator = Size(width: 134, height: 5)
        static let homeIndicatorBottom = 8.0
    }

    /// The screen's background and outline, drawn under the views.
    func drawBackground(into svg: inout SVGDocument) {
        svg.element("rect", [
            ("class", "screen"), ("x", 0), ("y", 0), ("width", .number(canvas.size.width)),
            ("height", .number(canvas.size.height)), ("rx", .number(canvas.outline.cornerRadius)),
        ])
        drawUnsafeRegions(into: &svg)
    }

    /// The system's own drawing, over the views as on a device.
    func drawForeground(into svg: inout SVGDocument) {
        drawStatusBar(into: &svg)
        drawCutout(into: &svg)
        drawHomeIndicator(into: &svg)
        svg.element("rect", [
            ("class", "outline"), ("x", 0), ("y", 0), ("width", .number(canvas.size.width)),
            ("height", .number(canvas.size.height)), ("rx", .number(canvas.outline.cornerRadius)),
        ])
    }

    /// Each edge's band outside the safe area, shaded and titled.
    private func drawUnsafeRegions(into svg: inout SVGDocument) {
        let size = canvas.size, insets = canvas.safeArea
        let bands: [(String, Rect)] = [
            ("top", Rect(x: 0, y: 0, width: size.width, height: insets.top)),
            ("bottom", Rect(x: 0, y: size.height - insets.bottom, width: size.width, height: insets.bottom)),
            ("leading", Rect(x: 0, y: 0, width: insets.leading, height: size.height)),
            ("trailing", Rect(x: size.width - insets.trailing, y: 0, width: insets.trailing, height: size.height)),
        ]
        for (edge, band) in bands where band.size.width > 0 && band.size.height > 0 {
            let length = edge == "top" || edge == "bottom" ? band.size.height : band.size.width
            svg.element(
                "rect", SVGShapes.rect(band, class: "unsafe"),
                title: "Outside the safe area (\(edge) \(SVGValue.format(length)) pt)")
        }
    }

    private func drawStatusBar(into svg: inout SVGDocument) {
        guard let height = canvas.statusBarHeight, height > 0 else { return }
        let clock = SVGShapes.fontSize(forBarHeight: height)
        let inset = max(canvas.outline.cornerRadius * 0.6, 16)
        svg.text("9:41", [
            ("class", "status"), ("x", .number(inset)), ("y", .number(height / 2 + clock * 0.35)),
            ("font-size", .number(clock)),
        ])
    }

    private func drawCutout(into svg: inout SVGDocument) {
        let shape: Size, top: Double, radius: Double
        switch canvas.outline.cutout {
        case .none: return
        case .notch: (shape, top, radius) = (Shape.notch, -Shape.notch.height / 2, Shape.notch.height / 2)
        case .dynamicIsland: (shape, top, radius) = (Shape.island, Shape.islandTop, Shape.island.height / 2)
        }
        // In landscape the cutout is on the leading edge (the device turned to the left).
        let rect = canvas.orientation == .portrait
            ? Rect(x: (canvas.size.width - shape.width) / 2, y: top, width: shape.width, height: shape.height)
            : Rect(x: top, y: (canvas.size.height - shape.width) / 2, width: shape.height, height: shape.width)
        let name = canvas.outline.cutout == .notch ? "Notch" : "Dynamic Island"
        svg.element("rect", SVGShapes.rect(rect, class: "cutout", radius: radius), title: name)
    }

    private func drawHomeIndicator(into svg: inout SVGDocument) {
        guard canvas.outline.hasHomeIndicator, canvas.safeArea.bottom > 0 else { return }
        let size = Shape.homeIndicator
        let rect = Rect(
            x: (canvas.size.width - size.width) / 2, y: canvas.size.height - Shape.homeIndicatorBottom - size.height,
            width: size.width, height: size.height)
        svg.element("rect", SVGShapes.rect(rect, class: "home-indicator", radius: size.height / 2), title: "Home indicator")
    }
}

/// Attribute lists for common shapes.
enum SVGShapes {
    static func rect(_ rect: Rect, class name: String, radius: Double = 0) -> [(String, SVGValue)] {
        var attributes: [(String, SVGValue)] = [
            ("class", .string(name)), ("x", .number(rect.minX)), ("y", .number(rect.minY)),
            ("width", .number(rect.size.width)), ("height", .number(rect.size.height)),
        ]
        if radius > 0 { attributes.append(("rx", .number(radius))) }
        return attributes
    }

    /// A label's font size that fits a bar `height` tall.
    static func fontSize(forBarHeight height: Double) -> Double {
        min(max(height * 0.32, 9), 17)
    }

    /// A label's width as the drawing estimates it (an average advance of 0.55 em), for cutting
    /// labels to their boxes; the browser's font decides the exact width.
    static func estimatedWidth(of text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * 0.55
    }

    /// `text` as it fits in `width` at `fontSize`: whole, else cut with "…"; nil when fewer than
    /// `minimum` characters would show (the box's tooltip names it in full).
    static func fitted(_ text: String, width: Double, fontSize: Double, minimum: Int = 4) -> String? {
        let fitting = Int(width / (fontSize * 0.55))
        if text.count <= fitting { return text }
        return fitting > minimum ? String(text.prefix(fitting - 1)) + "…" : nil
    }
}
