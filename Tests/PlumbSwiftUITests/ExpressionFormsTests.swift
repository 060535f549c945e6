import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// Expressions that make a view in a form the reader follows: a project view called with its
/// generic arguments written, a closure called where it is written, and a view whose members a
/// `#if` in its body declares per platform.
@Suite struct ExpressionFormsTests {
    @Test func aProjectViewCalledWithItsGenericArgumentsIsThatView() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            struct Pill<Label: View>: View {
                let label: Label
                var body: some View { label.padding(.horizontal, 12).frame(height: 28) }
            }
            struct Shelf<Header: View, Rows: View>: View {
                let header: Header
                @ViewBuilder let rows: () -> Rows
                var body: some View {
                    VStack(spacing: 6) { header; rows() }
                }
            }
            struct Inbox: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Pill<Text>(label: Text("Unread"))
                        Pill(label: Text("Unread"))
                        Shelf<Text, Divider>(header: Text("Today")) { Divider() }
                    }
                }
            }
            """, "Inbox")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.children[0].frame.size == placed.children[1].frame.size)
        #expect(placed.children[0].frame.size.height == 28)
        #expect(placed.children[2].first(kind: .view("Divider")) != nil)
    }

    @Test func aSpecializedTypeTheProjectDoesNotDeclareAsAViewStaysUnread() throws {
        let (tree, _) = try AppScreenLayout.layout(
            """
            struct Gauge: View {
                var body: some View { Meter<Double>(value: 0.4) }
            }
            """, "Gauge")
        #expect(tree.issues.map(\.message) == ["unsupported call 'Meter<Double>'"])
    }

    @Test func aClosureCalledInPlaceIsTheViewItReturns() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            struct Cover: View {
                var body: some View {
                    let placeholder = {
                        Color.gray.opacity(0.2)
                    }()
                    let caption = {
                        let compact = true
                        if compact { return AnyView(Text("Narrow").frame(width: 120)) }
                        return AnyView(Text("Wide").frame(width: 300))
                    }()
                    VStack(spacing: 0) {
                        placeholder.frame(height: 40)
                        caption
                    }
                }
            }
            """, "Cover")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.children[0].frame.size.height == 40)
        #expect(placed.children[1].frame.size.width == 120)
    }

    @Test func aClosureCalledWithArgumentsStaysUnread() throws {
        let (tree, _) = try AppScreenLayout.layout(
            """
            struct Counter: View {
                var body: some View {
                    let label = { (count: Int) in Text("\\(count)") }(3)
                    label
                }
            }
            """, "Counter")
        #expect(tree.issues.count == 1)
        #expect(tree.issues.first?.message.hasPrefix("unsupported call") == true)
    }

    @Test func aBodyDeclaredInsideAnIfConfigIsTheOneCompiledForTheHostsPlatform() throws {
        let source = """
            struct QuantityField: View {
                #if os(iOS)
                    let height: CGFloat = 44
                    var body: some View { Text("Amount").frame(height: height) }
                #elseif os(watchOS)
                    var body: some View { caption }
                    @ViewBuilder var caption: some View { Text("Amount").frame(height: 30) }
                #endif
            }
            struct Pantry: View {
                var body: some View {
                    VStack(spacing: 0) { QuantityField() }
                }
            }
            """
        let (phoneTree, phone) = try AppScreenLayout.layout(source, "Pantry")
        #expect(phoneTree.issues.isEmpty, "\(phoneTree.issues)")
        #expect(phone.children[0].frame.size.height == 44)
        let watch = LayoutHost(screenSize: Size(width: 184, height: 224), platform: .watchOS)
        let (watchTree, watchPlaced) = try AppScreenLayout.layout(source, "Pantry", on: watch)
        #expect(watchTree.issues.isEmpty, "\(watchTree.issues)")
        #expect(watchPlaced.children[0].frame.size.height == 30)
        let (screenTree, _) = try AppScreenLayout.layout(source, "QuantityField")
        #expect(screenTree.issues.isEmpty, "\(screenTree.issues)")
    }

    @Test func aBodyUnderAConditionThePlatformDoesNotSettleStaysUnseen() throws {
        let (tree, _) = try AppScreenLayout.layout(
            """
            struct DebugBadge: View {
                #if canImport(DiagnosticsKit)
                    var body: some View { Text("Debug") }
                #else
                    var body: some View { EmptyView() }
                #endif
            }
            struct Home: View {
                var body: some View { VStack { DebugBadge() } }
            }
            """, "Home")
        #expect(tree.issues.map(\.message) == ["view 'DebugBadge' has no body the reader can see"])
    }
}
