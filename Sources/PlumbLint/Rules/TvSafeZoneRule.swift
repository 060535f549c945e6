import PlumbCore
import PlumbLayout

/// On Apple TV, primary content stays inside the safe zone (HIG: layout, tvOS).
struct TvSafeZoneRule: LayoutRule {
    static let description = RuleDescription(
        id: "tv-safe-zone",
        summary: "On tvOS, content within 60pt of the top or bottom or 80pt of the sides of the screen",
        explanation: """
            The HIG: "Adhere to the screen's safe zone. Inset primary content 60 pixels from the top and \
            bottom of the screen, and 80 pixels from the sides. It can be difficult for people to see \
            content that close to the edges, and unintended cropping can occur due to overscanning on older \
            TVs." (Pixels of the 1920×1080 layout, which are Apple TV's points.) This rule lays the screens \
            of a tvOS app out on Apple TV (or the tvOS devices of `layout.scenarios`) and reports text, \
            images and controls outside the safe zone — content inside `.ignoresSafeArea()`. Horizontally \
            scrolling content, which may flow off screen on purpose, is not reported, nor the rows of a List, \
            Form or ScrollView laid out below the screen, which scroll up into the zone.
            """,
        severity: .error,
        kind: .layout,
        triggering: [
            RuleExample("""
                struct ShelfScreen: View {
                    var body: some View {
                        VStack(alignment: .leading) {
                            ↓Text("Up next")
                            Spacer()
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .ignoresSafeArea()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { ShelfScreen() } } }
                """, configuration: "platforms: [tvOS]"),
        ],
        nonTriggering: [
            RuleExample("""
                struct ShelfScreen: View {
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text("Up next")
                            Spacer()
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { ShelfScreen() } } }
                """, configuration: "platforms: [tvOS]"),
            // Rows past the bottom of the screen scroll into the safe zone.
            RuleExample("""
                struct ChannelsScreen: View {
                    var body: some View {
                        List(0..<30, id: \\.self) { number in
                            Text("Channel \\(number)")
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { ChannelsScreen() } } }
                """, configuration: "platforms: [tvOS]"),
            RuleExample("""
                struct EpisodesScreen: View {
                    var body: some View {
                        ScrollView {
                            VStack(alignment: .leading, spacing: 24) {
                                ForEach(1..<25) { episode in
                                    Text("Episode \\(episode)").font(.title3)
                                }
                            }
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { EpisodesScreen() } } }
                """, configuration: "platforms: [tvOS]"),
        ]
    )

    static let judgedPlatforms: Set<DevicePlatform> = [.tvOS]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ screen: LaidOutScreen) -> [LayoutProblem] {
        let scrolledInto = Rect(x: screen.safeArea.minX, y: screen.safeArea.minY, width: screen.safeArea.size.width, height: .infinity)
        return screen.judged(PlacedKinds.content).compactMap { candidate in
            let frame = candidate.view.frame
            // Rows of a List, a Form or a ScrollView laid out below the screen scroll up into the
            // safe zone; at the top, where the content rests, they are judged.
            let zone = candidate.isInside(PlacedKinds.scrolling) ? scrolledInto : screen.safeArea
            guard !candidate.isInHorizontalScroll, !candidate.isInside(PlacedKinds.controls),
                !candidate.isInside(PlacedKinds.moving), frame.overflows(zone),
                frame.minX < screen.screen.maxX, frame.maxX > screen.screen.minX
            else { return nil }
            return LayoutProblem(candidate.view, "\(PlacedKinds.describe(candidate.view)) is outside the TV's safe zone")
        }
    }
}
