import PlumbCore
import PlumbLayout

/// Text and controls stay clear of the status bar, the sensor housing and the home indicator
/// (HIG: layout, safe areas).
struct SafeAreaRule: LayoutRule {
    static let description = RuleDescription(
        id: "safe-area",
        summary: "Text or a control laid out under the status bar, the sensor housing or the home indicator",
        explanation: """
            The HIG: "Respect key display and system features in each platform. Safe areas help you \
            accommodate features like the corner radius and sensor housings on various devices, and avoid \
            interfering with interactive system elements like Dynamic Island on iPhone and the Home indicator." \
            This rule lays each screen out on the scenarios of `layout.scenarios` and reports a `Text` or a \
            control that reaches into the screen's safe-area insets — under the status bar or the Dynamic \
            Island at the top, the sensor housing at the side of an iPhone in landscape, or the home \
            indicator at the bottom — usually content inside a view with `.ignoresSafeArea()`. A control in \
            the home indicator's zone is `bottom-edge-control`'s; content of a scroll view or list is not \
            reported (it scrolls), nor is content that a screen too tall for it pushes past the top or the \
            bottom of the safe area (a stack taller than its room, which SwiftUI centres into both \
            insets; the cure is a scroll view: `clipping` reports what it squeezes or what runs off the \
            screen) — for a view shown only in sheets, anything past the safe area, since a sheet keeps \
            the bottom safe area and starts below the status bar — \
            nor a picture scaled to fill (`scaledToFill()`), whose overflow is cut off by design. \
            Apple TV's safe zone is `tv-safe-zone`'s.
            """,
        severity: .error,
        kind: .layout,
        triggering: [
            RuleExample("""
                struct CoverScreen: View {
                    var body: some View {
                        VStack {
                            ↓Text("Today")
                            Spacer()
                        }
                        .ignoresSafeArea()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { CoverScreen() } } }
                """),
        ],
        nonTriggering: [
            SharedLayoutExamples.screenTooTallForItsContent,
            SharedLayoutExamples.stackTallerThanTheSafeArea,
            SharedLayoutExamples.questionInASheet,
            SharedLayoutExamples.pictureFillingTheScreen,
            // A 4.7-inch iPhone SE has no sensor housing: a banner wider than the screen runs off
            // its sides, which `clipping` reports.
            RuleExample("""
                struct WelcomeBanner: View {
                    var body: some View {
                        Text("Welcome to the neighbourhood garden club").font(.largeTitle).fixedSize()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { WelcomeBanner() } } }
                """, configuration: "layout: { scenarios: { devices: [iphone-se-4-7], orientations: [portrait], panes: [] } }"),
            RuleExample("""
                struct CoverScreen: View {
                    var body: some View {
                        VStack {
                            Text("Today")
                            Spacer()
                        }
                        .background(Color.indigo.ignoresSafeArea())
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { CoverScreen() } } }
                """),
        ]
    )

    /// The TV's own measure is `tv-safe-zone`.
    static let judgedPlatforms: Set<DevicePlatform> = [.iOS, .iPadOS, .watchOS]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ screen: LaidOutScreen) -> [LayoutProblem] {
        lazy var overflowsVertically = screen.overflowsVertically
        return screen.judged(PlacedKinds.content).compactMap { candidate in
            let view = candidate.view
            guard !candidate.isInside(PlacedKinds.scrolling), !candidate.isInside(PlacedKinds.controls),
                !candidate.isInside(PlacedKinds.moving), !candidate.coversItsProposal, let feature = Self.feature(under: VisibleExtent.frame(of: view), in: screen)
            else { return nil }
            // A control under the home indicator is bottom-edge-control's finding.
            if feature == Self.homeIndicator, PlacedKinds.controls.contains(view.kind) { return nil }
            // Content pushed under the status bar or the home indicator by a screen too tall for
            // it is clipping's finding: the cure is a scroll view, not the safe area.
            if feature != Self.sensorHousing, overflowsVertically { return nil }
            return LayoutProblem(view, "\(PlacedKinds.describe(view)) is laid out under \(feature)")
        }
    }

    private static let homeIndicator = "the home indicator"
    private static let sensorHousing = "the sensor housing"

    /// The system feature whose inset `frame` reaches into, if any. An edge of the screen has a
    /// feature only where its inset is not zero: past a side of a 4.7-inch iPhone SE, or the top
    /// of an iPhone in landscape without a status bar, a view runs off the screen, which is
    /// `clipping`'s finding, not one under a sensor housing the device does not have.
    private static func feature(under frame: Rect, in screen: LaidOutScreen) -> String? {
        let safe = screen.safeArea
        let full = screen.screen
        let tolerance = LayoutTolerance.points
        let insets = (top: safe.minY - full.minY, leading: safe.minX - full.minX, trailing: full.maxX - safe.maxX, bottom: full.maxY - safe.maxY)
        if insets.top > tolerance, frame.minY < safe.minY - tolerance, frame.maxY > full.minY { return "the status bar" }
        if insets.leading > tolerance && frame.minX < safe.minX - tolerance && frame.maxX > full.minX
            || insets.trailing > tolerance && frame.maxX > safe.maxX + tolerance && frame.minX < full.maxX
        {
            return sensorHousing
        }
        if insets.bottom > tolerance, frame.maxY > safe.maxY + tolerance, frame.minY < full.maxY { return homeIndicator }
        return nil
    }

}
