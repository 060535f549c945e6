import PlumbCore

extension PlacedView {
    /// The laid-out tree as JSON for other tools: `{"canvas": {"width", "height"}, "root": node}`,
    /// each node `{"kind", "label", "frame": {"x", "y", "w", "h"}, "children"}` in that key order,
    /// numbers in points to three decimals. Three keys follow `children` when they apply:
    /// `"opaque"`, the reason a view is not modelled (for every opaque view), `"sample"`,
    /// `{"length", "characters"}` of a text known only at run time, and `"origin"`,
    /// `{"file", "line", "column", "span": [start, end], "through": [{"type", "file", "line",
    /// "column"}]}` — where the view was read from and the custom views it came through.
    /// Given a scale (`lineBoxesAt`), a view that draws text gets `"lines"` last: each line's
    /// `{"text", "x", "y", "w", "h", "baseline", "size", "weight"}`, its advance width measured at
    /// that scale, leading-aligned.
    public func json(canvas: Size, lineBoxesAt scale: Double? = nil) -> String {
        OrderedJSON.object([
            ("canvas", .object([("width", Self.number(canvas.width)), ("height", Self.number(canvas.height))])),
            ("root", jsonNode(lineBoxesAt: scale)),
        ]).rendered
    }

    private func jsonNode(lineBoxesAt scale: Double?) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [
            ("kind", .string(kind.name)),
            ("label", label.map(OrderedJSON.string) ?? .null),
            ("frame", .object([
                ("x", Self.number(frame.minX)), ("y", Self.number(frame.minY)),
                ("w", Self.number(frame.size.width)), ("h", Self.number(frame.size.height)),
            ])),
            ("children", .array(children.map { $0.jsonNode(lineBoxesAt: scale) })),
        ]
        if isOpaque { members.append(("opaque", .string(opaqueReason ?? "not modelled"))) }
        if let textSample {
            members.append(("sample", .object([
                ("length", .string(textSample.length.rawValue)), ("characters", .number(Double(textSample.characters))),
            ])))
        }
        if let origin { members.append(("origin", Self.json(origin))) }
        if let scale, laidOutText != nil { members.append(("lines", lineBoxes(scale: scale))) }
        return .object(members)
    }

    private func lineBoxes(scale: Double) -> OrderedJSON {
        .array(textLines(scale: scale).map { line in
            .object([
                ("text", .string(line.text)),
                ("x", Self.number(line.frame.minX)),
                ("y", Self.number(line.frame.minY)),
                ("w", Self.number(line.frame.size.width)),
                ("h", Self.number(line.frame.size.height)),
                ("baseline", Self.number(line.baseline)),
                ("size", Self.number(line.pointSize)),
                ("weight", .string(line.weight.rawValue)),
            ])
        })
    }

    private static func json(_ origin: SourceOrigin) -> OrderedJSON {
        .object([
            ("file", .string(origin.position.file)),
            ("line", .number(Double(origin.position.line))),
            ("column", .number(Double(origin.position.column))),
            ("span", .array([.number(Double(origin.span.lowerBound)), .number(Double(origin.span.upperBound))])),
            ("through", .array(origin.viewChain.map { use in
                .object([("type", .string(use.typeName))] + (use.callSite.map { site in [
                    ("file", OrderedJSON.string(site.file)), ("line", .number(Double(site.line))),
                    ("column", .number(Double(site.column))),
                ] } ?? []))
            })),
        ])
    }

    /// A coordinate to three decimals; JSON has no infinity or NaN, so a degenerate layout's
    /// non-finite value is null.
    private static func number(_ value: Double) -> OrderedJSON {
        guard value.isFinite else { return .null }
        let rounded = (value * 1000).rounded() / 1000
        return .number(rounded.isFinite ? rounded : value)
    }

    /// The laid-out tree as indented text, one view per line: kind, label, x, y, width, height,
    /// then `[not modelled]` and its reason for an opaque view, `[typical text (25 characters)]`
    /// for the sample of a text known only at run time, and `@ file:line:column` for a view read
    /// from source.
    public var text: String {
        textLines(depth: 0).joined(separator: "\n")
    }

    private func textLines(depth: Int) -> [String] {
        func format(_ value: Double) -> String {
            NumberText.literal((value * 1000).rounded() / 1000)
        }
        var line = String(repeating: "  ", count: depth) + displayName()
            + "  (\(format(frame.minX)), \(format(frame.minY))) \(format(frame.size.width))×\(format(frame.size.height))"
        if isOpaque { line += "  [not modelled]" + (opaqueReason.map { " " + $0 } ?? "") }
        if let textSample { line += "  [\(textSample.description)]" }
        if let position = origin?.position { line += "  @ \(position.file):\(position.line):\(position.column)" }
        return [line] + children.flatMap { $0.textLines(depth: depth + 1) }
    }
}
