import PlumbSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// Modifiers added to the end of a view expression keep the way the chain is written.
@Suite struct ModifierInsertionTests {
    /// The text that appends `modifiers` to the whole chain written on the view `name`.
    private func appended(_ modifiers: [String], to name: String, in source: String) throws -> String {
        let calls = Parser.parse(source: source).descendants(FunctionCallExprSyntax.self)
        let view = try #require(calls.first { $0.chainRoot.calledExpression.trimmedDescription == name })
        return ModifierInsertion.text(appending: modifiers, to: ExprSyntax(view), before: nil)
    }

    @Test func aChainOnOneLineGetsThemInline() throws {
        #expect(try appended([".padding()", ".bold()"], to: "Text", in: "let v = Text(\"A\").font(.body)") == ".padding().bold()")
    }

    @Test func aChainWrittenOneModifierPerLineGetsThemOnNewLinesAtItsIndentation() throws {
        let source = "let v = Text(\"A\")\n    .font(.body)\n    .bold()\n"
        #expect(try appended([".padding()"], to: "Text", in: source) == "\n    .padding()")
    }

    @Test func aViewAloneOnItsLineInAClosureGetsThemOneStepDeeper() throws {
        let source = "let v = VStack {\n  Text(\"A\")\n}\n"
        #expect(try appended([".padding()"], to: "Text", in: source) == "\n    .padding()")
    }

    @Test func theModifierTheyGoBeforeSetsTheirIndentation() throws {
        let source = "let v = Text(\"A\")\n\t.font(.body)\n"
        let font = try #require(Parser.parse(source: source).descendants(MemberAccessExprSyntax.self).first { $0.declName.baseName.text == "font" })
        let text = try #require(font.base)
        #expect(ModifierInsertion.text(appending: [".padding()"], to: text, before: font.period) == "\n\t.padding()")
    }

    @Test func theIndentationOfAPeriodIsThatOfTheLineItStarts() throws {
        let source = "let v = Text(\"A\").bold()\n   .font(.body)\n"
        let members = Parser.parse(source: source).descendants(MemberAccessExprSyntax.self)
        let bold = try #require(members.first { $0.declName.baseName.text == "bold" })
        let font = try #require(members.first { $0.declName.baseName.text == "font" })
        #expect(ModifierInsertion.indentation(of: bold.period) == nil)
        #expect(ModifierInsertion.indentation(of: font.period) == "   ")
    }
}
