import ArgumentParser
import Foundation
import PlumbCore
import PlumbLint
import PlumbTheme

struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Write AppTheme.swift from a design plan (YAML or JSON) or a W3C design tokens file.",
        discussion: """
            Contrast warnings go to standard error and do not fail the run. Exit codes: 0 written (or, \
            with --check, up to date), 1 with --check when the file differs, 2 the plan cannot be used.
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
        let theme = try generate(options: try projectOptions())
        theme.warnings.forEach { Diagnostics.write("\(plan): warning: \($0)") }
        let path = output ?? "\(theme.typeName).swift"
        guard path != "-" else {
            guard !check else { throw RunFailure(message: "--check needs a file to compare, not -o -") }
            print(theme.source, terminator: "")
            return
        }
        let existing = FileManager.default.contents(atPath: path)
        if existing == Data(theme.source.utf8) {
            Diagnostics.write("\(path) is up to date")
        } else if check {
            Diagnostics.write("\(path) is \(existing == nil ? "missing" : "out of date"); run `plumb theme \(plan) -o \(path)`")
            throw ExitCode(1)
        } else {
            try write(theme.source, to: path)
        }
    }

    /// What the project around the output file already declares: a theme type of the same
    /// name stops the run (a redeclaration would not compile), unless `--extension-only` writes
    /// into it; `Color` initializers it has are used, not declared again.
    private func projectOptions() throws -> ThemeOptions {
        var options = ThemeOptions(name: name, extensionOnly: extensionOnly)
        let typeName = try generate(options: ThemeOptions(name: name)).typeName
        let path = output ?? "\(typeName).swift"
        guard path != "-" else { return options }
        let project = try ThemeProjectCheck.inspect(around: path, typeName: typeName)
        if let declaration = project.typeDeclaration, !extensionOnly {
            throw RunFailure(message: """
                \(path) would redeclare \(typeName), which \(declaration.file):\(declaration.line) declares; nothing was written. \
                Give the theme another name (`--name Brand\(typeName)`), or write its tokens into \(typeName) (`--extension-only`)
                """)
        }
        if extensionOnly, project.typeDeclaration == nil {
            throw RunFailure(message: "--extension-only: the project declares no \(typeName) to extend; leave the option out to declare it")
        }
        for initializer in project.colorInitializers where [["hex"], ["light", "dark"]].contains(initializer.labels) {
            let signature = "Color(" + initializer.labels.map { $0 + ":" }.joined() + ")"
            Diagnostics.write("\(initializer.position.file):\(initializer.position.line): note: \(signature) is declared here; \(path) uses it and does not declare it again")
            options.existingInitializers.insert(initializer.labels)
        }
        return options
    }

    private func generate(options: ThemeOptions) throws -> GeneratedTheme {
        guard let data = FileManager.default.contents(atPath: plan), let text = String(data: data, encoding: .utf8) else {
            throw RunFailure(message: "\(plan): cannot read the plan")
        }
        do {
            return try ThemeGenerator.generate(text: text, path: plan, options: options)
        } catch let error as ConfigurationError {
            throw RunFailure(message: error.description)
        }
    }

    /// Replaces the file atomically: a reader sees the old theme or the new one, never half.
    private func write(_ source: String, to path: String) throws {
        do {
            try AtomicFileWriter().write(Array(source.utf8), to: path)
        } catch {
            throw RunFailure(message: "\(path): cannot write the file (\(error.localizedDescription))")
        }
        Diagnostics.write("wrote \(path)")
    }
}
