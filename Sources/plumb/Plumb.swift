import ArgumentParser

@main
struct Plumb: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Makes a SwiftUI design system enforceable: lint, lay out, generate the theme.",
        subcommands: [
        ]
    )
}
