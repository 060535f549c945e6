import PlumbLayout
import PlumbSwiftUI
import Testing

/// A `Slider` read as UIKit's slider: as wide as it is offered and 34 tall, as UIKit's renders
/// of `UISlider` on iOS 17.5, 18.5 and 26.2 show; its labels and other control sizes stay opaque.
@Suite struct SliderReadingTests {
    private let canvas = LayoutHost(screenSize: Size(width: 300, height: 300), scale: 3)

    private func sliderFrame(_ source: String) throws -> Rect {
        let reading = try SnippetReader.read(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        let placed = LayoutEngine.layout(reading.root, in: canvas).withoutOrigins
        return try #require(placed.first(kind: .view("Slider"))).frame
    }

    @Test(arguments: [
        "Slider(value: $volume, in: 0...1).frame(width: 200)",
        "Slider(value: $fontScale, in: 0.5...1.5, step: 0.1).padding(.horizontal, 50)",
        "Slider(value: $depth, in: 1...12, step: 1) { editing in isEditing = editing }.frame(width: 200)",
        "Slider(value: $opacity, onEditingChanged: { _ in save() }).frame(maxWidth: 200)",
        "HStack(spacing: 0) { Slider(value: $level, label: { EmptyView() }); Color.red.frame(width: 100) }",
    ])
    func aSliderTakesTheWidthItIsOfferedAndUIKitsHeight(source: String) throws {
        #expect(try sliderFrame(source).size == Size(width: 200, height: SliderLayout.height))
    }

    @Test func aSliderInAVStackSpansTheStack() throws {
        let frame = try sliderFrame("""
            VStack(spacing: 8) {
                Text("Text size")
                Slider(value: $size, in: 12...24)
            }
            .padding(20)
            """)
        #expect(frame.size == Size(width: 260, height: 34))
    }

    @Test(arguments: [
        "Slider(value: $speed, in: 0...10) { Text(\"Speed\") }",
        "Slider(value: $days, in: 1...180) {} minimumValueLabel: { Text(\"1\") } maximumValueLabel: { Text(\"180\") }",
        "Slider(value: $zoom, in: 12...15, label: { Text(\"Zoom\") }, minimumValueLabel: { Image(systemName: \"plus\") }, maximumValueLabel: { Image(systemName: \"minus\") })",
    ])
    func aSliderWithLabelsIsOpaqueAroundThem(source: String) throws {
        let reading = try SnippetReader.read(source)
        #expect(reading.root.isOpaque)
        #expect(reading.issues.map(\.message) == ["a Slider's labels are placed by its style, which is not modelled"])
        #expect(!reading.root.children.isEmpty)
    }

    @Test func aSliderAtAnotherControlSizeIsOpaque() throws {
        let reading = try SnippetReader.read("Slider(value: $level).controlSize(.small)")
        #expect(reading.issues.map(\.message) == ["controlSize 'small' is not modelled"])
    }
}
