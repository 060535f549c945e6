import Foundation
import MCP
@testable import PlumbMCP
import Testing

/// What a code generator gates on: answers it can trust and read within its budget, and writes
/// that never replace code it did not generate.
@Suite struct GeneratorGateTests {
    private func call(_ tool: any PlumbTool, _ arguments: [String: Value]) throws -> [String: Value] {
        try #require(tool.call(ToolInput(arguments, schema: tool.input, limits: Limits())).objectValue)
    }

    private func rules(_ output: [String: Value]) -> Set<String> {
        Set((output["findings"]?.arrayValue ?? []).compactMap { $0.objectValue?["rule"]?.stringValue })
    }

    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let journal = repository.appendingPathComponent("Examples/Journal").path

    /// A snippet has no theme and no `Color(hex:)` of its own to fix: without a directory the
    /// project-level rules stay quiet, unless asked.
    @Test func lintingASnippetRunsNoProjectRulesUnlessAsked() throws {
        let source = "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"A\").foregroundStyle(Color(hex: \"#FF0000\")) }\n}\n"
        let projectRules = Set(["theme-structure", "color-hex-init", "spacing-scale", "single-accent", "orientations"])
        #expect(rules(try call(LintTool(), ["source": .string(source)])).isDisjoint(with: projectRules))
        // color-hex-init is opt-in until its precision earns it the default set: turned on here.
        let asked = try call(LintTool(), ["source": .string(source), "projectRules": true, "config": .string("rules:\n  color-hex-init: error\n")])
        #expect(!rules(asked).isDisjoint(with: projectRules))
    }

    /// By default `layout` answers with the judged views' frames: a screen on the default
    /// scenarios fits a generator's budget, and each finding says where it fails.
    @Test func layoutAnswersCompactlyByDefault() throws {
        // EntryListView's full answer is over 500 KB on the default scenarios.
        for view in ["EntryListView", "WelcomeView"] {
            let compact = try call(LayoutTool(), ["directory": .string(Self.journal), "view": .string(view)])
            let bytes = try StructuredText.json(.object(compact)).utf8.count
            #expect(bytes <= 20_000, "\(view): \(bytes) bytes")
            let layouts = compact["layouts"]?.arrayValue ?? []
            #expect(layouts.count > 1 && layouts.allSatisfy { $0.objectValue?["frames"] != nil && $0.objectValue?["root"] == nil })
        }
        let welcome = try call(LayoutTool(), ["directory": .string(Self.journal), "view": "WelcomeView"])
        let views = welcome["views"]?.arrayValue ?? []
        #expect(!views.isEmpty)
        let findings = welcome["findings"]?.arrayValue ?? []
        #expect(!findings.isEmpty)
        for finding in findings {
            let scenarios = finding.objectValue?["scenarios"]?.arrayValue ?? []
            #expect(!scenarios.isEmpty, "\(finding)")
        }
        let full = try call(LayoutTool(), ["directory": .string(Self.journal), "view": "EntryListView", "detail": "full", "scenarios": ["iphone-15"]])
        #expect(full["layouts"]?.arrayValue?.first?.objectValue?["root"] != nil)
    }

    @Test func layoutTakesDeviceNamesAsTheCommandLineDoes() throws {
        let output = try call(LayoutTool(), ["source": "Text(\"a\")", "scenarios": ["iPhone 15", "iPhone 15/landscape"]])
        let frames = (output["layouts"]?.arrayValue ?? []).compactMap { $0.objectValue?["frames"]?.arrayValue?.first?.arrayValue }
        #expect(frames.count == 2)
        #expect(frames.first?[1] != frames.last?[1], "portrait and landscape place the text apart")
    }

    @Test func everyToolDeclaresItsOutputSchema() {
        for tool in PlumbMCPServer.tools {
            #expect(tool.definition.outputSchema?.objectValue?["type"] == "object", "\(tool.name)")
        }
    }

    /// A line that is no request gets an error with id null; the SDK would make an id up.
    @Test func aMalformedLineIsAnsweredWithIdNull() throws {
        for (line, code) in [("not json", -32700), ("{\"jsonrpc\": \"2.0\"}", -32600), ("42", -32600)] {
            let answer = try #require(LineTransport.malformedRefusal(Array(line.utf8)))
            let reply = try JSONDecoder().decode([String: Value].self, from: answer)
            #expect(reply["id"] == .null)
            #expect(reply["error"]?.objectValue?["code"] == .int(code))
        }
        #expect(LineTransport.malformedRefusal(Array("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}".utf8)) == nil)
        #expect(LineTransport.malformedRefusal(Array("{\"jsonrpc\": \"2.0\", \"method\": \"notifications/initialized\"}".utf8)) == nil)
    }

    /// `theme` writes as `plumb theme -o` does: never over a file it did not write, never a
    /// second declaration of the project's theme type.
    @Test func themeWritesOnlyGeneratedFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-theme-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = "palette: { accent: \"#2F7D6D\", surface: \"#F2F2F7\" }"
        let handWritten = folder.appendingPathComponent("Colors.swift").path
        try Data("import SwiftUI\nlet brand = Color.red\n".utf8).write(to: URL(fileURLWithPath: handWritten))
        #expect(throws: (any Error).self) { try call(ThemeTool(), ["plan": .string(plan), "output": .string(handWritten), "write": true]) }
        #expect(try String(contentsOfFile: handWritten, encoding: .utf8) == "import SwiftUI\nlet brand = Color.red\n")

        let theme = folder.appendingPathComponent("AppTheme.swift").path
        #expect(try call(ThemeTool(), ["plan": .string(plan), "output": .string(theme), "write": true])["written"] == true)
        #expect(try call(ThemeTool(), ["plan": .string(plan), "output": .string(theme), "write": true])["upToDate"] == true)
        let second = folder.appendingPathComponent("Brand.swift").path
        do {
            _ = try call(ThemeTool(), ["plan": .string(plan), "output": .string(second), "write": true])
            Issue.record("a second AppTheme was declared")
        } catch {
            #expect("\(error)".hasPrefix("output: \(second) would redeclare AppTheme, which"), "\(error)")
            #expect("\(error)".contains("`name BrandAppTheme`") && "\(error)".contains("`extensionOnly`"), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: second))
    }
}
