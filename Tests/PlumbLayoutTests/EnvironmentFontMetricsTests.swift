import PlumbCore
import PlumbLayout
import Testing

/// The environment's font metrics, which spacing, baselines and symbols read without a text
/// measurer, are the measurer's own.
@Suite struct EnvironmentFontMetricsTests {
    @Test(arguments: [DynamicTypeSize.xSmall, .large, .accessibility5])
    func theFontsMetricsAreItsMeasurers(size: DynamicTypeSize) {
        for font in TextStyle.allCases.map(Font.style) + [.system(size: 13, weight: .bold)] {
            var environment = LayoutEnvironment(grid: PixelGrid(scale: 3), font: font, dynamicTypeSize: size, containerSize: .zero)
            environment.tracking = 2
            #expect(environment.fontMetrics == environment.textMeasurer.metrics, "\(font) at \(size)")
        }
    }
}
