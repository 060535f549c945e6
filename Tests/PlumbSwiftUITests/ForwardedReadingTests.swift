import PlumbLayout
import PlumbSwiftUI
import Testing

/// Views the code reaches through one more step: an app modifier's overload that hands its
/// argument on to another overload, a view's initializer that hands on to another with
/// `self.init(…)`, and a view in parentheses.
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

    @Test func anInitializerInAnExtensionHandsItsClosuresOnThroughSelfInit() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            struct Loader<Content: View>: View {
                private let content: (Int) -> Content
                init(count: Int, @ViewBuilder content: @escaping (Int) -> Content) {
                    self.content = content
                }
                var body: some View { VStack { content(3) } }
            }
            extension Loader {
                init<I: View, P: View>(
                    @ViewBuilder loaded: @escaping (Int) -> I, @ViewBuilder placeholder: @escaping () -> P
                ) where Content == _ConditionalContent<I, P> {
                    self.init(count: 1, content: { value in
                        if value > 0 { loaded(value) } else { placeholder() }
                    })
                }
            }
            struct Screen: View {
                var body: some View {
                    Loader { value in Text("Loaded").padding(2) } placeholder: { ProgressView() }
                }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Text"))?.label == "Loaded")
    }

    @Test func aConvenienceInitializerBindsWhatTheOneItCallsBinds() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            struct Banner: View {
                let title: String
                let height: CGFloat
                init(title: String, height: CGFloat) {
                    self.title = title
                    self.height = height
                }
                init(compact title: String) {
                    self.init(title: title, height: 24)
                }
                var body: some View { Text(title).frame(height: height) }
            }
            struct Screen: View {
                var body: some View { Banner(compact: "Saved") }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Text"))?.label == "Saved")
        #expect(placed.frame.size.height == 24)
    }
}

/// Optional values the code leaves `nil`: an optional `var` a call does not give, a parameter at
/// its `nil` default, and a chain through either, are known to be absent (not a scenario).
@Suite struct GivenNilReadingTests {
    static let row = """
        struct Details { var icon: Image?; var count: Int? }
        struct Badge: View {
            let count: Int
            var body: some View { Text("\\(count)").padding(4) }
        }
        struct TrailingSection: View {
            private var icon: Image?
            private var count: Int?
            init(_ details: Details? = nil) {
                icon = details?.icon
                count = details?.count
            }
            var body: some View {
                HStack {
                    icon
                    if let count { Badge(count: count) }
                }
            }
        }
        struct Row: View {
            var badge: Badge?
            var body: some View {
                HStack {
                    Text("Title")
                    if let badge, badge.count > 0 { badge.padding(2) }
                    TrailingSection()
                }
            }
        }
        """

    @Test(arguments: [OptionalContent.present, .absent])
    func anOptionalTheCodeLeavesNilIsAbsentInEveryScenario(scenario: OptionalContent) throws {
        var host = AppScreenLayout.canvas
        host.optionalContent = scenario
        let (tree, placed) = try AppScreenLayout.layout(
            Self.row + """
                struct Screen: View {
                    var body: some View { Row() }
                }
                """, "Screen", on: host)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.assumptions.isEmpty, "\(tree.assumptions)")
        #expect(placed.first(kind: .view("Text"))?.label == "Title")
        #expect(placed.first(kind: .modifier("padding")) == nil)
    }

    @Test func anOptionalTheCallGivesIsRead() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            Self.row + """
                struct Screen: View {
                    var body: some View { Row(badge: Badge(count: 3)) }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .modifier("padding")) != nil)
    }
}

/// A leading-dot member given for a parameter of a project view type is looked up in that type,
/// as Swift looks it up.
@Suite struct ImplicitMemberReadingTests {
    static let row = """
        struct RowLabel: View {
            let title: String
            var subtitle: String?
            var body: some View {
                VStack(alignment: .leading) {
                    Text(title)
                    if let subtitle { Text(subtitle).font(.caption) }
                }
            }
            static func plain(title: String) -> RowLabel { RowLabel(title: title) }
            static func detailed(title: String, subtitle: String) -> RowLabel {
                RowLabel(title: title, subtitle: subtitle)
            }
            static var placeholder: RowLabel { RowLabel(title: "Loading") }
        }
        struct Row: View {
            let label: RowLabel
            init(label: RowLabel) { self.label = label }
            var body: some View { HStack { label; Spacer() } }
        }
        struct MemberwiseRow: View {
            let label: RowLabel
            var body: some View { HStack { label; Spacer() } }
        }
        struct OptionalLabelRow: View {
            var label: RowLabel?
            var body: some View { HStack { if let label { label }; Spacer() } }
        }
        """

    @Test(arguments: [
        (#"Row(label: .plain(title: "About"))"#, ["About"]),
        (#"Row(label: .detailed(title: "About", subtitle: "Version 2"))"#, ["About", "Version 2"]),
        ("Row(label: .placeholder)", ["Loading"]),
        // The memberwise initializer's parameter has the property's type, optional or not.
        (#"MemberwiseRow(label: .plain(title: "About"))"#, ["About"]),
        ("OptionalLabelRow(label: .placeholder)", ["Loading"]),
    ])
    func aLeadingDotMemberIsTheDeclaredTypesStaticMember(row: String, texts: [String]) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            Self.row + """
                struct Screen: View {
                    var body: some View { List { \(row) } }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.allViews.filter { $0.kind == .view("Text") }.map(\.label) == texts)
    }
}
