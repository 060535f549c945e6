import PlumbCore
import PlumbLayout
import Testing

/// Of two fonts, one is never larger than the other when it is no larger a size at every text
/// size and no heavier: text in it is then no wider and no taller, which is what lets a run-time
/// choice between them be laid out at its two extremes.
@Suite struct FontOrderTests {
    /// Every text style in its own weight and in bold.
    private static let fonts: [Font] = TextStyle.allCases.flatMap { [Font.style($0), Font.style($0).weight(.bold)] }

    @Test func orderedFontsAreNamedByTheirSizesAndWeights() {
        #expect(Font.style(.callout).isNoLarger(than: .style(.headline)))
        #expect(Font.style(.body).isNoLarger(than: .style(.headline)))
        #expect(Font.style(.caption).isNoLarger(than: Font.style(.caption).weight(.bold)))
        #expect(!Font.style(.headline).isNoLarger(than: .style(.callout)))
        // Larger but lighter, and a size that scales against one that does not.
        #expect(!Font.style(.title3).isNoLarger(than: .style(.headline)))
        #expect(!Font.style(.headline).isNoLarger(than: .style(.title3)))
        #expect(!Font.body.isNoLarger(than: .system(size: 17)))
        #expect(!Font.system(size: 17).isNoLarger(than: .body))
        // A face without metrics is never ordered.
        #expect(!Font(.fixed(12), face: "Brand").isNoLarger(than: .style(.largeTitle)))
    }

    @Test func textInTheSmallerFontIsNeverWiderOrTaller() {
        let samples = ["Favourites", "iiii", "WMW", "Settings and privacy", "12:45"]
        for smaller in Self.fonts {
            for larger in Self.fonts where smaller.isNoLarger(than: larger) {
                for dynamicType in DynamicTypeSize.allCases {
                    let small = TextMeasurer(font: smaller, dynamicType: dynamicType, grid: PixelGrid(scale: 3))
                    let large = TextMeasurer(font: larger, dynamicType: dynamicType, grid: PixelGrid(scale: 3))
                    #expect(small.metrics.lineHeight <= large.metrics.lineHeight, "\(smaller) \(larger) \(dynamicType)")
                    for sample in samples {
                        #expect(small.width(of: sample) <= large.width(of: sample) + 1e-9, "\(sample): \(smaller) \(larger) \(dynamicType)")
                    }
                }
            }
        }
    }
}
