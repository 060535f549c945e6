import PlumbSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// The whitespace that starts a node's line, and the step its second line goes deeper by.
@Suite struct IndentationTests {
    private func call(_ name: String, in source: String) throws -> FunctionCallExprSyntax {
        try #require(Parser.parse(source: source).descendants(FunctionCallExprSyntax.self).first {
            $0.calledExpression.trimmedDescription == name
        })
    }

    @Test func theLineOfANodeStartsWithItsIndentation() throws {
        let source = "var body: some View {\n    VStack {\n        Text(\"A\")\n    }\n}\n"
        #expect(Indentation.ofLine(containing: try call("Text", in: source)) == "        ")
        #expect(Indentation.ofLine(containing: try call("VStack", in: source)) == "    ")
    }

    @Test func aNodeInsideALineTakesTheLinesIndentation() throws {
        let source = "func f() {\n\tlet v = VStack { Text(\"A\") }\n}\n"
        #expect(Indentation.ofLine(containing: try call("Text", in: source)) == "\t")
    }

    @Test func aNodeOnTheFirstLineHasNone() throws {
        #expect(Indentation.ofLine(containing: try call("Text", in: "let v = Text(\"A\")")) == "")
    }

    @Test func theStepIsHowMuchDeeperTheSecondLineIs() throws {
        let stack = try call("VStack", in: "let v =\n  VStack {\n    Text(\"A\")\n  }\n")
        #expect(Indentation.step(inside: stack, lineIndent: "  ") == "  ")
    }

    @Test func aNodeOnOneLineStepsFourSpaces() throws {
        let stack = try call("VStack", in: "let v = VStack { Text(\"A\") }")
        #expect(Indentation.step(inside: stack, lineIndent: "") == "    ")
    }
}
