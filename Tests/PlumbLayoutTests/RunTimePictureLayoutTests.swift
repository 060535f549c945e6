import PlumbCore
import PlumbLayout
import Testing

/// A resizable picture known only at run time takes every length it is proposed; a layout that
/// leaves it a length to size itself asks its picture's size, which Plumb never knows, and places
/// it as opaque there, with its reason.
@Suite struct RunTimePictureLayoutTests {
    private let host = LayoutHost(screenSize: Size(width: 300, height: 600), scale: 3)
    private static let reason = "a picture known only at run time"
    private static let picture = ViewNode.runTimePicture(reason: reason, cause: .assetImage)

    private func pictures(_ root: ViewNode) -> [PlacedView] {
        LayoutEngine.layout(root, in: host).allViews.filter { $0.kind == .view("Image") }
    }

    @Test func proposedBothLengthsItIsJudgedAtTheProposal() {
        let placed = pictures(.vStack(spacing: 0, [Self.picture, .hStack(spacing: 0, [Self.picture.frame(width: 100), Self.picture])]))
        #expect(placed.map(\.frame.size) == [
            Size(width: 300, height: 300), Size(width: 100, height: 300), Size(width: 200, height: 300),
        ])
        #expect(placed.allSatisfy { !$0.isOpaque && !$0.traits.contains(.unknownSize) })
    }

    @Test func aLengthLeftToItsPictureLeavesItOpaqueInThatLayout() {
        let asking: [(String, ViewNode)] = [
            ("a vertical scroll view's thumbnails", .scrollView([.vertical], [.vStack([Self.picture.frame(width: 60), Self.picture.frame(width: 60)])])),
            ("a fixedSize around one", Self.picture.fixedSize().frame(width: 40, height: 40)),
            ("fixedSize on one axis", Self.picture.fixedSize(horizontal: false, vertical: true)),
            ("a ratio of its picture's in a fixed-width frame", Self.picture.aspectRatio(contentMode: .fit).frame(width: 200)),
            ("a grid's cells, no ratio stated", .scrollView([.vertical], [.lazyVGrid(columns: [GridItem(), GridItem()], [Self.picture, Self.picture])])),
        ]
        for (idiom, root) in asking {
            let placed = pictures(root)
            #expect(!placed.isEmpty && placed.allSatisfy { $0.isOpaque && $0.traits.contains(.unknownSize) }, "\(idiom)")
            #expect(placed.allSatisfy { $0.opaqueReason == Self.reason && $0.role == .opaque }, "\(idiom)")
        }
    }

    @Test func aStatedRatioOrAFixedLengthAnswersWhatTheScrollViewLeavesOpen() {
        let judged: [(String, ViewNode, Size)] = [
            ("a stated ratio", .scrollView([.vertical], [Self.picture.aspectRatio(1.5, contentMode: .fit)]), Size(width: 300, height: 200)),
            ("a fixed height", .scrollView([.vertical], [Self.picture.frame(height: 80)]), Size(width: 300, height: 80)),
            (
                "a grid's square cells", .scrollView([.vertical], [.lazyVGrid(columns: [GridItem(), GridItem()], spacing: 0, [Self.picture.aspectRatio(1, contentMode: .fill)])]),
                Size(width: 146, height: 146)
            ),
        ]
        for (idiom, root, size) in judged {
            let placed = pictures(root)
            #expect(placed.map(\.frame.size) == [size], "\(idiom)")
            #expect(placed.allSatisfy { !$0.isOpaque }, "\(idiom)")
        }
    }
}
