import PlumbCore
import PlumbLayout

/// Text keeps the 16pt outer margins (design system: standard margins).
struct ScreenMarginsRule: LayoutRule {
    static let description = RuleDescription(
        id: "screen-margins",
        summary: "Text laid out closer than 16pt to the screen's side edges",
        explanation: """
            The design system: "Outer screen margins: 16pt (.padding(.horizontal, AppTheme.Spacing.medium))." \
            This rule lays each screen out on the scenarios of `layout.scenarios` and reports a `Text` that \
            comes closer than 16pt to a side edge of the safe area (the screen's edge in portrait, the \
            sensor housing's inset in landscape): text in a view with no horizontal padding. Text in \
            `List` and `Form` rows (the system insets them), in a `ContentUnavailableView` (which insets its \
            text by margins Plumb has not measured), in a custom face (`Font.custom`, whose width Plumb \
            cannot measure), in controls (see `inset-full-width-button`) and in horizontally scrolling content (which flows off screen on purpose) is not reported. \
            The margin is the iPhone's and iPad's: watch screens (whose content runs from edge to edge, the \
            bezel its padding) and TV screens (see `tv-safe-zone`) are not judged.
            """,
        severity: .warning,
        kind: .layout,
        triggering: [
            RuleExample("""
                struct NoteScreen: View {
                    var body: some View {
                        ScrollView {
                            ↓Text("Write a few lines about your day: what happened, how you felt, and what you want to remember about it.")
                        }
                    }
                }
                """,
                message: "Text \"Write a few lines about your …\" is 11pt from the screen's side edge, inside the 16pt margin at large on 4.7\" iPhone SE in portrait and 18 more scenarios"),
            RuleExample("""
                struct RelayScreen: View {
                    var body: some View {
                        NavigationStack {
                            ScrollView {
                                ↓Text("Relays pass your notes to the people who follow you, wherever they are.")
                                    .padding(.horizontal)
                            }
                            .ignoresSafeArea()
                        }
                    }
                }
                """, configuration: "layout: { scenarios: { devices: [iphone-14-pro], orientations: [landscape], panes: [] } }"),
        ],
        nonTriggering: [
            // A hidden placeholder keeps a map's room; nothing of it is seen at the edges.
            RuleExample("""
                struct ParkingScreen: View {
                    var body: some View {
                        ScrollView {
                            ZStack {
                                Text("The map of the parking spots around the city square goes here")
                                    .hidden()
                                    .frame(height: 300)
                            }
                            .background(Color.gray)
                        }
                    }
                }
                """),
            RuleExample("""
                struct NoteScreen: View {
                    var body: some View {
                        ScrollView {
                            Text("Write a few lines about your day: what happened, how you felt, and what you want to remember about it.")
                                .padding(.horizontal, 16)
                        }
                    }
                }
                """),
            RuleExample("""
                struct NoteScreen: View {
                    var body: some View {
                        ScrollView {
                            Text("Write a few lines about your day: what happened, how you felt, and what you want to remember about it.")
                        }
                    }
                }
                """, configuration: "platforms: [watchOS]"),
            RuleExample("""
                struct InboxScreen: View {
                    var body: some View {
                        NavigationStack {
                            ContentUnavailableView(
                                "No Messages", systemImage: "tray",
                                description: Text("Messages your friends send you arrive here, newest first, and stay until you delete them."))
                        }
                    }
                }
                """),
            // `ignoresSafeArea` on a navigation or tab container reaches its background; the
            // hosting controller keeps its pages' content inside the safe area.
            RuleExample("""
                struct RelayScreen: View {
                    var body: some View {
                        NavigationStack {
                            ScrollView {
                                Text("Relays pass your notes to the people who follow you, wherever they are.")
                                    .padding(.horizontal)
                            }
                        }
                        .ignoresSafeArea()
                    }
                }
                """, configuration: "layout: { scenarios: { devices: [iphone-14-pro], orientations: [landscape], panes: [] } }"),
            RuleExample("""
                struct PagesScreen: View {
                    var body: some View {
                        TabView {
                            VStack {
                                Text("Relays pass your notes to the people who follow you, wherever they are.")
                                    .padding(.horizontal, 16)
                            }
                        }
                        .edgesIgnoringSafeArea(.all)
                    }
                }
                """, configuration: "layout: { scenarios: { devices: [iphone-14-pro], orientations: [landscape], panes: [] } }"),
        ]
    )

    /// The 16pt margin is the iPhone's and iPad's: on a watch content runs from edge to edge and the
    /// bezel is its padding (HIG: layout, watchOS), and the TV has its own safe zone.
    static let judgedPlatforms: Set<DevicePlatform> = [.iOS, .iPadOS]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ screen: LaidOutScreen) -> [LayoutProblem] {
        let inner = screen.safeArea.inset(by: EdgeInsets(top: 0, leading: DesignSettings.screenMargin, bottom: 0, trailing: DesignSettings.screenMargin))
        return screen.judged(PlacedKinds.text).compactMap { candidate in
            let frame = candidate.view.frame
            guard !candidate.isInside(PlacedKinds.rows), !candidate.isInside(PlacedKinds.unmeasuredMargins),
                !candidate.isInside(PlacedKinds.controls),
                !candidate.isInside(PlacedKinds.moving), !candidate.isInHorizontalScroll,
                frame.minX < inner.minX - LayoutTolerance.points || frame.maxX > inner.maxX + LayoutTolerance.points,
                frame.maxX > screen.screen.minX, frame.minX < screen.screen.maxX,
                !candidate.view.widthRestsOnUnmeasuredFace  // last: it walks the view's subtree
            else { return nil }
            let distance = min(frame.minX - screen.safeArea.minX, screen.safeArea.maxX - frame.maxX)
            return LayoutProblem(
                candidate.view,
                "\(PlacedKinds.describe(candidate.view)) is \(PlacedKinds.points(max(distance, 0)))pt from the screen's side edge, inside the 16pt margin")
        }
    }
}
