@testable import PlumbLint
import SwiftSyntax
import Testing

/// A `Bool` the view owns flipped in place, and whether the view presents or animates it itself.
@Suite struct StateFlagTests {
    /// The flag flipped by `flip` in a view with `members`, and the project it is read in.
    private func flag(_ members: String, flip: String = "flag.toggle()") -> (flag: StateFlag?, project: ParsedProject) {
        let project = ParsedProject(["A.swift": "struct Panel: View {\n\(members)\nfunc flip() { \(flip) }\n}\n"])
        let context = project.context(of: "A.swift")
        let toggle = context.tree.descendantCalls.first { $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "toggle" }
        let assignment = context.tree.tokens(viewMode: .sourceAccurate).lazy.compactMap { $0.parent?.as(AssignmentExprSyntax.self)?.parent?.parent }.first
        return (toggle.map(Syntax.init).flatMap { StateFlag($0, in: context) } ?? assignment.flatMap { StateFlag($0, in: context) }, project)
    }

    @Test func aStateBoolToggledIsAFlag() throws {
        let found = try #require(flag("@State private var flag = false").flag)
        #expect(found.name == "flag" && found.ownerName == "Panel" && !found.isBinding)
    }

    @Test func aBindingNegatedIntoItselfIsABoundFlag() throws {
        #expect(try #require(flag("@Binding var flag: Bool", flip: "flag = !flag").flag).isBinding)
        #expect(try #require(flag("let flag: Binding<Bool>?", flip: "flag?.wrappedValue.toggle()").flag).isBinding)
    }

    @Test func aPlainPropertyOrANonBoolIsNoFlag() {
        #expect(flag("var flag = false").flag == nil)
        #expect(flag("@State private var flag = 0").flag == nil)
        #expect(flag("@StateObject private var flag = Model()").flag == nil)
    }

    @Test func aFlagHandedToASheetIsAPresentation() throws {
        let sheet = flag("@State private var flag = false\nvar body: some View { Text(\"A\").sheet(isPresented: $flag) { Text(\"B\") } }")
        let shown = flag("@State private var flag = false\nvar body: some View { Text(flag ? \"On\" : \"Off\") }")
        let presented = try #require(sheet.flag), drawn = try #require(shown.flag)
        #expect(presented.isPresentationOrAnimated(facts: sheet.project.facts, graph: sheet.project.graph))
        #expect(!drawn.isPresentationOrAnimated(facts: shown.project.facts, graph: shown.project.graph))
    }
}
