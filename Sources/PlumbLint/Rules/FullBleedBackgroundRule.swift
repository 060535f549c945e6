import PlumbCore
import PlumbLayout

/// Screen backgrounds reach the display's edges (design system: safe area; HIG: layout).
struct FullBleedBackgroundRule: LayoutRule {
    static let description = RuleDescription(
        id: "full-bleed-background",
        summary: "A screen background that stops at the safe area instead of reaching the display edges",
        explanation: """
            The HIG: "Make sure backgrounds extend to the edges of the display"; the design system: \
            "Full-screen backgrounds use .ignoresSafeArea() to extend edge-to-edge." This rule reports a \
            colour, gradient or rectangle that fills the whole safe area of the screen but stops at its \
            edge — under the status bar, the Dynamic Island or the home indicator a band of another colour \
            shows: typically `ZStack { Color…; content }` without `.ignoresSafeArea()` on the colour. It \
            fails only on scenarios with an inset (a home-button iPhone in landscape has none). A fill under \
            `.ignoresSafeArea(edges:)` for some edges has had its edges chosen (`.ignoresSafeArea(edges: \
            .bottom)`, the top left to a navigation bar) and is not reported for the others. \
            `.background(Color…)` or `.background(LinearGradient(…))` is not reported: a ShapeStyle \
            background (a colour, a gradient) already extends under the safe area.
            """,
        severity: .warning,
        kind: .layout,
        triggering: [
            RuleExample("""
                struct WelcomeScreen: View {
                    var body: some View {
                        ZStack {
                            ↓Color.indigo
                            Text("Welcome")
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { WelcomeScreen() } } }
                """),
            // `.keyboard` leaves the container safe area alone.
            RuleExample("""
                struct SignInScreen: View {
                    var body: some View {
                        ZStack {
                            ↓LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
                                .ignoresSafeArea(.keyboard)
                            Text("Sign in")
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { SignInScreen() } } }
                """),
        ],
        nonTriggering: [
            // A clear colour paints nothing: where it stops shows no edge.
            RuleExample("""
                struct SavingScreen: View {
                    var body: some View {
                        ZStack {
                            Color.clear
                            Text("Saving…")
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { SavingScreen() } } }
                """),
            // The edges are chosen: the top is left to what the app shows there.
            RuleExample("""
                struct TimetableScreen: View {
                    var body: some View {
                        ZStack {
                            Color.mint.ignoresSafeArea(edges: .bottom)
                            Text("Departures")
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { TimetableScreen() } } }
                """),
            RuleExample("""
                struct TimetableScreen: View {
                    var body: some View {
                        VStack { Text("Departures") }
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .background(Color.mint.edgesIgnoringSafeArea([.bottom, .horizontal]))
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { TimetableScreen() } } }
                """),
            RuleExample("""
                struct WelcomeScreen: View {
                    var body: some View {
                        ZStack {
                            Color.indigo.ignoresSafeArea()
                            Text("Welcome")
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { WelcomeScreen() } } }
                """),
            RuleExample("""
                struct WelcomeScreen: View {
                    var body: some View {
                        GeometryReader { _ in Text("Welcome") }
                            .background(Color(uiColor: .systemGray6))
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { WelcomeScreen() } } }
                """),
            // A gradient is a ShapeStyle too: `.background(gradient)` takes that overload and fills under the safe area.
            RuleExample("""
                extension LinearGradient {
                    static let dusk = LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
                }
                struct ProfileScreen: View {
                    var body: some View {
                        ScrollView { Text("Ada Lovelace").padding() }
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .background(LinearGradient.dusk)
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { ProfileScreen() } } }
                """),
            RuleExample("""
                struct WelcomeScreen: View {
                    var body: some View {
                        VStack { Spacer(); Text("Welcome"); Spacer() }
                            .frame(maxWidth: .infinity)
                            .background(RadialGradient(colors: [.orange, .red], center: .center, startRadius: 0, endRadius: 400))
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { WelcomeScreen() } } }
                """),
        ]
    )

    init(setting: RuleSetting, configuration: Configuration) {}

    /// `Color.clear` paints nothing: where it stops shows no edge (it fills a screen to hold a
    /// modifier, a toast or a gesture).
    private static func paintsNothing(_ fill: PlacedView) -> Bool {
        fill.kind == .view("Color") && fill.label == "clear"
    }

    func check(_ screen: LaidOutScreen) -> [LayoutProblem] {
        let safe = screen.safeArea
        let full = screen.screen
        let tolerance = LayoutTolerance.points
        return screen.judged(PlacedKinds.fills).compactMap { candidate in
            let frame = candidate.view.frame
            // A fill under `.ignoresSafeArea(edges:)` has had its edges chosen: one it leaves (a
            // navigation bar's top) is left on purpose.
            guard frame.covers(safe), !candidate.isInside(PlacedKinds.scrolling), !candidate.isInside(PlacedKinds.extendedPastSafeArea),
                !Self.paintsNothing(candidate.view)
            else { return nil }
            let stopsShort = (safe.minY > full.minY + tolerance && frame.minY > full.minY + tolerance)
                || (safe.maxY < full.maxY - tolerance && frame.maxY < full.maxY - tolerance)
                || (safe.minX > full.minX + tolerance && frame.minX > full.minX + tolerance)
                || (safe.maxX < full.maxX - tolerance && frame.maxX < full.maxX - tolerance)
            guard stopsShort else { return nil }
            return LayoutProblem(
                candidate.view,
                "\(PlacedKinds.describe(candidate.view)) fills the screen but stops at the safe area; add .ignoresSafeArea()")
        }
    }
}
