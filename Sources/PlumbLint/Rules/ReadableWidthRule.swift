import PlumbCore
import PlumbLayout

/// Text lines stay readable on wide screens (layout patterns: readable width).
struct ReadableWidthRule: LayoutRule {
    static let maximum = 700.0

    static let description = RuleDescription(
        id: "readable-width",
        summary: "A Text laid out wider than 700pt on a regular-width screen",
        explanation: """
            The layout patterns cap the width of reading content on iPad: lines much wider than about \
            700pt are hard to follow. The HIG's readable content guide exists for the same reason. This \
            rule lays every screen out on the regular-width scenarios of `layout.scenarios` (iPad full \
            screen, wide Split View panes, large iPhones in landscape) and reports a `Text` whose laid-out \
            frame is wider than the readable width: long text in a view that fills the screen. The readable \
            width is about a number of characters, so, like the readable content guide, it grows with the text \
            size: 700pt at the default size and smaller ones, in proportion to the body style's point size at \
            larger ones (947pt at xxxLarge, 2,182pt at AX5); a short label set large is no long line. Cap its container with \
            `.frame(maxWidth: 700)` (or a theme constant), or use a `List`/`Form`, whose rows iPad insets. Text in a \
            `ContentUnavailableView` is not reported: it is inset by margins Plumb has not measured. Nor is text \
            in a custom face (`Font.custom`), whose width Plumb cannot measure without the face's metrics.
            """,
        severity: .warning,
        kind: .layout,
        triggering: [
            RuleExample("""
                struct ArticleScreen: View {
                    var body: some View {
                        ScrollView {
                            ↓Text("The journal keeps every entry you write, with the date, the mood and the place, so that you can look back over a year of your life in one long scroll and see how it changed.")
                                .padding()
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct ArticleScreen: View {
                    var body: some View {
                        ScrollView {
                            Text("The journal keeps every entry you write, with the date, the mood and the place, so that you can look back over a year of your life in one long scroll and see how it changed.")
                                .padding()
                                .frame(maxWidth: 700)
                        }
                    }
                }
                """),
            RuleExample("""
                struct JournalScreen: View {
                    var body: some View {
                        NavigationStack {
                            ContentUnavailableView {
                                Label("No Entries", systemImage: "book.closed")
                            } description: {
                                Text("The journal keeps every entry you write, with the date, the mood and the place, so that you can look back over a year of your life in one long scroll and see how it changed.")
                            }
                        }
                    }
                }
                """),
        ]
    )

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ screen: LaidOutScreen) -> [LayoutProblem] {
        guard screen.scenario.isRegularWidth else { return [] }
        let readable = Self.readableWidth(at: screen.scenario.textSize)
        return screen.sized(PlacedKinds.text).compactMap { candidate in
            let width = candidate.view.frame.size.width
            guard width > readable + LayoutTolerance.points, !candidate.isInside(PlacedKinds.unmeasuredMargins),
                !candidate.view.widthRestsOnUnmeasuredFace
            else { return nil }
            return LayoutProblem(
                candidate.view,
                "\(PlacedKinds.describe(candidate.view)) is \(PlacedKinds.points(width))pt wide, past the \(PlacedKinds.points(readable))pt readable width")
        }
    }

    /// The readable width at a text size: `maximum` up to the default size, then scaled with the
    /// body style.
    static func readableWidth(at size: DynamicTypeSize) -> Double {
        max(maximum, (maximum * TextStyle.body.pointSize(at: size) / TextStyle.body.pointSize(at: .large)).rounded())
    }
}
