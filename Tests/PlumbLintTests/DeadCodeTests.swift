@testable import PlumbLint
import Testing

/// Issue 34, class 7: a `#if` branch no target compiles is neither a parse error nor linted; a
/// branch that may be compiled (`#if DEBUG`, a flag of the project's own) is both.
@Suite struct DeadCodeTests {
    private func findings(_ source: String, package platforms: String? = nil) throws -> [String] {
        var files = ["Sources/App/Card.swift": source]
        if let platforms {
            files["Package.swift"] = "let package = Package(name: \"App\", platforms: [\(platforms)], targets: [.executableTarget(name: \"App\")])"
        }
        return try ProjectLint.findings(files).filter { $0.hasPrefix("spacing-grid") || $0.hasPrefix("parse-error") }
    }

    @Test func aBranchForASwiftLongGoneIsNeitherLintedNorAParseError() throws {
        let source = """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    #if swift(<5.9)
                    Text("A").padding(7)
                    let broken = (
                    #else
                    Text("B").padding(6)
                    #endif
                }
            }
            """
        #expect(try findings(source) == ["spacing-grid Sources/App/Card.swift:8"])
    }

    @Test func theElseOfACompilerCheckAndHashIfFalseAreDead() throws {
        let source = """
            import SwiftUI
            #if compiler(>=6.0)
            let gap: CGFloat = 12
            #else
            let gap: CGFloat = 13 +
            #endif
            #if false
            let wide = Text("C").padding(5)
            #endif
            let tall = Text("D").padding(3)
            """
        #expect(try findings(source) == ["spacing-grid Sources/App/Card.swift:10"])
    }

    @Test func aPlatformTheProjectDoesNotBuildIsNotLinted() throws {
        let source = """
            import SwiftUI
            #if os(tvOS)
            let shelf = Text("E").padding(9)
            #elseif os(iOS)
            let row = Text("F").padding(11)
            #endif
            """
        #expect(try findings(source, package: ".iOS(.v17)") == ["spacing-grid Sources/App/Card.swift:5"])
        #expect(try findings(source, package: ".iOS(.v17), .tvOS(.v17)").count == 2)
    }

    @Test func flagsThatMayBeOnAreLintedAndTheirParseErrorsReported() throws {
        let source = """
            import SwiftUI
            #if DEBUG
            let debug = Text("G").padding(7)
            #elseif MY_FLAG
            let flagged = Text("H").padding(9)
            #endif
            #if swift(>=6.1)
            let newer = (
            #endif
            """
        #expect(try findings(source) == [
            "spacing-grid Sources/App/Card.swift:3", "spacing-grid Sources/App/Card.swift:5", "parse-error Sources/App/Card.swift:8",
        ])
    }
}

/// Issue 34, class 8: `parse-error` says what it means, what was checked and what to do.
@Suite struct ParseErrorAdviceTests {
    @Test func theFindingPointsToItsExplanationWhichSaysHowToReportAParserBug() throws {
        let finding = try #require(try ProjectLint.lint(["Sources/App/Card.swift": "let broken = (\n"]).first { $0.ruleID == "parse-error" })
        #expect(finding.message.contains("`plumb rules parse-error`"))
        let explanation = ParseErrorDiagnostic.explanation
        #expect(explanation.contains("not linted") && explanation.contains("parser bug") && explanation.contains("swift-syntax/issues"))
    }
}
