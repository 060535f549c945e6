import PlumbLayout
import PlumbSwiftUI
import Testing

/// Views the code reaches through one more step: an app modifier's overload that hands its
/// argument on to another overload, and a view in parentheses.
@Suite struct ForwardedReadingTests {
    @Test(arguments: ["quietTitle(String(localized: title))", "self.quietTitle(String(localized: title))"])
    func anOverloadThatForwardsToAnotherIsFollowedIntoIt(forwarding: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            extension View {
                @ViewBuilder
                func quietTitle(_ title: LocalizedStringResource) -> some View {
                    \(forwarding)
                }
                @_disfavoredOverload
                func quietTitle(_ title: String) -> some View {
                    navigationTitle(title).padding(3)
                }
            }
            struct Screen: View {
                var body: some View { NavigationStack { Text("Inbox").quietTitle("Inbox") } }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .modifier("padding")) != nil)
    }

    /// A modifier that calls itself with the same arguments has no end: it stays opaque.
    @Test func aModifierThatCallsItselfStaysOpaque() throws {
        let (tree, _) = try AppScreenLayout.layout(
            """
            extension View {
                func looping(_ title: String) -> some View { looping(title) }
            }
            struct Screen: View {
                var body: some View { Text("Inbox").looping("Inbox") }
            }
            """, "Screen")
        #expect(!tree.issues.isEmpty)
    }

    @Test(arguments: [#"(isBold ? Text("Ada").bold() : Text("Ada")).font(.title)"#, #"(Text("Ada")).font(.title)"#, #"((Text("Ada").font(.title)))"#])
    func aViewInParenthesesIsTheView(expression: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            struct Screen: View {
                var isBold = false
                var body: some View { VStack { \(expression) } }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Text"))?.label == "Ada")
    }
}
