import PlumbLayout
import PlumbSwiftUI
import Testing

/// A font with a fallback (`font ?? .subheadline`) is the fallback where the optional is given
/// `nil` or left at its `nil` default, else the font given.
@Suite struct OptionalFontReadingTests {
    @Test func anOptionalFontFallsBackWhereItIsNotGiven() throws {
        let source = """
            struct Definition: View {
                var font: Font?
                init(font: Font? = nil) { self.font = font }
                var body: some View { Text("Term").font(font ?? .subheadline) }
            }
            struct Caption: View {
                let size: Font? = nil
                var body: some View { Text("Term").font(size ?? Font.largeTitle) }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Definition()
                        Definition(font: .largeTitle)
                        Caption()
                        Text("Term").font(.subheadline)
                        Text("Term").font(.largeTitle)
                    }
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        // In whole points: the layout rounds each frame to the pixel grid, which leaves them a hair apart.
        let heights = placed.allViews.filter { $0.kind == .view("Text") }.map { $0.frame.size.height.rounded() }
        #expect(heights == [18, 41, 41, 18, 41])
    }
}
