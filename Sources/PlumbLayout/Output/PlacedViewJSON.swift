import PlumbCore

extension PlacedView {
    /// The laid-out tree as JSON for other tools: `{"canvas": {"width", "height"}, "root": node}`,
    /// each node `{"kind", "label", "frame": {"x", "y", "w", "h"}, "children"}` in that key order,
    /// numbers in points to three decimals.
    public func json(canvas: Size) -> String {
        OrderedJSON.object([
            ("canvas", .object([("width", Self.number(canvas.width)), ("height", Self.number(canvas.height))])),
            ("root", jsonNode),
        ]).rendered
    }

    private var jsonNode: OrderedJSON {
        .object([
            ("kind", .string(kind)),
            ("label", label.map(OrderedJSON.string) ?? .null),
            ("frame", .object([
                ("x", Self.number(frame.minX)), ("y", Self.number(frame.minY)),
                ("w", Self.number(frame.size.width)), ("h", Self.number(frame.size.height)),
            ])),
            ("children", .array(children.map(\.jsonNode))),
        ])
    }

    /// A coordinate to three decimals; JSON has no infinity or NaN, so a degenerate layout's
    /// non-finite value is null.
    private static func number(_ value: Double) -> OrderedJSON {
        guard value.isFinite else { return .null }
        let rounded = (value * 1000).rounded() / 1000
        return .number(rounded.isFinite ? rounded : value)
    }

    /// The laid-out tree as indented text, one view per line: kind, label, x, y, width, height.
    public var text: String {
        textLines(depth: 0).joined(separator: "\n")
    }

    private func textLines(depth: Int) -> [String] {
        func format(_ value: Double) -> String {
            NumberText.literal((value * 1000).rounded() / 1000)
        }
        let name = label.map { "\(kind) \"\($0)\"" } ?? kind
        let line = String(repeating: "  ", count: depth) + name
            + "  (\(format(frame.minX)), \(format(frame.minY))) \(format(frame.size.width))×\(format(frame.size.height))"
            + (isOpaque ? "  [not modelled]" : "")
        return [line] + children.flatMap { $0.textLines(depth: depth + 1) }
    }
}
