import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A NavigationLink row of a List or Form leaves its disclosure indicator the room renders bound
/// it to: the narrowest with open numbers at their lowest, the widest at their highest, stated.
@Suite struct DisclosureIndicatorReadingTests {
    @Test(arguments: [
        """
        struct Settings: View {
            var body: some View {
                List {
                    NavigationLink("Notifications", value: Route.notifications)
                    Text("Version 2")
                }
            }
        }
        """,
        """
        struct Settings: View {
            var body: some View {
                Form {
                    Section("Account") {
                        NavigationLink {
                            AccountDetail()
                        } label: {
                            Label("Notifications", systemImage: "bell")
                        }
                        .foregroundStyle(.primary)
                    }
                }
            }
        }
        """,
    ])
    func aLinkRowsContentEndsWhereTheIndicatorsBoundsLeaveIt(source: String) throws {
        for (values, width) in [(OpenNumbers.low, DisclosureIndicator.narrowest), (.high, DisclosureIndicator.widest)] {
            let (tree, placed) = try AppScreenLayout.layout(source, "Settings", on: AppScreenLayout.canvas(openNumbers: values))
            #expect(!placed.allViews.contains { $0.isOpaque }, "\(tree.issues)")
            let row = try #require(placed.first(kind: .view("ListRow")))
            let indicator = try #require(placed.first(kind: .view("DisclosureIndicator")))
            // Within a pixel at @3x, where frames are rounded.
            #expect(abs(indicator.frame.size.width - width) <= 1.0 / 3)
            #expect(abs(indicator.frame.maxX - (row.frame.maxX - ListRowLayout.standardInsets.trailing)) <= 1.0 / 3 + 0.001)
            let extreme = values == .low ? "lowest" : "highest"
            #expect(tree.assumptions.contains { $0.message.contains("for a list row's disclosure indicator, its \(extreme)") })
        }
    }

    @Test func aRowThatIsNoLinkHasNoIndicator() throws {
        let source = """
            struct Settings: View {
                var body: some View {
                    List { Button("Sign out") { }; Text("Version 2") }
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Settings", on: AppScreenLayout.canvas(openNumbers: .high))
        #expect(placed.first(kind: .view("DisclosureIndicator")) == nil)
        #expect(tree.assumptions.isEmpty)
    }
}
