import PlumbCore
import PlumbLayout
import Testing

/// The laid-out tree as JSON and as text.
@Suite struct OutputTests {
    let host = LayoutHost(screenSize: Size(width: 200, height: 200), scale: 3)

    @Test func jsonKeysInOrderAndThreeDecimals() {
        let placed = LayoutEngine.layout(.vStack([.color("red"), .color("blue"), .color("green")]), in: host)
        let json = placed.json(canvas: host.screenSize)
        #expect(json.hasPrefix(
            #"{"canvas": {"width": 200, "height": 200}, "root": {"kind": "VStack", "label": null, "frame": {"x": 0, "y": 0, "w": 200, "h": 200}, "children": [{"kind": "Color", "label": "red", "frame": {"x": 0, "y": 0, "w": 200, "h": 61.333}, "children": []}"#))
        #expect(json.contains(#""y": 69.333"#))
    }

    @Test func opaqueReasonAndOriginFollowTheChildren() {
        let origin = SourceOrigin(
            position: SourcePosition(file: "Row.swift", line: 4, column: 9), span: 80..<101,
            viewChain: [
                .init(typeName: "FeedScreen", callSite: nil),
                .init(typeName: "PostRow", callSite: SourcePosition(file: "Feed.swift", line: 12, column: 13)),
            ])
        let node = ViewNode.opaque(.modifier("cardStyle"), reason: "unknown modifier 'cardStyle'", children: [.color("red")])
            .at(origin)
        let placed = LayoutEngine.layout(node, in: host)
        #expect(placed.opaqueReason == "unknown modifier 'cardStyle'")
        #expect(placed.origin == origin)
        #expect(placed.json(canvas: host.screenSize).contains(
            #""children": [{"kind": "Color", "label": "red", "frame": {"x": 0, "y": 0, "w": 200, "h": 200}, "children": []}], "opaque": "unknown modifier 'cardStyle'", "origin": {"file": "Row.swift", "line": 4, "column": 9, "span": [80, 101], "through": [{"type": "FeedScreen"}, {"type": "PostRow", "file": "Feed.swift", "line": 12, "column": 13}]}}"#))
        #expect(placed.text.hasPrefix("cardStyle  (0, 0) 200×200  [not modelled] unknown modifier 'cardStyle'  @ Row.swift:4:9"))
    }

    @Test func textIsAnIndentedTree() {
        let placed = LayoutEngine.layout(ViewNode.text("Hi").padding(), in: host)
        let lines = placed.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("padding  ("))
        #expect(lines[1].hasPrefix("  Text \"Hi\"  ("))
    }
}
