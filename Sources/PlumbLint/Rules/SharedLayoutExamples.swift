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
}
