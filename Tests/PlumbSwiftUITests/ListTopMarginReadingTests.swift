import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A List's or Form's top content margin puts its first section between the margin and the
/// margin plus the style's own top gap: an open number, laid out at both, the choice stated.
@Suite struct ListTopMarginReadingTests {
    @Test(arguments: [
        // On the Form itself.
        """
        struct Settings: View {
            var body: some View {
                Form { Section { Toggle("Sounds", isOn: .constant(true)) } }
                    .contentMargins(.top, 16)
            }
        }
        """,
        // Through a modifier, the margin a named constant, for the scroll content; a bottom
        // margin of 0 leaves the top alone.
        """
        enum Spacing { static let top: CGFloat = 16 }
        struct Settings: View {
            var body: some View {
                List { Section { Text("Sounds") } }
                    .scrollContentBackground(.hidden)
                    .contentMargins(.top, Spacing.top, for: .scrollContent)
                    .contentMargins(.bottom, 0)
            }
        }
        """,
    ])
    func aTopMarginPutsTheFirstSectionBetweenItAndItPlusTheStylesGap(source: String) throws {
        let (lowTree, low) = try AppScreenLayout.layout(source, "Settings", on: AppScreenLayout.canvas(openNumbers: .low))
        let (highTree, high) = try AppScreenLayout.layout(source, "Settings", on: AppScreenLayout.canvas(openNumbers: .high))
        #expect(lowTree.issues.isEmpty, "\(lowTree.issues)")
        #expect(try #require(low.first(kind: .view("Section"))).frame.minY == 16)
        #expect(try #require(high.first(kind: .view("Section"))).frame.minY == 16 + ListLayout.sectionGap)
        #expect(lowTree.assumptions.contains { $0.message.hasPrefix("took 16 above the list's first section, its lowest") })
        #expect(highTree.assumptions.contains { $0.message.hasPrefix("took 51 above the list's first section, its highest") })
    }

    @Test func aHeaderedFirstSectionKeepsTheHeadersOwnGapAsItsHighest() throws {
        let source = """
            struct Settings: View {
                var body: some View {
                    Form { Section("Sounds") { Text("Ringtone") } }.contentMargins(.top, 4)
                }
            }
            """
        let (_, high) = try AppScreenLayout.layout(source, "Settings", on: AppScreenLayout.canvas(openNumbers: .high))
        let header = try #require(high.first(kind: .view("SectionHeader")))
        #expect(header.frame.minY == 4 + SectionHeaderLayout.gapAtTop)
    }
}
