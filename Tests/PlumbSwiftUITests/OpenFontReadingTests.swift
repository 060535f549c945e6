import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A font chosen at run time between two fonts the reader knows, one never larger than the
/// other, is read as an open number is: the smaller font with open numbers at their lowest, the
/// larger at their highest, the choice stated; fonts not so ordered stay unread.
@Suite struct OpenFontReadingTests {
    /// The size of the first text of `screen`, read and laid out with open numbers at `values`.
    private static func textSize(_ source: String, _ screen: String = "Tab", at values: OpenNumbers) throws -> (Size?, ScreenTree) {
        let (tree, placed) = try AppScreenLayout.layout(source, screen, on: AppScreenLayout.canvas(openNumbers: values))
        return (placed.first(kind: .view("Text"))?.frame.size, tree)
    }

    /// The size of `Text("Favourites")` in `font`, written as a literal.
    private static func sizeOfText(in font: String) throws -> Size? {
        let source = "struct Tab: View {\n    var body: some View { Text(\"Favourites\").font(\(font)) }\n}\n"
        return try textSize(source, at: .low).0
    }

    @Test(arguments: [
        // Written where the font goes, on the view's state.
        """
        struct Tab: View {
            @State private var isSelected = false
            var body: some View { Text("Favourites").font(isSelected ? .headline : .subheadline) }
        }
        """,
        // The smaller font first, on a comparison of the app's data.
        """
        struct Tab: View {
            let page: Page
            let current: Page
            var body: some View { Text("Favourites").font(page == current ? Font.subheadline : Font.headline) }
        }
        """,
        // Held in a computed property of the view.
        """
        struct Tab: View {
            @Environment(\\.isFocused) private var isFocused
            private var labelFont: Font { isFocused ? .headline : .subheadline }
            var body: some View { Text("Favourites").font(labelFont) }
        }
        """,
        // Passed by a caller who chooses at run time.
        """
        struct Label: View {
            let font: Font
            var body: some View { Text("Favourites").font(font) }
        }
        struct Tab: View {
            let isActive: Bool
            var body: some View { Label(font: isActive ? .headline : .subheadline) }
        }
        """,
    ])
    func aRunTimeChoiceBetweenOrderedFontsIsReadAtEachExtreme(source: String) throws {
        let (low, lowTree) = try Self.textSize(source, at: .low)
        let (high, highTree) = try Self.textSize(source, at: .high)
        #expect(low == (try Self.sizeOfText(in: ".subheadline")))
        #expect(high == (try Self.sizeOfText(in: ".headline")))
        #expect(low != high)
        #expect(lowTree.issues.isEmpty, "\(lowTree.issues)")
        #expect(lowTree.hostQuestions.contains(.openNumbers))
        #expect(lowTree.assumptions.map(\.message).contains { $0.hasPrefix("took ") && $0.contains("subheadline of '") && $0.hasSuffix("(open numbers at their lowest)") })
        #expect(highTree.assumptions.map(\.message).contains { $0.hasPrefix("took ") && $0.contains(".headline of '") && $0.hasSuffix("(open numbers at their highest)") })
    }

    @Test(arguments: [
        // Two fonts of one size.
        (".font(isOn ? .body : .body.bold())", ".body", ".body.bold()"),
        // A choice of weights for a text style.
        (".font(.caption.weight(isOn ? .semibold : .regular))", ".caption", ".caption.weight(.semibold)"),
        // A choice of weights for a fixed size, the heavier first.
        (".font(.system(size: 15, weight: isOn ? .bold : .medium, design: .rounded))", ".system(size: 15, weight: .medium)",
         ".system(size: 15, weight: .bold)"),
        // A choice of weights for a text style the system font is asked for.
        (".font(.system(.footnote, weight: isOn ? .regular : .heavy))", ".footnote", ".footnote.weight(.heavy)"),
    ])
    func aHeavierWeightOfTheSameSizeIsTheLargerFont(modifier: String, lighter: String, heavier: String) throws {
        let source = """
            struct Tab: View {
                @State private var isOn = false
                var body: some View { Text("Favourites")\(modifier) }
            }
            """
        let (low, tree) = try Self.textSize(source, at: .low)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(low == (try Self.sizeOfText(in: lighter)))
        #expect(try Self.textSize(source, at: .high).0 == (try Self.sizeOfText(in: heavier)))
        #expect(low != (try Self.sizeOfText(in: heavier)))
    }

    @Test(arguments: [
        // On the text itself.
        "Text(\"Favourites\").font(.callout).fontWeight(isOn ? .semibold : .light)",
        // Around the views it weighs, the heavier first.
        "VStack { Text(\"Favourites\") }.fontWeight(isOn ? .light : .semibold).font(.callout)",
    ])
    func aWeightChosenAtRunTimeIsTheLighterAtTheLowestAndTheHeavierAtTheHighest(view: String) throws {
        let source = """
            struct Tab: View {
                @Binding var isOn: Bool
                var body: some View { \(view) }
            }
            """
        let (low, tree) = try Self.textSize(source, at: .low)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(low == (try Self.sizeOfText(in: ".callout.weight(.light)")))
        #expect(try Self.textSize(source, at: .high).0 == (try Self.sizeOfText(in: ".callout.weight(.semibold)")))
        #expect(tree.assumptions.map(\.message).contains { $0.hasPrefix("took .light of '") })
    }

    @Test func aWeightTheReaderCannotReadKeepsTheFontOpaque() throws {
        let source = """
            struct Tab: View {
                let model: Model
                var body: some View { Text("Favourites").font(.system(.body, weight: model.weight)) }
            }
            """
        let (_, placed) = try AppScreenLayout.layout(source, "Tab", on: AppScreenLayout.canvas(openNumbers: .low))
        #expect(placed.allViews.compactMap(\.opaqueReason) == ["argument '_' of font is not a value the reader resolves"])
    }

    @Test(arguments: [
        // Larger but lighter: neither is the smaller at every length.
        "isSelected ? .title3 : .headline",
        // A fixed size against one that scales: each is larger at some text size.
        "isSelected ? .body : .system(size: 17)",
        // A face Plumb has no metrics for.
        "isSelected ? .custom(\"Brand\", size: 12) : .headline",
        // A branch the reader does not know.
        "isSelected ? .headline : model.font",
    ])
    func aChoiceBetweenFontsNotOrderedStaysOpaque(font: String) throws {
        let source = """
            struct Tab: View {
                @State private var isSelected = false
                let model: Model
                var body: some View { Text("Favourites").font(\(font)) }
            }
            """
        for values in OpenNumbers.allCases {
            let (tree, placed) = try AppScreenLayout.layout(source, "Tab", on: AppScreenLayout.canvas(openNumbers: values))
            #expect(placed.allViews.compactMap(\.opaqueReason) == ["argument '_' of font is not a value the reader resolves"])
            #expect(!tree.assumptions.contains { $0.message.contains("chosen at run time") }, "\(tree.assumptions)")
        }
    }

    @Test func aChoiceTheCallerSettlesTakesItsBranch() throws {
        let source = """
            struct Label: View {
                let isActive: Bool
                var body: some View { Text("Favourites").font(isActive ? .headline : .subheadline) }
            }
            struct Tab: View {
                var body: some View { Label(isActive: true) }
            }
            """
        let (size, tree) = try Self.textSize(source, at: .low)
        #expect(size == (try Self.sizeOfText(in: ".headline")))
        #expect(!tree.hostQuestions.contains(.openNumbers))
    }

    @Test func aConditionThatWouldTakeBothBranchesAtOneExtremeKeepsOneOpaque() throws {
        // At their lowest the width takes the else (`isWide` false) and the font the first
        // branch (`isWide` true): no state of the app has both, so one of them stays unread.
        let source = """
            struct Tab: View {
                @State private var isWide = false
                var body: some View { Text("Favourites").frame(width: isWide ? 160 : 120).font(isWide ? .caption : .title) }
            }
            """
        let (_, placed) = try AppScreenLayout.layout(source, "Tab", on: AppScreenLayout.canvas(openNumbers: .low))
        // Whichever is read second stays unread.
        let reasons = placed.allViews.compactMap(\.opaqueReason)
        #expect(reasons.count == 1)
        #expect(reasons.allSatisfy { $0.hasPrefix("argument 'width' of frame") || $0.hasPrefix("argument '_' of font") }, "\(reasons)")
    }
}
