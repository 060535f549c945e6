import PlumbLayout
import PlumbSwiftUI
import Testing

/// The `view` strings of the verified layout cases read into the trees the engine tests build.
@Suite struct VerifiedCaseSnippetTests {
    static let red = ViewNode.color("red")
    static let blue = ViewNode.color("blue")
    static let green = ViewNode.color("green")
    static let yellow = ViewNode.color("yellow")
    static let flexChildren = [
        red.frame(maxWidth: 50, maxHeight: 50), green.frame(maxWidth: 40, maxHeight: 30),
        blue.frame(maxWidth: 30, maxHeight: 30),
    ]

    static let cases: [(String, ViewNode)] = [
        (
            "VStack { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 40, height: 40); HStack { Color.green.frame(width: 40, height: 40); Color.yellow.frame(width: 40, height: 40) } }.background { Color.black }",
            ViewNode.vStack([
                red.frame(width: 40, height: 40), blue.frame(width: 40, height: 40),
                .hStack([green.frame(width: 40, height: 40), yellow.frame(width: 40, height: 40)]),
            ]).background(.color("black"))
        ),
        (
            "VStack(spacing: 20) { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 40, height: 40); HStack(spacing: 30) { Color.green.frame(width: 40, height: 40); Color.yellow.frame(width: 40, height: 40) } }.background { Color.black }",
            ViewNode.vStack(spacing: 20, [
                red.frame(width: 40, height: 40), blue.frame(width: 40, height: 40),
                .hStack(spacing: 30, [green.frame(width: 40, height: 40), yellow.frame(width: 40, height: 40)]),
            ]).background(.color("black"))
        ),
        (
            "VStack { Color.red; Color.blue; HStack { Color.green; Color.yellow } }.background { Color.black }",
            ViewNode.vStack([red, blue, .hStack([green, yellow])]).background(.color("black"))
        ),
        (
            "HStack { Color.red.frame(width: 50, height: 50); Spacer(minLength: 50); Color.blue.frame(width: 50, height: 50) }.frame(width: 180, height: 80)",
            ViewNode.hStack([red.frame(width: 50, height: 50), .spacer(minLength: 50), blue.frame(width: 50, height: 50)])
                .frame(width: 180, height: 80)
        ),
        ("Color.blue.frame(width: 50, height: 30).padding().background(Color.red)", blue.frame(width: 50, height: 30).padding().background(red.ignoresSafeArea())),
        (
            "Color.blue.frame(width: 50, height: 30).padding(10).background(Color.green).padding(20).background(Color.red)",
            blue.frame(width: 50, height: 30).padding(10).background(green.ignoresSafeArea()).padding(20)
                .background(red.ignoresSafeArea())
        ),
        (
            "VStack { VStack(alignment: .leading) { Color.red.frame(maxWidth: 50, maxHeight: 50); Color.green.frame(maxWidth: 40, maxHeight: 30); Color.blue.frame(maxWidth: 30, maxHeight: 30) }; HStack(alignment: .top) { Color.red.frame(maxWidth: 50, maxHeight: 50); Color.green.frame(maxWidth: 40, maxHeight: 30); Color.blue.frame(maxWidth: 30, maxHeight: 30) } }",
            ViewNode.vStack([.vStack(alignment: .leading, flexChildren), .hStack(alignment: .top, flexChildren)])
        ),
        (
            "ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 60, height: 60); Color.blue.frame(width: 20, height: 20) }",
            ViewNode.zStack(alignment: .bottomTrailing, [red.frame(width: 60, height: 60), blue.frame(width: 20, height: 20)])
        ),
        (
            "HStack(spacing: 0) { Rectangle().fill(Color.red); Rectangle().fill(Color.green); Rectangle().fill(Color.blue) }.frame(width: 300, height: 100)",
            ViewNode.hStack(spacing: 0, [
                .shape("Rectangle", fill: "red"), .shape("Rectangle", fill: "green"), .shape("Rectangle", fill: "blue"),
            ]).frame(width: 300, height: 100)
        ),
    ]

    @Test(arguments: cases.indices)
    func snippetReadsIntoTheTestedTree(index: Int) throws {
        let (source, built) = Self.cases[index]
        let reading = try SnippetReader.read(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        let host = LayoutHost(screenSize: Size(width: 200, height: 200), scale: 3)
        #expect(LayoutEngine.layout(reading.root, in: host).withoutOrigins == LayoutEngine.layout(built, in: host))
    }
}
