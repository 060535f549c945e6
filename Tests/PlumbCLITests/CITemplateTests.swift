import Foundation
import Testing
import Yams

/// The GitHub Action (`action.yml`) and the workflow template (`Templates/plumb-workflow.yml`)
/// cannot run here: they are read as YAML, and what they name is checked to exist — the plumb
/// options the action passes, the action's inputs the workflow sets, the inputs and step outputs
/// the action's expressions read.
@Suite struct CITemplateTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func yaml(_ path: String) throws -> [String: Any] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any], "\(path) is not a YAML mapping")
    }

    static var action: [String: Any] { get throws { try yaml("action.yml") } }

    static func steps(of action: [String: Any]) throws -> [[String: Any]] {
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        return try #require(runs["steps"] as? [[String: Any]])
    }

    @Test func theActionPassesOnlyOptionsPlumbLintHas() throws {
        let help = try PlumbProcess.run(["lint", "--help"], in: Self.root)
        let lint = try #require(try Self.steps(of: Self.action).first { $0["id"] as? String == "lint" })
        let script = try #require(lint["run"] as? String)
        #expect(script.contains("plumb lint"))
        let options = Set(script.matches(of: /--[a-z][a-z-]+/).map { String($0.output) })
        #expect(options.isSuperset(of: ["--format", "--output", "--changed", "--sarif-help-base"]))
        for option in options {
            #expect(help.stdout.contains(option), "plumb lint has no \(option)")
        }
    }

    @Test func everyExpressionOfTheActionNamesAnInputOrAStepThatExists() throws {
        let action = try Self.action
        let inputs = Set(try #require(action["inputs"] as? [String: Any]).keys)
        let steps = try Self.steps(of: action)
        let ids = Set(steps.compactMap { $0["id"] as? String })
        let text = try String(contentsOf: Self.root.appendingPathComponent("action.yml"), encoding: .utf8)
        for match in text.matches(of: /inputs\.([a-z-]+)/) {
            #expect(inputs.contains(String(match.output.1)), "no input \(match.output.1)")
        }
        for match in text.matches(of: /steps\.([a-z-]+)\.outputs/) {
            #expect(ids.contains(String(match.output.1)), "no step \(match.output.1)")
        }
        for step in steps {
            // A composite action's run step must say its shell; a used action, its version.
            if step["run"] != nil { #expect(step["shell"] as? String == "bash", "\(step["name"] ?? "")") }
            if let uses = step["uses"] as? String { #expect(uses.contains("@v"), "\(uses)") }
        }
        #expect(steps.contains { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        #expect(steps.filter { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true }.count == 2, "the build and the lint cache")
    }

    @Test func theWorkflowTemplateUsesTheActionWithInputsItHas() throws {
        let inputs = Set(try #require(try Self.action["inputs"] as? [String: Any]).keys)
        let workflow = try Self.yaml("Templates/plumb-workflow.yml")
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let job = try #require(jobs["plumb"] as? [String: Any])
        let permissions = try #require(job["permissions"] as? [String: Any])
        #expect(permissions["security-events"] as? String == "write")
        let steps = try #require(job["steps"] as? [[String: Any]])
        let plumb = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("YOUR-ORG/plumb@") == true })
        let given = try #require(plumb["with"] as? [String: Any])
        #expect(Set(given.keys).isSubset(of: inputs))
        #expect(given["changed-since"] != nil)
        let checkout = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/checkout@") == true })
        #expect((checkout["with"] as? [String: Any])?["fetch-depth"] as? Int == 0, "--changed needs the history")
    }

    /// The README shows the workflow as a copyable block: the template without its comment lines.
    @Test func theREADMEShowsTheWorkflowTemplate() throws {
        let template = try String(contentsOf: Self.root.appendingPathComponent("Templates/plumb-workflow.yml"), encoding: .utf8)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let workflow = template.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("#") }.joined(separator: "\n")
        #expect(readme.contains("```yaml\n" + workflow + "```\n"), "README's workflow differs from Templates/plumb-workflow.yml")
    }
}
