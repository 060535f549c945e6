import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A reading keeps the initializers it found by the expression naming the constant and the
/// scope it is read in (`KnownInitializers`): the same member read with other arguments, or a
/// name another type declares too, must not take a kept answer.
@Suite struct KnownInitializersTests {
    @Test func theSameMemberReadWithAnotherCaseTakesThatCasesValue() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            enum Side {
                case narrow, wide
                var length: CGFloat {
                    switch self {
                    case .narrow: return 16
                    case .wide: return Gaps.wide
                    }
                }
            }
            enum Gaps { static let wide: CGFloat = 40 }
            struct Tile: View {
                let side: Side
                var body: some View { Color.blue.frame(width: side.length, height: side.length) }
            }
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Tile(side: .narrow)
                        Tile(side: .wide)
                        Tile(side: .narrow)
                    }
                }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.children.map(\.frame.size.width) == [16, 40, 16])
    }

    @Test func aNameTwoTypesDeclareTakesEachTypesValue() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            struct Chip: View {
                private let inset: CGFloat = 4
                static let edge: CGFloat = 10
                var body: some View { Color.red.frame(width: Self.edge, height: inset) }
            }
            struct Banner: View {
                private let inset: CGFloat = 24
                static let edge: CGFloat = 30
                var body: some View { Color.red.frame(width: Self.edge, height: inset) }
            }
            struct Screen: View {
                var body: some View {
                    HStack(alignment: .top, spacing: 0) { Chip(); Banner(); Chip() }
                }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.children.map(\.frame.size) == [Size(width: 10, height: 4), Size(width: 30, height: 24), Size(width: 10, height: 4)])
    }
}
