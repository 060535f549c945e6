import PlumbCore
import PlumbLayout

/// A finding drawn on a wireframe: a numbered outline around each box it concerns.
public struct WireframeMark: Sendable, Hashable {
    /// The number shown on the badge, the same as in the list beside the drawing.
    public var number: Int
    public var ruleID: String
    public var severity: Severity
    public var frames: [Rect]

    public init(number: Int, ruleID: String, severity: Severity, frames: [Rect]) {
        self.number = number
        self.ruleID = ruleID
        self.severity = severity
        self.frames = frames
    }
}

/// One screen laid out on one device, drawn as SVG: the device's outline and system regions,
/// every view of the laid-out tree, and the findings' marks on top.
public struct Wireframe: Sendable {
    public var canvas: DeviceCanvas
    public var root: PlacedView
    public var marks: [WireframeMark]
    /// What is drawn, for people (the SVG's title): "ProfileView on iPhone 14 Pro, portrait".
    public var title: String
    public var palette: ColorPalette

    public init(
        canvas: DeviceCanvas, root: PlacedView, marks: [WireframeMark] = [], title: String,
        palette: ColorPalette = ColorPalette()
    ) {
        self.canvas = canvas
        self.root = root
        self.marks = marks
        self.title = title
        self.palette = palette
    }

    /// A standalone SVG file: its own styles, nothing external.
    public var svgFile: String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg(idPrefix: "w-", width: canvas.size.width, embeddedStyle: true) + "\n"
    }

    /// The SVG element, `width` wide on the page (its drawing in points scales to fit); a page
    /// that inlines several gives each a distinct `idPrefix` and holds `WireframeStyle.css` once.
    public func svg(idPrefix: String, width: Double, embeddedStyle: Bool = false) -> String {
        let size = canvas.size
        var svg = SVGDocument()
        let height = size.width > 0 ? width * size.height / size.width : 0
        svg.raw(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wireframe\" viewBox=\"0 0 \(SVGValue.format(size.width)) "
                + "\(SVGValue.format(size.height))\" width=\"\(SVGValue.format(width))\" height=\"\(SVGValue.format(height))\" "
                + "role=\"img\" aria-labelledby=\"\(idPrefix)title \(idPrefix)desc\">")
        svg.raw("<title id=\"\(idPrefix)title\">\(escape(title))</title>")
        svg.raw("<desc id=\"\(idPrefix)desc\">\(escape(description))</desc>")
        if embeddedStyle { svg.raw("<style>\(WireframeStyle.css)</style>") }
        svg.raw(definitions(idPrefix: idPrefix))
        let chrome = DeviceChrome(canvas: canvas)
        svg.group([("clip-path", .string("url(#\(idPrefix)screen)"))]) { svg in
            chrome.drawBackground(into: &svg)
            var drawing = ViewDrawing(palette: palette, idPrefix: idPrefix, screen: Rect(origin: .zero, size: size))
            drawing.draw(root, into: &svg)
            chrome.drawForeground(into: &svg)
        }
        for mark in marks { draw(mark, into: &svg) }
        svg.raw("</svg>")
        return svg.markup
    }

    private var description: String {
        let views = root.allViews
        let opaque = views.count { $0.role == .opaque }
        var parts = ["\(SVGValue.format(canvas.size.width))×\(SVGValue.format(canvas.size.height)) pt",
                     "\(views.count) view\(views.count == 1 ? "" : "s")"]
        if opaque > 0 { parts.append("\(opaque) not modelled") }
        parts.append(marks.isEmpty ? "no findings" : "\(marks.count) finding\(marks.count == 1 ? "" : "s")")
        return parts.joined(separator: ", ")
    }

    private func definitions(idPrefix: String) -> String {
        let size = canvas.size
        return "<defs><clipPath id=\"\(idPrefix)screen\"><rect width=\"\(SVGValue.format(size.width))\" "
            + "height=\"\(SVGValue.format(size.height))\" rx=\"\(SVGValue.format(canvas.outline.cornerRadius))\"/></clipPath>"
            + "<pattern id=\"\(idPrefix)hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
            + "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" class=\"hatch-ground\"/>"
            + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" class=\"hatch-line\"/></pattern></defs>"
    }

    private func draw(_ mark: WireframeMark, into svg: inout SVGDocument) {
        let severity = mark.severity.rawValue
        svg.group([("class", .string("mark \(severity)")), ("data-rule", .string(mark.ruleID))],
                  title: "Finding \(mark.number): \(mark.ruleID)") { svg in
            for frame in mark.frames {
                svg.element("rect", SVGShapes.rect(frame, class: "mark-box"))
                let radius = 7.0
                let center = Point(x: max(frame.minX, radius), y: max(frame.minY, radius))
                svg.element("circle", [
                    ("class", "mark-badge"), ("cx", .number(center.x)), ("cy", .number(center.y)), ("r", .number(radius)),
                ])
                svg.text(String(mark.number), [
                    ("class", "mark-number"), ("x", .number(center.x)), ("y", .number(center.y + 3.5)), ("font-size", 10),
                ])
            }
        }
    }

    private func escape(_ text: String) -> String {
        var document = SVGDocument()
        document.text(text, [])
        return String(document.markup.dropFirst("<text>".count).dropLast("</text>".count))
    }
}
