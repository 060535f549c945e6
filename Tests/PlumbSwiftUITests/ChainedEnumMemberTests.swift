import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A project enum's member that gives another project enum's case (`size.textStyle` where `var
/// textStyle: TextStyle { switch self { … } }`) is followed to what that case's own members give:
/// a font (`size.textStyle.font`) or a number (`kind.metrics.height`).
@Suite struct ChainedEnumMemberTests {
    private static let source = """
        enum TextStyle {
            case headline, caption
            var font: Font {
                switch self {
                case .headline: return .system(size: 20, weight: .semibold)
                case .caption: return .system(size: 12)
                }
            }
        }
        enum Metrics {
            case tall, short
            var height: CGFloat {
                switch self {
                case .tall: 56
                case .short: 32
                }
            }
        }
        struct ThemeButton: View {
            let title: String
            var size: ThemeButton.Size = .medium
            var body: some View { Text(title).font(size.textStyle.font).frame(height: size.metrics.height) }
        }
        extension ThemeButton {
            enum Size {
                case medium, small
                var textStyle: TextStyle {
                    switch self {
                    case .medium: return .headline
                    case .small: return .caption
                    }
                }
                var metrics: Metrics {
                    switch self {
                    case .medium: .tall
                    case .small: .short
                    }
                }
            }
        }
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    ThemeButton(title: "Send")
                    ThemeButton(title: "Send", size: .small)
                    Text("Send").font(.system(size: 20, weight: .semibold))
                    Text("Send").font(.system(size: 12))
                }
            }
        }
        """

    @Test func aCaseAMemberGivesIsFollowedToItsOwnMembers() throws {
        let host = LayoutHost(screenSize: Size(width: 300, height: 600))
        let tree = try ScreenReader(sources: [(path: "App.swift", source: Self.source)]).tree(of: "Screen", options: ReadingOptions(host: host))
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let placed = LayoutEngine.layout(tree.root, in: host)
        // In whole points: the layout rounds each frame to the pixel grid, which leaves them a hair apart.
        let texts = placed.allViews.filter { $0.kind == .view("Text") }.map { Size(width: $0.frame.size.width.rounded(), height: $0.frame.size.height.rounded()) }
        #expect(texts.count == 4 && texts[0] == texts[2] && texts[1] == texts[3], "\(texts)")
        let frames = placed.allViews.filter { $0.kind == .modifier("frame") }.map(\.frame.size.height)
        #expect(frames == [56, 32])
    }
}
