import PlumbCore

/// Rule examples that more than one layout rule holds to.
enum SharedLayoutExamples {
    /// A screen too tall for its content: the stack is centred and runs past the top and the
    /// bottom of the screen. `clipping` reports it; the rules of the insets do not.
    static let screenTooTallForItsContent = RuleExample("""
        struct TermsScreen: View {
            var body: some View {
                VStack(spacing: 16) {
                    Text("Terms")
                    Button { } label: {
                        Text("These terms apply to every purchase you make in the app. Subscriptions renew each month until you cancel them in your account settings, at least a day before the period ends. Refunds follow the rules of the store you bought from. We keep the receipts of your purchases for as long as the law asks us to, and never share them with anyone else. These terms apply to every purchase you make in the app. Subscriptions renew each month until you cancel them in your account settings, at least a day before the period ends. Refunds follow the rules of the store you bought from. We keep the receipts of your purchases for as long as the law asks us to, and never share them with anyone else. These terms apply to every purchase you make in the app. Subscriptions renew each month until you cancel them in your account settings, at least a day before the period ends. Refunds follow the rules of the store you bought from. We keep the receipts of your purchases for as long as the law asks us to, and never share them with anyone else.")
                            .fixedSize(horizontal: false, vertical: true)
                    }
                }
                .padding()
            }
        }
        @main struct ExampleApp: App { var body: some Scene { WindowGroup { TermsScreen() } } }
        """)

    /// A question taller than the safe area of a 6.9-inch iPhone but not than its screen
    /// (`question`). Shown as a whole window, SwiftUI centres it over the safe area, so its title
    /// lies under the status bar and its button in the home indicator's zone
    /// (`questionFillingTheWindow`, where the markers are). Shown only in a sheet, which keeps
    /// the bottom safe area and starts below the status bar, it is taller than any sheet: it
    /// overflows the sheet (`questionInASheet`), which the rules of the insets leave to `clipping`.
    private static func question(shownBy app: String, titleMarker: String = "", buttonMarker: String = "") -> RuleExample {
        RuleExample("""
            struct DurationQuestion: View {
                var body: some View {
                    VStack(spacing: 0) {
                        \(titleMarker)Text("How long do you have?")
                        Color.clear.frame(height: 830)
                        \(buttonMarker)Button("Begin") { }
                    }
                }
            }
            \(app)
            """, configuration: "layout: { scenarios: { devices: [iphone-16-pro-max], orientations: [portrait], panes: [] } }")
    }

    static func questionFillingTheWindow(titleMarker: String = "", buttonMarker: String = "") -> RuleExample {
        question(shownBy: "@main struct ExampleApp: App { var body: some Scene { WindowGroup { DurationQuestion() } } }",
                 titleMarker: titleMarker, buttonMarker: buttonMarker)
    }

    static let questionInASheet = question(shownBy: """
        struct WalkScreen: View {
            @State private var asking = true
            var body: some View {
                Text("Walk").sheet(isPresented: $asking) { DurationQuestion().presentationDetents([.medium, .large]) }
            }
        }
        @main struct ExampleApp: App { var body: some Scene { WindowGroup { WalkScreen() } } }
        """)

    /// A picture scaled to fill the screen behind its content runs past the screen's sides (three
    /// times as wide as tall, on a portrait iPhone SE): what runs past is cut off by design, so
    /// neither `clipping` nor `safe-area` reports it.
    static let pictureFillingTheScreen = RuleExample("""
        struct WelcomeBackdrop: View {
            var body: some View {
                ZStack {
                    Image(systemName: "photo")
                        .resizable()
                        .aspectRatio(3, contentMode: .fill)
                    Text("Welcome")
                }
            }
        }
        @main struct ExampleApp: App { var body: some Scene { WindowGroup { WelcomeBackdrop() } } }
        """, configuration: "layout: { scenarios: { devices: [iphone-se-4], orientations: [portrait], panes: [] } }")
}
