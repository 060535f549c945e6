import PlumbSyntax
import Testing

@testable import PlumbSwiftUI

/// A graph built with the parts of an earlier build is the graph built afresh.
@Suite struct ViewGraphPartsTests {
    private func facts(_ files: [SourceFile]) -> ProjectFacts {
        var facts = ProjectFacts(themeName: "AppTheme")
        for file in files { facts.merge(FactsCollector.collect(file, bytes: file.bytes, themeName: "AppTheme"), of: file) }
        return facts
    }

    @Test func anUnchangedFileIsReadAgainWhenTheProjectDeclaresAViewItCalls() {
        let home = SourceFile(path: "Home.swift", source: """
            import SwiftUI
            struct Home: View {
                var body: some View { VStack { Badge(); Text("Inbox") } }
            }
            """)
        let badge = SourceFile(path: "Badge.swift", source: """
            import SwiftUI
            struct Badge: View {
                var body: some View { Text("New").padding(4) }
            }
            """)
        let parts = ViewGraphParts()
        #expect(ViewGraph(facts: facts([home]), parts: parts).callSites(of: "Badge").isEmpty)
        let warm = ViewGraph(facts: facts([home, badge]), parts: parts)
        #expect(warm.callSites(of: "Badge").map(\.file.path) == ["Home.swift"])
        #expect(warm.view(named: "Home")?.shownViews == ["Badge"])
        // Nothing changed: every part is the kept one, and the graph the same.
        let again = ViewGraph(facts: facts([home, badge]), parts: parts)
        #expect(again.callSites(of: "Badge").map(\.file.path) == ["Home.swift"])
    }
}
