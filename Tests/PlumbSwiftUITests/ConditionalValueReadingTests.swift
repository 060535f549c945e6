import PlumbLayout
import PlumbSwiftUI
import Testing

/// An `if` or `switch` written as a value (Swift 5.9), as a view's initializer stores it: read
/// as its statement form is, the branch the reading takes with its modifiers; before, it was an
/// opaque expression and the part it shows was laid out alone, without its container's padding.
@Suite struct ConditionalValueReadingTests {
    private static let parts = """
        enum Stage { case waiting, done, failed(String) }
        struct Summary: View {
            var body: some View {
                VStack(alignment: .leading) { Text("All synced") }
                    .padding(20)
            }
        }
        """

    /// The branch the code settles, whole: the summary's padding is there in both scenarios.
    @Test(arguments: [
        // A `switch` over a case the caller gives, type-erased.
        """
        struct StageView: View {
            private let content: AnyView
            init(stage: Stage) {
                content = switch stage {
                case .waiting: AnyView(ProgressView())
                case .done: AnyView(Summary())
                case .failed(let reason): AnyView(Text(reason))
                }
            }
            var body: some View { content }
        }
        struct Screen: View { var body: some View { StageView(stage: .done) } }
        """,
        // An `if` over a flag the caller gives, through `self.`.
        """
        struct StageView: View {
            let content: AnyView
            init(finished: Bool) {
                self.content = if finished { AnyView(Summary()) } else { AnyView(ProgressView()) }
            }
            var body: some View { content }
        }
        struct Screen: View { var body: some View { StageView(finished: true) } }
        """,
    ])
    func aConditionalValueStoredInInitIsTheBranchTaken(source: String) throws {
        for optionalContent in [OptionalContent.present, .absent] {
            var host = AppScreenLayout.canvas
            host.optionalContent = optionalContent
            let (tree, placed) = try AppScreenLayout.layout(Self.parts + source, "Screen", on: host)
            #expect(tree.issues.isEmpty, "\(tree.issues)")
            let padding = try #require(placed.first(kind: .modifier("padding")))
            let text = try #require(placed.first(kind: .view("Text")))
            #expect(text.label == "All synced")
            #expect(abs(text.frame.minX - padding.frame.minX - 20) < 0.01)
        }
    }

    /// Over a value known at run time, the `if` follows the optional-content scenario and the
    /// `switch` takes its first case, noted, as their statement forms do.
    @Test func aConditionalValueOverARunTimeValueIsAStatedScenario() throws {
        let source = Self.parts + """
            struct StageView: View {
                let content: AnyView
                init(finished: Bool) {
                    content = if finished { AnyView(Summary()) } else { AnyView(Text("Still syncing")) }
                }
                var body: some View { content }
            }
            struct Screen: View {
                let model: Model
                var body: some View { StageView(finished: model.finished) }
            }
            """
        var absent = AppScreenLayout.canvas
        absent.optionalContent = .absent
        let (present, placedPresent) = try AppScreenLayout.layout(source, "Screen")
        let (without, placedAbsent) = try AppScreenLayout.layout(source, "Screen", on: absent)
        #expect(present.issues.isEmpty && without.issues.isEmpty, "\(present.issues) \(without.issues)")
        #expect(placedPresent.first(kind: .view("Text"))?.label == "All synced")
        #expect(placedAbsent.first(kind: .view("Text"))?.label == "Still syncing")
        #expect(without.assumptions.contains { $0.message.contains("optional content absent") }, "\(without.assumptions)")
    }
}
