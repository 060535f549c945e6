import PlumbLayout
import PlumbSwiftUI
import Testing

/// A value known only at run time is one value in the state a layout shows: every test of it in
/// the screen takes it the same way (`OpenConditions`), so branches that exclude each other are
/// never laid out together, with optional content present or absent.
@Suite struct ExclusiveBranchesTests {
    /// Which of the texts "Shown when set" and "Shown otherwise" a reading lays out.
    private static func shown(_ source: String, on host: LayoutHost) throws -> (set: Bool, otherwise: Bool) {
        let (_, placed) = try AppScreenLayout.layout(source, "Screen", on: host)
        return (placed.first(kind: .view("Text"), label: "Shown when set") != nil, placed.first(kind: .view("Text"), label: "Shown otherwise") != nil)
    }

    @Test(arguments: [
        // A flag and its negation, as two `if`s.
        """
        @State private var isSending = false
        var body: some View {
            VStack {
                if isSending { Text("Shown when set") }
                Text("Email")
                if !isSending { Text("Shown otherwise") }
            }
        }
        """,
        // Conjunctions that share a fact: the first holding makes the flag false in the second.
        """
        @State private var isSending = false
        @State private var token: String?
        var body: some View {
            VStack {
                if isSending && token == nil { Text("Shown when set") }
                if !isSending && token == nil { Text("Shown otherwise") }
            }
        }
        """,
        // An optional unwrapped, and then compared with nil.
        """
        let error: String?
        var body: some View {
            VStack {
                if let error { Text("Shown when set"); Text(error) }
                if error == nil { Text("Shown otherwise") }
            }
        }
        """,
        // An optional mapped into a view, and then compared with nil.
        """
        let note: String?
        var body: some View {
            VStack {
                note.map { _ in Text("Shown when set") }
                if note == nil { Text("Shown otherwise") }
            }
        }
        """,
        // Two cases of one state.
        """
        enum Phase { case loaded, loading }
        let phase: Phase
        var body: some View {
            VStack {
                if case .loaded = phase { Text("Shown when set") }
                if phase == .loading { Text("Shown otherwise") }
            }
        }
        """,
        // A ternary's view, then an `if` on the same flag, in a helper.
        """
        @State private var isEditing = false
        var body: some View {
            VStack {
                isEditing ? Text("Shown when set") : Text("Title")
                footer
            }
        }
        @ViewBuilder private var footer: some View {
            if !isEditing { Text("Shown otherwise") }
        }
        """,
    ])
    func branchesThatExcludeEachOtherAreNeverLaidOutTogether(body: String) throws {
        let source = "struct Screen: View {\n\(body)\n}\n"
        let present = try Self.shown(source, on: AppScreenLayout.canvas)
        #expect(present.set && !present.otherwise)
        let absent = try Self.shown(source, on: AppScreenLayout.canvasWithContentAbsent)
        #expect(!(absent.set && absent.otherwise))
    }

    /// Tests of different values stay independent: each takes the scenario's choice.
    @Test(arguments: [
        "if isSending { Text(\"Shown when set\") }\nif hasDraft { Text(\"Shown otherwise\") }",
        "if error != nil { Text(\"Shown when set\") }\nif let warning { Text(\"Shown otherwise\"); Text(warning) }",
        "if case .loaded = phase { Text(\"Shown when set\") }\nif case .loaded = upload { Text(\"Shown otherwise\") }",
    ])
    func testsOfDifferentValuesAreTakenAlike(branches: String) throws {
        let source = """
            struct Screen: View {
                enum Phase { case loaded, loading }
                @State private var isSending = false
                @State private var hasDraft = false
                let error: String?
                let warning: String?
                let phase: Phase
                let upload: Phase
                var body: some View {
                    VStack {
                        \(branches)
                    }
                }
            }
            """
        let present = try Self.shown(source, on: AppScreenLayout.canvas)
        #expect(present.set && present.otherwise)
        let absent = try Self.shown(source, on: AppScreenLayout.canvasWithContentAbsent)
        #expect(!absent.set && !absent.otherwise)
    }

    /// A value a parent tests around a child is the same value where the child switches on it:
    /// the case the parent rules out is passed over, the assumption says why.
    @Test func aSwitchPassesOverTheCaseAnEnclosingTestRulesOut() throws {
        let source = """
            enum Session { case signedOut, connecting, ready }
            final class Model: ObservableObject { @Published var session = Session.signedOut }
            struct Inner: View {
                @EnvironmentObject var model: Model
                var body: some View {
                    switch model.session {
                    case .signedOut: Text("Shown otherwise")
                    case .connecting: Text("Shown when set")
                    case .ready: Text("Ready")
                    }
                }
            }
            struct Screen: View {
                @EnvironmentObject var model: Model
                var body: some View {
                    if model.session != .signedOut { Inner() } else { Text("Sign in") }
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(placed.first(kind: .view("Text"), label: "Shown when set") != nil, "\(tree.assumptions)")
        #expect(placed.first(kind: .view("Text"), label: "Shown otherwise") == nil)
        #expect(tree.assumptions.contains { $0.message.contains("as an earlier test of the same value took it") })
    }
}
