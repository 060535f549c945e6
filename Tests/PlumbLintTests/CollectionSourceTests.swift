@testable import PlumbLint
import Testing

/// Where the data of a `ForEach` comes from: a constant, a value the view holds, or unknown.
@Suite struct CollectionSourceTests {
    /// The source of the first `ForEach`'s data, as `constant`, `held(path)` or `unknown`.
    private func source(_ sources: [String: String]) throws -> String {
        let project = ParsedProject(sources)
        let data = try #require(project.call("ForEach")?.arguments.first?.expression)
        switch CollectionSource(data, facts: project.facts, resolver: project.resolver, graph: project.graph) {
        case .constant: return "constant"
        case .held(let path): return "held(\(path))"
        case .unknown: return "unknown"
        }
    }

    private func view(_ members: String) -> [String: String] {
        ["A.swift": "struct Rows: View {\n\(members)\n}\n"]
    }

    @Test func literalsRangesAndStaticMembersAreConstant() throws {
        #expect(try source(view("var body: some View { ForEach([1, 2, 3], id: \\.self) { Text($0) } }")) == "constant")
        #expect(try source(view("var body: some View { ForEach(0..<5) { Text($0) } }")) == "constant")
        #expect(try source(view("var body: some View { ForEach(Kind.allCases) { Text($0) } }")) == "constant")
    }

    @Test func stateAndModelPropertiesAreHeld() throws {
        #expect(try source(view("@State var items: [Item] = []\nvar body: some View { ForEach(items) { Text($0) } }")) == "held(items)")
        #expect(try source(view("@ObservedObject var model: Model\nvar body: some View { ForEach($model.items) { Text($0) } }"))
            == "held(model.items)")
    }

    @Test func aRangeOverACountListsTheCountedCollection() throws {
        #expect(try source(view("@State var items: [Item] = []\nvar body: some View { ForEach(0..<items.count) { Text($0) } }"))
            == "held(items)")
    }

    @Test func aLocalIsUnknown() throws {
        #expect(try source(view("var body: some View { let rows = store.load()\nreturn ForEach(rows) { Text($0) } }")) == "unknown")
    }

    @Test func aParameterEveryCallerPassesAConstantIsConstant() throws {
        let grid = "struct TagGrid: View {\n    let tags: [String]\n    var body: some View { ForEach(tags) { Text($0) } }\n}\n"
        #expect(try source(["A.swift": grid, "B.swift": "struct Home: View { var body: some View { TagGrid(tags: [\"a\"]) } }"]) == "constant")
        #expect(try source(["A.swift": grid, "B.swift": "struct Home: View { let t: [String]\nvar body: some View { TagGrid(tags: t) } }"])
            == "held(tags)")
    }
}
