import ArgumentParser
import Foundation
import PlumbMCP
import PlumbTheme

struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Write AppTheme.swift from a design plan (YAML or JSON) or a W3C design tokens file.",
        discussion: """
            Contrast warnings go to standard error and do not fail the run. The file is written only \
            when it does not exist or `plumb theme` wrote it (it starts with the generated header), and \
            never declares a theme type the project declares elsewhere. Exit codes: 0 written (or, \
            with --check, up to date), 1 with --check when the file differs, 2 the plan cannot be used or the file may not be written.
            """
    )

    @Argument(help: "The plan: `design` and `palette` keys, or design tokens with `$value`s.")
    var plan: String

    @Option(name: .shortAndLong, help: "The file to write (default: <theme name>.swift in the current directory; - for standard output).")
    var output: String?

    @Flag(help: "Write nothing; exit 1 if the file differs from what the plan gives.")
    var check = false

    @Option(help: ArgumentHelp("The theme type's name instead of the plan's (when the project has a type of that name).", valueName: "name"))
    var name: String?

    @Flag(help: "Write the tokens as an extension of the theme type the project already declares.")
    var extensionOnly = false

    func run() throws {
        let text = try planText()
        let plainTheme = try refusing { () throws(ThemeFileRefusal) in
            try ThemeFile.generate(plan: text, planPath: plan, options: ThemeOptions(name: name, extensionOnly: extensionOnly))
        }
        let path = output ?? "\(plainTheme.typeName).swift"
        guard path != "-" else {
            guard !check else { throw RunFailure(message: "--check needs a file to compare, not -o -") }
            plainTheme.warnings.forEach { Diagnostics.write("\(plan): warning: \($0)") }
            print(plainTheme.source, terminator: "")
            return
        }
        let file = try refusing { () throws(ThemeFileRefusal) in
            try ThemeFile(plan: text, planPath: plan, path: path, name: name, extensionOnly: extensionOnly)
        }
        file.theme.warnings.forEach { Diagnostics.write("\(plan): warning: \($0)") }
        file.notes.forEach(Diagnostics.write)
        if file.isUpToDate {
            Diagnostics.write("\(file.path) is up to date")
        } else if check {
            let state = FileManager.default.fileExists(atPath: file.path) ? "out of date" : "missing"
            Diagnostics.write("\(file.path) is \(state); run `plumb theme \(plan) -o \(file.path)`")
            throw ExitCode(1)
        } else {
            try refusing { () throws(ThemeFileRefusal) in try file.write() }
            Diagnostics.write("wrote \(file.path)")
        }
    }

    private func planText() throws -> String {
        guard let data = FileManager.default.contents(atPath: plan), let text = String(data: data, encoding: .utf8) else {
            throw RunFailure(message: "\(plan): cannot read the plan")
        }
        return text
    }

    /// A refusal is a run failure (exit 2), in the command line's words.
    private func refusing<Result>(_ body: () throws(ThemeFileRefusal) -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            throw RunFailure(message: error.message(nameOption: "--name", extensionOption: "--extension-only"))
        }
    }
}
