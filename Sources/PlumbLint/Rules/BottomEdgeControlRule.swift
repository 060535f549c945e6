import PlumbCore
import PlumbLayout

/// Controls stay out of the home indicator's gesture zone (HIG: layout).
struct BottomEdgeControlRule: LayoutRule {
    static let description = RuleDescription(
        id: "bottom-edge-control",
        summary: "A control laid out in the home-indicator gesture zone at the bottom of the screen",
        explanation: """
            The HIG: "Avoid placing interactive controls at the bottom edge of the screen … people use system \
            gestures at the bottom edge of the display to access features like the Home screen and app \
            switcher, and these gestures may cancel custom gestures you implement in this area." This rule \
            reports a control (`Button`, `NavigationLink`, `Link`, `Menu`, `Toggle`, `Picker`, a text \
            field, …) that reaches into the bottom safe-area inset — the home indicator's zone — on a \
            device that has one, typically a bar pinned to the bottom with `.ignoresSafeArea()`. Devices \
            with a home button have no such zone. Content of a scroll view or list is not reported: it \
            scrolls clear of the zone; nor is a screen too tall for its content, which pushes controls past \
            the bottom of the safe area or of the screen (a stack taller than its room, which SwiftUI \
            centres into both insets: `clipping` reports what it squeezes or what runs off the screen, \
            and the cure is a scroll view), or, in a view shown only in sheets, past the safe area (a \
            sheet keeps it, so such content overflows the sheet). Put bottom bars in \
            `.safeAreaInset(edge: .bottom)` or keep them in \
            the safe area.
            """,
        severity: .warning,
        kind: .layout,
        triggering: [
            RuleExample("""
                struct CheckoutScreen: View {
                    var body: some View {
                        VStack {
                            Spacer()
                            ↓Button { } label: {
                                Text("Pay now").frame(maxWidth: .infinity, minHeight: 44)
                            }
                            .padding(.horizontal)
                        }
                        .ignoresSafeArea()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { CheckoutScreen() } } }
                """),
            // A sheet keeps the home indicator's zone, but a bar extended past it reaches it.
            RuleExample("""
                struct ReceiptScreen: View {
                    @State private var paying = true
                    var body: some View {
                        Text("Receipt").sheet(isPresented: $paying) { PaySheet() }
                    }
                }
                struct PaySheet: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            Spacer()
                            HStack {
                                ↓Button("Cancel") { }
                                Spacer()
                                ↓Button("Pay") { }
                            }
                            .padding(.horizontal, 24)
                        }
                        .ignoresSafeArea()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { ReceiptScreen() } } }
                """),
        ],
        nonTriggering: [
            SharedLayoutExamples.screenTooTallForItsContent,
            SharedLayoutExamples.stackTallerThanTheSafeArea,
            SharedLayoutExamples.questionInASheet,
            RuleExample("""
                struct CheckoutScreen: View {
                    var body: some View {
                        VStack {
                            Spacer()
                            Button { } label: {
                                Text("Pay now").frame(maxWidth: .infinity, minHeight: 44)
                            }
                            .padding(.horizontal)
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { CheckoutScreen() } } }
                """),
        ]
    )

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ screen: LaidOutScreen) -> [LayoutProblem] {
        let zoneTop = screen.safeArea.maxY
        // A control pushed into the zone by a screen too tall for it is clipping's finding.
        guard screen.screen.maxY - zoneTop > LayoutTolerance.points, !screen.overflowsVertically else { return [] }
        return screen.judgedViews.compactMap { candidate in
            let view = candidate.view
            guard PlacedKinds.controls.contains(view.kind), !candidate.isInside(PlacedKinds.scrolling),
                !candidate.isInside(PlacedKinds.controls), view.frame.maxY > zoneTop + LayoutTolerance.points,
                view.frame.minY < screen.screen.maxY
            else { return nil }
            return LayoutProblem(view, "\(PlacedKinds.describe(view)) reaches into the home indicator's gesture zone")
        }
    }
}
