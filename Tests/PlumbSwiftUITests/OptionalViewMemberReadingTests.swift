import PlumbLayout
import PlumbSwiftUI
import Testing

/// An optional view a view is given, read as the code gives it: `icon ?? Fallback()` is the
/// fallback when the optional is left `nil` and the view given otherwise; `details?.icon` is the
/// view of an instance made where it is written.
@Suite struct OptionalViewMemberReadingTests {
    private static let row = """
        struct Badge: View {
            var size: CGFloat
            var body: some View { Image(systemName: "star").frame(width: size, height: size) }
        }
        struct SettingRow: View {
            let title: String
            var badge: Badge? = nil
            var body: some View {
                HStack {
                    badge ?? Badge(size: 30)
                    Text(title)
                }
            }
        }
        """

    @Test(arguments: [
        ("SettingRow(title: \"General\")", 30.0),
        ("SettingRow(title: \"Privacy\", badge: Badge(size: 20))", 20.0),
    ])
    func anOptionalViewWithAFallbackIsWhatTheCodeGives(call: String, side: Double) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            Self.row + "struct Screen: View { var body: some View { \(call) } }", "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let badge = try #require(placed.first(kind: .modifier("frame")))
        #expect(abs(badge.frame.size.width - side) < 0.01 && abs(badge.frame.size.height - side) < 0.01)
    }

    /// Given at run time, the optional stays unread: which view it holds is not known.
    @Test func anOptionalViewGivenAtRunTimeIsNotGuessed() throws {
        let (tree, _) = try AppScreenLayout.layout(
            Self.row + """
                struct Screen: View {
                    let model: Model
                    var body: some View { SettingRow(title: "Sync", badge: model.badge) }
                }
                """, "Screen")
        #expect(!tree.issues.isEmpty)
    }

    @Test(arguments: [
        // Through an optional chain in the initializer.
        """
        struct TrailingPart<Icon: View>: View {
            private var title: String?
            private var icon: Icon?
            init(_ details: RowDetails<Icon>?) {
                title = details?.title
                icon = details?.icon
            }
            var body: some View { HStack { title.map(Text.init); icon } }
        }
        """,
        // Stored whole and read through it in the body.
        """
        struct TrailingPart<Icon: View>: View {
            let details: RowDetails<Icon>
            init(_ details: RowDetails<Icon>) { self.details = details }
            var body: some View { HStack { Text(details.title ?? ""); details.icon } }
        }
        """,
    ])
    func aViewMemberOfAnInstanceMadeThereIsRead(part: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            part + """
                struct RowDetails<Icon: View> {
                    var title: String?
                    var icon: Icon?
                }
                struct Screen: View {
                    var body: some View { TrailingPart(RowDetails(title: "Online", icon: Image(systemName: "wifi"))) }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Image"))?.label == "wifi")
    }

    /// A type-erased optional view shown with `if let`: the view the call gives, or nothing
    /// when the call leaves it at its `nil` default, in both scenarios.
    @Test(arguments: [
        ("NoticeCard(title: \"Saved\")", false),
        ("NoticeCard(title: \"Saved\", accessory: AnyView(Image(systemName: \"checkmark\")))", true),
    ])
    func anOptionalViewShownWithIfLetIsWhatTheCodeGives(call: String, shown: Bool) throws {
        let source = """
            struct NoticeCard: View {
                let title: String
                var accessory: AnyView? = nil
                var body: some View {
                    HStack {
                        Text(title)
                        if let accessory { accessory }
                    }
                }
            }
            struct Screen: View { var body: some View { \(call) } }
            """
        for optionalContent in [OptionalContent.present, .absent] {
            var host = AppScreenLayout.canvas
            host.optionalContent = optionalContent
            let (tree, placed) = try AppScreenLayout.layout(source, "Screen", on: host)
            #expect(tree.issues.isEmpty, "\(tree.issues)")
            #expect((placed.first(kind: .view("Image")) != nil) == shown, "\(call), \(optionalContent)")
        }
    }
}
