import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A leading-dot `EdgeInsets` the project declares (`extension EdgeInsets { static let padding16 =
/// EdgeInsets(…) }`) is read where insets are expected: a padding's, written there or given as a
/// parameter's default, and a list row's.
@Suite struct ProjectInsetsConstantTests {
    private static let source = """
        extension CGFloat {
            static let margin16: CGFloat = 16
        }
        extension EdgeInsets {
            static let padding16 = EdgeInsets(top: 0, leading: .margin16, bottom: 0, trailing: .margin16)
            static let card = EdgeInsets(top: gap, leading: gap, bottom: gap, trailing: gap)
            static let gap: CGFloat = 8
        }
        struct Header: View {
            let text: String
            private let insets: EdgeInsets
            init(text: String, insets: EdgeInsets = .padding16) {
                self.text = text
                self.insets = insets
            }
            var body: some View { Color.red.frame(width: 100, height: 20).padding(insets) }
        }
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    Header(text: "Wallet")
                    Color.blue.frame(width: 100, height: 20).padding(.card)
                    Color.blue.frame(width: 100, height: 20).padding(.horizontal)
                }
            }
        }
        """

    @Test func aDeclaredInsetsConstantPadsTheView() throws {
        let host = LayoutHost(screenSize: Size(width: 300, height: 600))
        let tree = try ScreenReader(sources: [(path: "App.swift", source: Self.source)]).tree(of: "Screen", options: ReadingOptions(host: host))
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let paddings = LayoutEngine.layout(tree.root, in: host).allViews.filter { $0.kind == .modifier("padding") }.map(\.frame.size)
        #expect(paddings == [Size(width: 132, height: 20), Size(width: 116, height: 36), Size(width: 132, height: 20)])
    }
}
