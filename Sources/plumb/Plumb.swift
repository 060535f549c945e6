import ArgumentParser
import Foundation
import PlumbCore

@main
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Makes a SwiftUI design system enforceable: lint, lay out, generate the theme.",
        version: PlumbVersion.current,
        subcommands: [
            LintCommand.self,
            RulesCommand.self,
            InitCommand.self,
            DevicesCommand.self,
            ThemeCommand.self,
            LayoutCommand.self,
            ProjectCommand.self,
            MCPCommand.self,
            MergeCommand.self,
            FactsCommand.self,
        ]
    )

    /// The command runs on a thread with a deep stack (`DeepStack`), as the lint's workers do.
    /// It is parsed before, so that malloc's arenas can be set up for a lint's threads
    /// (`MallocSettings`), which only a process with no other thread yet can choose.
    static func main() {
        var command: ParsableCommand
        do {
            command = try parseAsRoot(ChangedArgument.normalized(Array(CommandLine.arguments.dropFirst())))
        } catch {
            exit(after: error)
        }
        if let threaded = command as? ThreadedCommand {
            if threaded.workerThreads == 1 { MallocSettings.allocateFromMainArena() } else { MallocSettings.growArenasInWholeHeaps() }
        }
        DeepStack.run {
            do {
                try command.run()
            } catch {
                exit(after: error)
            }
        }
    }

    /// Every way the run itself can fail (bad flag, bad input, unreadable path) exits 2 with a
    /// message; ArgumentParser's own usage code (64) is folded into that contract.
    private static func exit(after error: Error) -> Never {
        if let failure = error as? RunFailure {
            FileHandle.standardError.write(Data("plumb: \(failure.message)\n".utf8))
            Foundation.exit(2)
        }
        let code = exitCode(for: error)
        if code == .success {
            print(fullMessage(for: error))
            Foundation.exit(0)
        }
        if code == ExitCode(1) { Foundation.exit(1) }
        let message = fullMessage(for: error)
        if !message.isEmpty {
            FileHandle.standardError.write(Data("\(message)\n".utf8))
        }
        Foundation.exit(2)
    }
}

/// A command that does its work on a number of threads it knows once parsed.
protocol ThreadedCommand {
    var workerThreads: Int { get }
}

/// A failure of the run itself, not a finding: reported on standard error, exit code 2.
struct RunFailure: Error {
    let message: String
}
