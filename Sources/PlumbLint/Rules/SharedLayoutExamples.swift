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

    /// A sign-in card a little taller than the safe area at the largest text sizes: SwiftUI
    /// centres it, so its symbol reaches under the status bar and its button into the home
    /// indicator's zone though the screen holds it. The overflow is the fault (`clipping` reports
    /// the text it squeezes), not a view placed into an inset.
    static let stackTallerThanTheSafeArea = RuleExample("""
        struct UnlockIntro: View {
            var body: some View {
                VStack(spacing: 24) {
                    Image(systemName: "lock.shield")
                        .font(.system(size: 64))
                    Text("Protect your codes")
                        .font(.title.bold())
                    Text("Your codes stay encrypted on this device. Turn on biometric unlock so that only you can open them.")
                        .multilineTextAlignment(.center)
                        .fixedSize(horizontal: false, vertical: true)
                    Button("Continue") {}
                        .buttonStyle(.borderedProminent)
                }
                .padding(.horizontal, 24)
            }
        }
        @main struct ExampleApp: App { var body: some Scene { WindowGroup { UnlockIntro() } } }
        """)

    /// A question taller than the safe area of a 6.9-inch iPhone but not than its screen, shown
    /// only in a sheet, which keeps the bottom safe area and starts below the status bar: it is
    /// taller than any sheet and overflows it, which the rules of the insets leave to `clipping`.
    static let questionInASheet = RuleExample("""
        struct DurationQuestion: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("How long do you have?")
                    Color.clear.frame(height: 830)
                    Button("Begin") { }
                }
            }
        }
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
