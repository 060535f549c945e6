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
            scrolling content, which may flow off screen on purpose, is not reported.
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
        ]
    )

    static let judgedPlatforms: Set<DevicePlatform> = [.tvOS]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ screen: LaidOutScreen) -> [LayoutProblem] {
        screen.judged(PlacedKinds.content).compactMap { candidate in
            let frame = candidate.view.frame
            guard !candidate.isInHorizontalScroll, !candidate.isInside(PlacedKinds.controls),
                !candidate.isInside(PlacedKinds.moving), frame.overflows(screen.safeArea),
                frame.minX < screen.screen.maxX, frame.maxX > screen.screen.minX
            else { return nil }
            return LayoutProblem(candidate.view, "\(PlacedKinds.describe(candidate.view)) is outside the TV's safe zone")
        }
    }
}
