import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A design system's font function whose body picks its face by a weight or text style it is
/// given (`switch weight { case .medium: return .custom("Brand-Medium", size: size) … }`) is
/// read on the branch the call's arguments settle, through the text-style enums that name it.
@Suite struct SettledFontFunctionTests {
    private func textHeights(_ source: String) throws -> (issues: [String], heights: [Double]) {
        let host = LayoutHost(screenSize: Size(width: 300, height: 600))
        let tree = try ScreenReader(sources: [(path: "App.swift", source: source)]).tree(of: "Screen", options: ReadingOptions(host: host))
        let placed = LayoutEngine.layout(tree.root, in: host)
        let heights = placed.allViews.filter { $0.kind == .view("Text") }.map { $0.frame.size.height.rounded() }
        return (tree.issues.map(\.message), heights)
    }

    @Test func aSwitchOverTheWeightGivenPicksTheFace() throws {
        let (issues, heights) = try textHeights(
            """
            extension Font {
                static func brand(size: CGFloat, weight: Font.Weight) -> Font {
                    switch weight {
                    case .regular: return Font.custom("Brand-Regular", size: size)
                    case .semibold: return Font.custom("Brand-SemiBold", size: size)
                    default: fatalError("no such face")
                    }
                }
                static let brandTitle: Font = .brand(size: 34, weight: .semibold)
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text("Wallet").font(.brandTitle)
                        Text("Balance").font(.brand(size: 34, weight: .regular))
                        Text("Balance").font(.system(size: 34))
                    }
                }
            }
            """)
        #expect(issues.isEmpty, "\(issues)")
        #expect(heights == [41, 41, 41])
    }

    @Test func aTextStyleEnumNamesTheFontItsCaseSettles() throws {
        let (issues, heights) = try textHeights(
            """
            enum Typeface {
                static func font(_ style: Font.TextStyle, weight: UIFont.Weight = .regular) -> Font {
                    switch style {
                    case .largeTitle: .custom("Serif-Bold", size: 34, relativeTo: .largeTitle)
                    case .caption: .custom("Serif", size: 12, relativeTo: .caption)
                    default: .custom("Serif", size: 17)
                    }
                }
            }
            enum TextKind {
                case heading, note
                var font: Font {
                    switch self {
                    case .heading: return Typeface.font(.largeTitle)
                    case .note: return Typeface.font(.caption, weight: .medium)
                    }
                }
            }
            struct Label: View {
                let text: String
                let kind: TextKind
                var body: some View { Text(text).font(kind.font) }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Label(text: "Wallet", kind: .heading)
                        Label(text: "Updated", kind: .note)
                        Text("Wallet").font(TextKind.note.font)
                        Text("Wallet").font(.largeTitle)
                        Text("Updated").font(.caption)
                    }
                }
            }
            """)
        #expect(issues.isEmpty, "\(issues)")
        #expect(heights.count == 5 && heights[0] == heights[3] && [heights[1], heights[2]] == [heights[4], heights[4]], "\(heights)")
    }

    @Test func aWeightOnlyTheRunningAppKnowsLeavesTheFontUnread() throws {
        let (issues, _) = try textHeights(
            """
            extension Font {
                static func brand(size: CGFloat, weight: Font.Weight) -> Font {
                    switch weight {
                    case .regular: return Font.custom("Brand-Regular", size: size)
                    default: return Font.custom("Brand-Bold", size: size * 2)
                    }
                }
            }
            struct Screen: View {
                @State private var isBold = false
                var weight: Font.Weight { isBold ? .bold : .regular }
                var body: some View { Text("Wallet").font(.brand(size: 17, weight: weight)) }
            }
            """)
        #expect(issues == ["argument '_' of font is not a value the reader resolves"])
    }
}
