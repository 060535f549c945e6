import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A number chosen at run time between numbers the reader knows is an open number: read at its
/// lowest in one scenario and at its highest in the other (`OpenNumbers`), the choice stated;
/// a number with no known candidate stays unread.
@Suite struct OpenNumberReadingTests {
    /// The canvas with open numbers at `values`.
    private static func canvas(_ values: OpenNumbers) -> LayoutHost {
        var host = AppScreenLayout.canvas
        host.openNumbers = values
        return host
    }

    /// The width of the first `.frame` of `screen` in `source`, read and laid out with open numbers at `values`.
    private static func frameWidth(_ source: String, _ screen: String = "Badge", at values: OpenNumbers) throws -> (Double?, ScreenTree) {
        let (tree, placed) = try AppScreenLayout.layout(source, screen, on: canvas(values))
        return (placed.first(kind: .modifier("frame"))?.frame.size.width, tree)
    }

    @Test(arguments: [
        // Written where the number goes.
        """
        struct Badge: View {
            @State private var isCompact = false
            var body: some View { Text("Inbox").frame(width: isCompact ? 30 : 60) }
        }
        """,
        // Held in a computed property of the view.
        """
        struct Badge: View {
            @Environment(\\.isEnabled) private var isEnabled
            private var side: CGFloat { isEnabled ? 60 : 30 }
            var body: some View { Text("Inbox").frame(width: side) }
        }
        """,
        // Passed by the caller, who chooses at run time.
        """
        struct Tile: View {
            let side: CGFloat
            var body: some View { Text("Inbox").frame(width: side) }
        }
        struct Badge: View {
            let isCompact: Bool
            var body: some View { Tile(side: isCompact ? 30 : 60) }
        }
        """,
        // A number type's static member that chooses on the app's settings.
        """
        extension CGFloat {
            static var tileSide: CGFloat { Settings.shared.isCompact ? 30 : 60 }
        }
        struct Badge: View {
            var body: some View { Text("Inbox").frame(width: .tileSide) }
        }
        """,
    ])
    func aRunTimeChoiceBetweenKnownNumbersIsReadAtEachExtreme(source: String) throws {
        let (low, lowTree) = try Self.frameWidth(source, at: .low)
        let (high, highTree) = try Self.frameWidth(source, at: .high)
        #expect(low == 30)
        #expect(high == 60)
        #expect(lowTree.issues.isEmpty, "\(lowTree.issues)")
        #expect(lowTree.hostQuestions.contains(.openNumbers))
        #expect(lowTree.assumptions.map(\.message).contains { $0.hasPrefix("took 30 of '") && $0.hasSuffix("(open numbers at their lowest)") })
        #expect(highTree.assumptions.map(\.message).contains { $0.hasPrefix("took 60 of '") && $0.hasSuffix("(open numbers at their highest)") })
    }

    @Test func aScreenWithoutOpenNumbersDoesNotAskForThem() throws {
        let source = "struct Badge: View {\n    var body: some View { Text(\"Inbox\").frame(width: 40) }\n}\n"
        let (width, tree) = try Self.frameWidth(source, at: .high)
        #expect(width == 40)
        #expect(!tree.hostQuestions.contains(.openNumbers))
    }

    @Test(arguments: [
        // A branch the reader does not know: the candidates are not known.
        "frame(width: isCompact ? 30 : model.width)",
        // The state's own value: no candidates at all.
        "frame(width: model.width)",
    ])
    func aChoiceWithoutKnownCandidatesStaysOpaque(modifier: String) throws {
        let source = """
            struct Badge: View {
                @State private var isCompact = false
                let model: Model
                var body: some View { Text("Inbox").\(modifier) }
            }
            """
        for values in OpenNumbers.allCases {
            let (tree, placed) = try AppScreenLayout.layout(source, "Badge", on: Self.canvas(values))
            #expect(placed.allViews.compactMap(\.opaqueReason) == ["argument 'width' of frame is not a value the reader resolves"])
            #expect(tree.assumptions.isEmpty, "\(tree.assumptions)")
        }
    }

    @Test func aNumberThatNamesItselfStaysOpaque() throws {
        let source = """
            extension CGFloat {
                static var first: CGFloat { Settings.shared.isCompact ? .second : 8 }
                static var second: CGFloat { .first }
            }
            struct Badge: View {
                var body: some View { Text("Inbox").frame(width: .first) }
            }
            """
        let (_, placed) = try AppScreenLayout.layout(source, "Badge", on: Self.canvas(.high))
        #expect(placed.allViews.compactMap(\.opaqueReason) == ["argument 'width' of frame is not a value the reader resolves"])
    }

    @Test func aConditionThatWouldTakeBothBranchesAtOneExtremeKeepsItsSecondNumberOpaque() throws {
        // At their lowest the width takes the first branch (`isWide` true) and the padding the
        // else (`isWide` false): no state of the app has both, so the padding stays unread.
        let source = """
            struct Badge: View {
                @State private var isWide = false
                var body: some View { Text("Inbox").frame(width: isWide ? 30 : 60).padding(isWide ? 20 : 10) }
            }
            """
        for values in OpenNumbers.allCases {
            let (_, placed) = try AppScreenLayout.layout(source, "Badge", on: Self.canvas(values))
            #expect(placed.first(kind: .modifier("frame"))?.frame.size.width == (values == .low ? 30 : 60))
            #expect(placed.allViews.compactMap(\.opaqueReason) == ["argument '_' of padding is not a value the reader resolves"])
        }
    }

    @Test(arguments: [("if isMine { Spacer() }", 24.0), ("if !isMine { Spacer() }", 0.0)])
    func aConditionARunTimeIfDecidedTakesTheSameBranch(decision: String, padding: Double) throws {
        // With optional content present the `if` takes its first branch: `isMine` holds (or,
        // for `!isMine`, does not), and so the padding follows it instead of an extreme.
        let source = """
            struct Badge: View {
                let isMine: Bool
                var body: some View {
                    HStack {
                        \(decision)
                        Text("Inbox").padding(.leading, isMine ? 24 : 0)
                    }
                }
            }
            """
        for values in OpenNumbers.allCases {
            let (tree, placed) = try AppScreenLayout.layout(source, "Badge", on: Self.canvas(values))
            let text = try #require(placed.first(kind: .view("Text")))
            let padded = try #require(placed.first(kind: .modifier("padding")))
            #expect(abs(text.frame.minX - padded.frame.minX - padding) < 0.01)
            #expect(!tree.hostQuestions.contains(.openNumbers))
        }
    }

    @Test func aScenarioWithOpenNumbersNamesThem() {
        let scenario = LayoutScenario(scenario: DeviceCatalog.defaultScenarios[0], textSize: .large)
        #expect(!scenario.id.contains("+values"))
        #expect(scenario.with(OpenNumbers.low).id == scenario.id + "+values-low")
        #expect(scenario.with(OpenNumbers.high).id == scenario.id + "+values-high")
        #expect(scenario.with(OpenNumbers.high).description.hasSuffix(", open numbers at their highest"))
        #expect(scenario.with(OpenNumbers.high).host.openNumbers == .high)
    }
}
