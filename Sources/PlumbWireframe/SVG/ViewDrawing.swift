import PlumbLayout

/// Draws a laid-out tree: every view a box, text as its laid-out lines, colours and shapes
/// filled, symbols and images as named placeholders, what is not modelled hatched and labelled.
struct ViewDrawing {
    let palette: ColorPalette
    /// Prefixes the ids of the drawing's definitions, unique within a page.
    let idPrefix: String
    /// The screen: a view wholly outside it (rows scrolled past its bottom) would be clipped, so
    /// it is not written at all, which keeps the pages of long lists small. Its children are
    /// still drawn where they reach the screen.
    let screen: Rect
    /// The boxes drawn so far: a view of the same role, kind and label with the same frame (the
    /// rows of a `ForEach` stacked in one place, a pile of empty opaque views) would be drawn
    /// exactly over one of them, adding nothing to see and much to the page.
    private var drawn: Set<DrawnBox> = []

    private struct DrawnBox: Hashable {
        let role: PlacedView.Role
        let kind: NodeKind
        let label: String?
        let frame: Rect
    }

    init(palette: ColorPalette, idPrefix: String, screen: Rect) {
        self.palette = palette
        self.idPrefix = idPrefix
        self.screen = screen
    }

    mutating func draw(_ view: PlacedView, into svg: inout SVGDocument) {
        let frame = view.frame
        guard frame.size.width.isFinite, frame.size.height.isFinite, frame.minX.isFinite, frame.minY.isFinite else {
            return
        }
        let isOnScreen = frame.maxX >= screen.minX && frame.minX <= screen.maxX && frame.maxY >= screen.minY
            && frame.minY <= screen.maxY
        guard isOnScreen, drawn.insert(DrawnBox(role: view.role, kind: view.kind, label: view.label, frame: frame)).inserted else {
            for child in view.children { draw(child, into: &svg) }
            return
        }
        switch view.role {
        case .opaque: drawOpaque(view, into: &svg)
        case .shape: drawShape(view, into: &svg)
        case .symbol: drawSymbol(view, into: &svg)
        case .modifier: drawModifier(view, into: &svg)
        case .view: drawBox(view, into: &svg)
        case .control: drawControl(view, into: &svg)
        }
        if let text = view.laidOutText { drawText(text, of: view, into: &svg) }
        for child in view.children { draw(child, into: &svg) }
    }

    private func title(_ view: PlacedView) -> String {
        let frame = view.frame
        return "\(view.displayName()) at (\(SVGValue.format(frame.minX)), \(SVGValue.format(frame.minY))), "
            + "\(SVGValue.format(frame.size.width))×\(SVGValue.format(frame.size.height)) pt"
    }

    private func drawBox(_ view: PlacedView, into svg: inout SVGDocument) {
        // A view without area (a Spacer across its stack, an empty view) would be a stray line.
        guard view.frame.size.width > 0 && view.frame.size.height > 0 else { return }
        let isText = view.laidOutText != nil
        svg.element("rect", SVGShapes.rect(view.frame, class: isText ? "text-box" : "view"), title: title(view))
        if let bar = view.bar { drawBar(bar, into: &svg) }
    }

    private func drawBar(_ bar: PlacedBar, into svg: inout SVGDocument) {
        let band = bar.frame
        guard band.size.height > 0, band.size.width > 0 else { return }
        svg.element("rect", SVGShapes.rect(band, class: "bar"), title: bar.name)
        let size = SVGShapes.fontSize(forBarHeight: min(band.size.height, 44))
        svg.text(bar.name, [
            ("class", "bar-label"), ("x", .number(band.minX + band.size.width / 2)),
            ("y", .number(band.maxY - min(band.size.height, 44) / 2 + size * 0.35)), ("font-size", .number(size)),
        ])
    }

    /// A control's frame, the area it answers taps in, as a rounded field.
    private func drawControl(_ view: PlacedView, into svg: inout SVGDocument) {
        let frame = view.frame
        svg.element("rect", SVGShapes.rect(frame, class: "control", radius: min(8, frame.size.height / 2)), title: title(view))
    }

    /// A modifier is drawn only where it changes the frame (padding, frame); elsewhere its box
    /// would sit on its view's.
    private func drawModifier(_ view: PlacedView, into svg: inout SVGDocument) {
        guard let content = view.children.first, content.frame != view.frame else { return }
        svg.element("rect", SVGShapes.rect(view.frame, class: "modifier"), title: title(view))
    }

    private func drawShape(_ view: PlacedView, into svg: inout SVGDocument) {
        let fill = view.label.flatMap(palette.color(named:))
        var attributes: [(String, SVGValue)]
        let frame = view.frame
        switch view.kind {
        case .view("Circle"), .view("Ellipse"):
            attributes = [
                ("class", "shape"), ("cx", .number(frame.minX + frame.size.width / 2)),
                ("cy", .number(frame.minY + frame.size.height / 2)),
                ("rx", .number(frame.size.width / 2)), ("ry", .number(frame.size.height / 2)),
            ]
        case .view("Capsule"):
            attributes = SVGShapes.rect(frame, class: "shape", radius: min(frame.size.width, frame.size.height) / 2)
        default:
            attributes = SVGShapes.rect(frame, class: "shape")
        }
        // A style, not a presentation attribute, which the stylesheet's default fill would override.
        if let fill { attributes.append(("style", .string("fill:\(fill);fill-opacity:1"))) }
        svg.element(attributes.contains { $0.0 == "cx" } ? "ellipse" : "rect", attributes, title: title(view))
    }

    private func drawSymbol(_ view: PlacedView, into svg: inout SVGDocument) {
        let frame = view.frame
        svg.element("rect", SVGShapes.rect(frame, class: "symbol", radius: min(frame.size.width, frame.size.height) / 5), title: title(view))
        guard let name = view.label, frame.size.height >= 6 else { return }
        // The name, small, in the box: whole, or its first part (`paintbrush` of
        // `paintbrush.pointed.fill`), narrowed to as little as half its width to fit; else cut.
        let size = min(max(frame.size.height * 0.3, 5), 11)
        let room = frame.size.width - 2
        let squeezable = room * Self.symbolSqueeze
        let first = name.split(separator: ".").first.map(String.init) ?? name
        var attributes: [(String, SVGValue)] = [
            ("class", "symbol-label"), ("x", .number(frame.minX + frame.size.width / 2)),
            ("y", .number(frame.minY + frame.size.height / 2 + size * 0.35)), ("font-size", .number(size)),
        ]
        let shown: String
        if let whole = [name, first].first(where: { SVGShapes.estimatedWidth(of: $0, fontSize: size) <= squeezable }) {
            shown = whole
            if SVGShapes.estimatedWidth(of: whole, fontSize: size) > room {
                attributes += [("textLength", .number(room)), ("lengthAdjust", "spacingAndGlyphs")]
            }
        } else {
            shown = SVGShapes.fitted(name, width: room, fontSize: size, minimum: 2) ?? ""
        }
        svg.text(shown, attributes)
    }

    /// How much wider than its box a symbol's name may be before it is narrowed to fit.
    private static let symbolSqueeze = 1.9

    /// Side of the marker drawn for an opaque view laid out empty, which has no area to hatch.
    private static let emptyOpaqueMarker = 12.0

    private func drawOpaque(_ view: PlacedView, into svg: inout SVGDocument) {
        var frame = view.frame
        if frame.size.width == 0 || frame.size.height == 0 {
            let side = Self.emptyOpaqueMarker
            frame = Rect(x: frame.minX - side / 2, y: frame.minY - side / 2, width: side, height: side)
        }
        let reason = "not modelled: " + (view.opaqueReason ?? view.displayName())
        // A view the engine could not model is hatched; an unmodelled modifier around modelled
        // content only outlined, so that the content stays readable.
        let wrapsContent = !view.children.isEmpty
        var attributes = SVGShapes.rect(frame, class: wrapsContent ? "opaque-wrapper" : "opaque")
        if !wrapsContent { attributes.append(("style", .string("fill:url(#\(idPrefix)hatch)"))) }
        svg.element("rect", attributes, title: reason)
        // Inside the box only, so that it never runs over the text beside it.
        let size = 7.0
        guard frame.size.height >= 8, let label = SVGShapes.fitted(reason, width: frame.size.width - 4, fontSize: size, minimum: 8)
        else { return }
        svg.text(label, [
            ("class", "opaque-label"), ("x", .number(frame.minX + 2)), ("y", .number(frame.minY + 8)), ("font-size", .number(size)),
        ])
    }

    private func drawText(_ text: PlacedText, of view: PlacedView, into svg: inout SVGDocument) {
        for (index, line) in text.lines.enumerated() where !line.isEmpty {
            let top = view.frame.minY + text.inset.y + Double(index) * text.lineHeight
            svg.text(line, [
                ("class", text.isPlaceholder ? "placeholder" : "line"), ("x", .number(view.frame.minX + text.inset.x)),
                ("y", .number(top + text.ascender)), ("font-size", .number(text.pointSize)),
                ("font-weight", .number(Self.cssWeight(text.weight))),
            ])
        }
    }

    private static func cssWeight(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}
