import PlumbLayout
import Testing

/// Every case of layout-cases.json, against the frames it expects.
@Suite struct LayoutCasesTests {
    static let red = ViewNode.color("red")
    static let blue = ViewNode.color("blue")
    static let green = ViewNode.color("green")
    static let yellow = ViewNode.color("yellow")

    @Test func everyCaseHasATest() throws {
        let tested: Set<String> = [
            "osui-hstack-fixed-frames-in-frame", "osui-nested-hvstack-no-frame", "osui-nested-hvstack-explicit-spacing",
            "osui-flexible-colors-equal-split", "osui-spacer-hstack", "osui-spacer-minlength", "osui-padding-default-16",
            "osui-padding-nested", "osui-flexframe-max", "osui-zstack-alignments", "objcio-hstack-equal-thirds",
            "objcio-grid-fixed-plus-adaptive", "fatbobman-grid-adaptive-300", "text-between-rects-spacing",
            "device-root-iphone-se3", "device-root-iphone-15", "device-root-ipadpro11-m4",
            "device-root-padding-iphone-15", "device-root-ignores-safe-area", "text-body-height",
            "button-default-too-small", "hstack-color-spacer", "grid-adaptive-100-iphone15",
            "viewthatfits-picks-first-fitting", "container-relative-frame-3-2", "list-row-height-render",
            // ListRenderCasesTests
            "list-row-height-tall-content-render", "section-footer-render", "section-header-render",
            // ContentUnavailableRenderCasesTests
            "content-unavailable-label-render", "content-unavailable-description-render",
            // LineSpacingAndShrinkingCasesTests
            "stepper-size-render", "text-line-spacing", "text-minimum-scale-factor",
        ]
        #expect(Set(LayoutCase.all.map(\.id)) == tested)
    }

    @Test func hstackFixedFramesInFrame() throws {
        let c = try LayoutCase.named("osui-hstack-fixed-frames-in-frame")
        let view = ViewNode.hStack([Self.red.frame(width: 50, height: 50), Self.blue.frame(width: 50, height: 50)])
            .frame(width: 150, height: 150).background(.color("black"))
        let placed = LayoutEngine.layout(view, in: canvas(200, 200))
        expectFrame(placed, try c.frame("root(frame/black)"))
        expectFrame(placed.first(kind: .view("Color"), label: "black"), try c.frame("root(frame/black)"))
        expectFrame(placed.first(kind: .view("HStack")), try c.frame("hstack"))
        expectFrame(placed.first(kind: .view("Color"), label: "red"), try c.frame("red"))
        expectFrame(placed.first(kind: .view("Color"), label: "blue"), try c.frame("blue"))
    }

    @Test func nestedStacksHugTheirContent() throws {
        let c = try LayoutCase.named("osui-nested-hvstack-no-frame")
        let placed = LayoutEngine.layout(Self.nestedStacks(outer: nil, inner: nil), in: canvas(200, 200))
        try expectNestedStacks(placed, c)
    }

    @Test func nestedStacksWithExplicitSpacing() throws {
        let c = try LayoutCase.named("osui-nested-hvstack-explicit-spacing")
        let placed = LayoutEngine.layout(Self.nestedStacks(outer: 20, inner: 30), in: canvas(200, 200))
        try expectNestedStacks(placed, c)
    }

    static func nestedStacks(outer: Double?, inner: Double?) -> ViewNode {
        ViewNode.vStack(spacing: outer, [
            red.frame(width: 40, height: 40), blue.frame(width: 40, height: 40),
            .hStack(spacing: inner, [green.frame(width: 40, height: 40), yellow.frame(width: 40, height: 40)]),
        ]).background(.color("black"))
    }

    func expectNestedStacks(_ placed: PlacedView, _ c: LayoutCase) throws {
        let vstackKey = c.frames.keys.first { $0.hasPrefix("vstack") } ?? "vstack"
        expectFrame(placed.first(kind: .view("VStack")), try c.frame(vstackKey))
        expectFrame(placed.first(kind: .view("Color"), label: "black"), try c.frame(vstackKey))
        expectFrame(placed.first(kind: .view("HStack")), try c.frame("hstack"))
        for color in ["red", "blue", "green", "yellow"] {
            expectFrame(placed.first(kind: .view("Color"), label: color), try c.frame(color))
        }
    }

    @Test func flexibleColorsSplitEqually() throws {
        let c = try LayoutCase.named("osui-flexible-colors-equal-split")
        let view = ViewNode.vStack([Self.red, Self.blue, .hStack([Self.green, Self.yellow])]).background(.color("black"))
        let placed = LayoutEngine.layout(view, in: canvas(200, 200))
        expectFrame(placed.first(kind: .view("VStack")), try c.frame("vstack"))
        expectFrame(placed.first(kind: .view("HStack")), try c.frame("hstack"))
        for color in ["red", "blue", "green", "yellow"] {
            expectFrame(placed.first(kind: .view("Color"), label: color), try c.frame(color))
        }
    }

    @Test func spacerInHStack() throws {
        let c = try LayoutCase.named("osui-spacer-hstack")
        let view = ViewNode.hStack([Self.red.frame(width: 50, height: 50), .spacer(), Self.blue.frame(width: 50, height: 50)])
            .frame(width: 200, height: 80).background(.color("gray"))
        let placed = LayoutEngine.layout(view, in: canvas(200, 200))
        expectFrame(placed.first(kind: .view("Color"), label: "gray"), try c.frame("frame(gray)"))
        expectFrame(placed.first(kind: .modifier("frame")), try c.frame("frame(gray)"))
        expectFrame(placed.first(kind: .view("HStack")), try c.frame("hstack"))
        expectFrame(placed.first(kind: .view("Spacer")), try c.frame("spacer"))
        expectFrame(placed.first(kind: .view("Color"), label: "red"), try c.frame("red"))
        expectFrame(placed.first(kind: .view("Color"), label: "blue"), try c.frame("blue"))
    }

    @Test func spacerWithMinLength() throws {
        let c = try LayoutCase.named("osui-spacer-minlength")
        let view = ViewNode.hStack([
            Self.red.frame(width: 50, height: 50), .spacer(minLength: 50), Self.blue.frame(width: 50, height: 50),
        ]).frame(width: 180, height: 80)
        let placed = LayoutEngine.layout(view, in: canvas(200, 200))
        expectFrame(placed, try c.frame("frame"))
        expectFrame(placed.first(kind: .view("Spacer")), try c.frame("spacer"))
        expectFrame(placed.first(kind: .view("Color"), label: "red"), try c.frame("red"))
        expectFrame(placed.first(kind: .view("Color"), label: "blue"), try c.frame("blue"))
    }

    @Test func defaultPaddingIs16() throws {
        let c = try LayoutCase.named("osui-padding-default-16")
        let view = Self.blue.frame(width: 50, height: 30).padding().background(Self.red)
        let placed = LayoutEngine.layout(view, in: canvas(200, 200))
        expectFrame(placed.first(kind: .modifier("padding")), try c.frame("padded(red)"))
        expectFrame(placed.first(kind: .view("Color"), label: "red"), try c.frame("padded(red)"))
        expectFrame(placed.first(kind: .view("Color"), label: "blue"), try c.frame("blue"))
    }

    @Test func nestedPaddingAndBackgrounds() throws {
        let c = try LayoutCase.named("osui-padding-nested")
        let view = Self.blue.frame(width: 50, height: 30).padding(10).background(Self.green).padding(20)
            .background(Self.red)
        let placed = LayoutEngine.layout(view, in: canvas(200, 200))
        for color in ["red", "green", "blue"] {
            expectFrame(placed.first(kind: .view("Color"), label: color), try c.frame(color))
        }
    }

    @Test func flexibleFramesOrderLeastFlexibleFirst() throws {
        let c = try LayoutCase.named("osui-flexframe-max")
        let children = [
            Self.red.frame(maxWidth: 50, maxHeight: 50), Self.green.frame(maxWidth: 40, maxHeight: 30),
            Self.blue.frame(maxWidth: 30, maxHeight: 30),
        ]
        let view = ViewNode.vStack([.vStack(alignment: .leading, children), .hStack(alignment: .top, children)])
        let placed = LayoutEngine.layout(view, in: canvas(200, 200))
        let stacks = placed.all(kind: .view("VStack"))
        expectFrame(stacks.first, try c.frame("outerVStack"))
        expectFrame(stacks.last, try c.frame("innerVStack"))
        let hstack = try #require(placed.first(kind: .view("HStack")))
        expectFrame(hstack, try c.frame("hstack"))
        for color in ["red", "green", "blue"] {
            expectFrame(stacks.last?.first(kind: .view("Color"), label: color), try c.frame("v.\(color)"))
            expectFrame(hstack.first(kind: .view("Color"), label: color), try c.frame("h.\(color)"))
        }
    }

    @Test(arguments: [
        ("center", Alignment.center), ("top", .top), ("bottom", .bottom), ("leading", .leading),
        ("trailing", .trailing), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ])
    func zstackAlignment(name: String, alignment: Alignment) throws {
        let c = try LayoutCase.named("osui-zstack-alignments")
        let view = ViewNode.zStack(alignment: alignment, [
            Self.red.frame(width: 60, height: 60), Self.blue.frame(width: 20, height: 20),
        ])
        let placed = LayoutEngine.layout(view, in: canvas(200, 200))
        expectFrame(placed, try c.frame("red"))
        expectFrame(placed.first(kind: .view("Color"), label: "red"), try c.frame("red"))
        expectFrame(placed.first(kind: .view("Color"), label: "blue"), try c.frame("blue@\(name)"))
    }

    @Test func hstackEqualThirds() throws {
        let c = try LayoutCase.named("objcio-hstack-equal-thirds")
        let view = ViewNode.hStack(spacing: 0, [
            .shape("Rectangle", fill: "red"), .shape("Rectangle", fill: "green"), .shape("Rectangle", fill: "blue"),
        ]).frame(width: 300, height: 100)
        let placed = LayoutEngine.layout(view, in: canvas(300, 100))
        for color in ["red", "green", "blue"] {
            expectFrame(placed.first(kind: .view("Rectangle"), label: color), try c.frame(color))
        }
    }

    @Test func colorBeforeSpacerTakesAllButTheSpacersMinimum() throws {
        let c = try LayoutCase.named("hstack-color-spacer")
        let view = ViewNode.hStack([Self.red, .spacer()]).frame(width: 200, height: 50)
        let placed = LayoutEngine.layout(view, in: canvas(200, 50))
        expectFrame(placed.first(kind: .view("Color"), label: "red"), try c.frame("red"), tolerance: Tolerance.inferred)
        expectFrame(placed.first(kind: .view("Spacer")), try c.frame("spacer"), tolerance: Tolerance.inferred)
    }
}
