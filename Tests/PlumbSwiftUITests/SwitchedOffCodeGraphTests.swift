@testable import PlumbSwiftUI
import PlumbSyntax
import Testing

/// Code in `if false { … }` (a section the source switches off) runs in no build: the graph
/// records nothing it creates or presents, and what its `else` creates as usual.
@Suite struct SwitchedOffCodeGraphTests {
    private func graph(_ source: String) -> ViewGraph {
        var facts = ProjectFacts(themeName: "AppTheme")
        let file = SourceFile(path: "Inbox.swift", source: source)
        facts.merge(FactsCollector.collect(file, bytes: Array(source.utf8), themeName: "AppTheme"), of: file)
        return ViewGraph(facts: facts)
    }

    @Test func aViewCreatedOnlyInIfFalseIsCreatedByNothing() {
        let graph = graph("""
            import SwiftUI
            struct Inbox: View {
                var body: some View {
                    List {
                        if false {  // until the votes are kept up to date
                            VoteCard()
                        }
                        Text("Messages")
                    }
                }
            }
            struct VoteCard: View { var body: some View { Text("Vote").padding(3) } }
            """)
        #expect(graph.callSites(of: "VoteCard").isEmpty)
    }

    @Test func aPresentationInIfFalseShowsNothing() {
        let graph = graph("""
            import SwiftUI
            struct Inbox: View {
                @State private var showsArchive = false
                var body: some View {
                    VStack {
                        if false {
                            Button("Archive") { showsArchive = true }
                                .sheet(isPresented: $showsArchive) { Archive() }
                        } else {
                            NavigationLink("Drafts") { Drafts() }
                        }
                    }
                }
            }
            struct Archive: View { var body: some View { List { Text("Old") } } }
            struct Drafts: View { var body: some View { List { Text("Draft") } } }
            """)
        #expect(graph.callSites(of: "Archive").isEmpty)
        #expect(graph.callSites(of: "Drafts").count == 1, "the else branch runs")
    }

    @Test func aConditionTheSourceDoesNotSettleKeepsItsViews() {
        let graph = graph("""
            import SwiftUI
            struct Inbox: View {
                let showsVotes: Bool
                var body: some View {
                    List {
                        if showsVotes { VoteCard() }
                        if true { VoteCard() }
                    }
                }
            }
            struct VoteCard: View { var body: some View { Text("Vote") } }
            """)
        #expect(graph.callSites(of: "VoteCard").count == 2)
    }
}
