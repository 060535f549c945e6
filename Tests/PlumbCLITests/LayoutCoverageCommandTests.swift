import Foundation
import Testing

/// `plumb layout PATH --coverage`: the project's screens with their judgement and the causes of
/// what is not modelled, in text and JSON; options that lay one host out are refused.
@Suite struct LayoutCoverageCommandTests {
    private static func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("App/Inbox.swift", """
            import SwiftUI
            struct InboxView: View {
                let messages: [Message]
                var body: some View {
                    List(messages) { message in Image(message.icon) }
                }
            }
            """)
        return sandbox
    }

    @Test func printsEachScreenAndTheCausesOfWhatIsNotModelled() throws {
        let sandbox = try Self.sandbox()
        let text = try sandbox.run("layout", "App", "--coverage")
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("App/Inbox.swift:2:1: note: InboxView: "), "\(text.stdout)")
        #expect(text.stdout.contains("image:asset        1        1\n"), "\(text.stdout)")
        let json = try sandbox.run("layout", "App", "--coverage", "--view", "InboxView", "--format", "json")
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["screens"] as? [Any])?.count == 1)
        #expect((object["totals"] as? [String: Any])?["notModelledViews"] as? Int == 1)
    }

    @Test(arguments: [
        (["--coverage", "--device", "iphone-15"], "--coverage reads the project's screens"),
        (["--coverage", "--format", "svg"], "--coverage reads the project's screens"),
        (["--coverage", "--view", "Nope"], "'Nope' is not a screen the layout rules read; screens: InboxView"),
    ])
    func badInputExitsTwoNamingTheCause(arguments: [String], message: String) throws {
        let result = try Self.sandbox().run(["layout", "App"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
