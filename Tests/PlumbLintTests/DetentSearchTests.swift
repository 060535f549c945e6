@testable import PlumbLint
import PlumbSyntax
import Testing

/// Whether a sheet's content applies `.presentationDetents`, searched through the views it shows
/// and the project's own modifiers.
@Suite struct DetentSearchTests {
    /// The verdict for the content of the first `.sheet` in `sources`.
    private func verdict(_ sources: [String: String]) throws -> DetentSearch.Verdict {
        let project = ParsedProject(sources)
        let sheet = try #require(project.call("sheet"))
        let content = try #require(sheet.trailingClosure)
        let presenter = project.facts.enclosingTypeName(of: sheet).flatMap { project.facts.types[$0] } ?? []
        let search = DetentSearch(facts: project.facts, graph: project.graph,
                                  viewExtensions: MemberIndex.viewExtensions(in: project.facts), viewScans: ViewDetentScans())
        return search.verdict(for: content, presenter: presenter)
    }

    /// A view that presents `content` in a sheet.
    private func home(_ content: String) -> String {
        "struct Home: View {\n    @State var showing = false\n    var body: some View { Text(\"A\").sheet(isPresented: $showing) { \(content) } }\n}\n"
    }

    @Test func contentThatAppliesDetentsApplies() throws {
        #expect(try verdict(["A.swift": home("Text(\"B\").presentationDetents([.medium])")]) == .applies)
    }

    @Test func contentWithoutDetentsMissesThem() throws {
        #expect(try verdict(["A.swift": home("Text(\"B\")")]) == .missing)
    }

    @Test func aProjectViewTheContentShowsCanApplyThem() throws {
        let detail = "struct Detail: View { var body: some View { Text(\"B\").presentationDetents([.large]) } }"
        #expect(try verdict(["A.swift": home("Detail()"), "B.swift": detail]) == .applies)
    }

    @Test func aProjectModifierCanApplyThem() throws {
        let modifier = "extension View { func halfSheet() -> some View { presentationDetents([.medium]) } }"
        #expect(try verdict(["A.swift": home("Text(\"B\").halfSheet()"), "B.swift": modifier]) == .applies)
    }

    @Test func aNestedSheetsDetentsAreItsOwn() throws {
        let nested = "Text(\"B\").sheet(isPresented: $showing) { Text(\"C\").presentationDetents([.medium]) }"
        #expect(try verdict(["A.swift": home(nested)]) == .missing)
    }

    @Test func aViewPlumbCannotSeeIntoIsUnknown() throws {
        #expect(try verdict(["A.swift": home("SafariView(url: url)")]) == .unknown)
    }
}
