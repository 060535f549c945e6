import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// Fonts, numbers and views chosen by the device's idiom (`UIDevice.current.userInterfaceIdiom
/// == .pad`), written in place or held in a property of the view: each device scenario knows its
/// idiom, so the choice is the device's; a bare canvas has none, and the choice stays open.
@Suite struct DeviceIdiomReadingTests {
    static let phone = LayoutHost(
        screenSize: Size(width: 390, height: 844), sizeClasses: SizeClasses(horizontal: .compact, vertical: .regular), platform: .iOS)
    static let pad = LayoutHost(
        screenSize: Size(width: 820, height: 1180), sizeClasses: SizeClasses(horizontal: .regular, vertical: .regular), platform: .iPadOS)

    func layout(_ source: String, _ screen: String, host: LayoutHost) throws -> (tree: ScreenTree, placed: PlacedView) {
        let reader = ScreenReader(sources: [(path: "App.swift", source: source)])
        let tree = try reader.tree(of: screen, options: ReadingOptions(host: host))
        return (tree, LayoutEngine.layout(tree.root, in: host))
    }

    @Test(arguments: [
        ("UIDevice.current.userInterfaceIdiom == .pad ? 80 : 40", 40.0, 80.0),
        ("UIDevice.current.userInterfaceIdiom != .phone ? 80 : 40", 40, 80),
        ("isTablet ? 80 : 40", 40, 80),
        ("idiom == .phone ? 30 : 60", 30, 60),
        ("idiom == .mac ? 10 : 20", 20, 20),
        ("idiom == .pad || idiom == .mac ? 80 : 40", 40, 80),
        ("(idiom == .phone) ? 30 : 60", 30, 60),
        // A size class is settled inside `||` and `&&` too.
        ("sizeClass == .regular && idiom != .phone ? 80 : 40", 40, 80),
        ("sizeClass == .compact || idiom == .tv ? 30 : 60", 30, 60),
    ])
    func aNumberChosenByIdiomIsTheDevicesChoice(width: String, onPhone: Double, onPad: Double) throws {
        let source = """
            struct Badge: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                private var idiom: UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
                private var isTablet: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                var body: some View { Color.orange.frame(width: \(width), height: 10) }
            }
            """
        for (host, expected) in [(Self.phone, onPhone), (Self.pad, onPad)] {
            let (tree, placed) = try layout(source, "Badge", host: host)
            #expect(tree.issues.isEmpty, "\(tree.issues)")
            #expect(!tree.hostQuestions.contains(.openNumbers), "no open number: the device settles it")
            #expect(tree.hostQuestions.contains(.idiom))
            #expect(placed.allViews.first { $0.kind == .view("Color") }?.frame.size.width == expected)
        }
    }

    @Test func aFontChosenByIdiomIsTheDevicesTextStyle() throws {
        let source = """
            struct Caption: View {
                private var idiom: UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
                var body: some View { Text("Signal").font(idiom == .phone ? .caption : .title) }
            }
            """
        let (phoneTree, onPhone) = try layout(source, "Caption", host: Self.phone)
        let (padTree, onPad) = try layout(source, "Caption", host: Self.pad)
        #expect(phoneTree.issues.isEmpty && padTree.issues.isEmpty, "\(phoneTree.issues) \(padTree.issues)")
        // Caption (12 pt) on a phone is shorter than Title (28 pt) on a pad.
        let phoneText = try #require(onPhone.allViews.first { $0.kind == .view("Text") })
        let padText = try #require(onPad.allViews.first { $0.kind == .view("Text") })
        #expect(phoneText.frame.size.height < 20)
        #expect(padText.frame.size.height > 30)
    }

    @Test func aViewChosenByIdiomIsTheDevicesBranch() throws {
        let source = """
            struct Home: View {
                var body: some View {
                    if UIDevice.current.userInterfaceIdiom == .phone {
                        Color.red.frame(width: 10, height: 10)
                    } else {
                        Color.blue.frame(width: 20, height: 20)
                    }
                }
            }
            """
        let (phoneTree, onPhone) = try layout(source, "Home", host: Self.phone)
        let (padTree, onPad) = try layout(source, "Home", host: Self.pad)
        #expect(phoneTree.assumptions.isEmpty && padTree.assumptions.isEmpty, "\(phoneTree.assumptions) \(padTree.assumptions)")
        #expect(onPhone.allViews.first { $0.kind == .view("Color") }?.frame.size == Size(width: 10, height: 10))
        #expect(onPad.allViews.first { $0.kind == .view("Color") }?.frame.size == Size(width: 20, height: 20))
    }

    /// A canvas is no device: the idiom is unknown, and the choice is an open number as before.
    @Test func onACanvasTheIdiomStaysOpen() throws {
        let source = """
            struct Badge: View {
                var body: some View { Color.orange.frame(width: UIDevice.current.userInterfaceIdiom == .pad ? 80 : 40, height: 10) }
            }
            """
        let (tree, _) = try layout(source, "Badge", host: LayoutHost(screenSize: Size(width: 300, height: 600)))
        #expect(tree.hostQuestions.contains(.openNumbers))
    }

    /// A helper on `UIDevice` reads UIKit's idiom; a project's own property of that name may hold
    /// anything, and its choice stays open on every device.
    @Test func onlyUIKitsIdiomIsTheDevices() throws {
        let source = """
            extension UIDevice { static var isTablet: Bool { current.userInterfaceIdiom == .pad } }
            final class Session { var userInterfaceIdiom: Shape = .wide }
            enum Shape { case phone, pad, wide }
            struct Badge: View {
                let session: Session
                var body: some View {
                    VStack {
                        Color.orange.frame(width: UIDevice.isTablet ? 80 : 40, height: 10)
                        Color.teal.frame(width: session.userInterfaceIdiom == .pad ? 30 : 60, height: 10)
                    }
                }
            }
            """
        for (host, expected) in [(Self.phone, 40.0), (Self.pad, 80.0)] {
            let (tree, placed) = try layout(source, "Badge", host: host)
            #expect(placed.allViews.first { $0.label == "orange" }?.frame.size.width == expected)
            #expect(tree.assumptions.map(\.message).contains { $0.contains("session.userInterfaceIdiom == .pad") })
        }
    }

    /// A reading that asked the idiom serves only hosts of the same idiom: an iPhone's tree is not
    /// an iPad's, though both compile `#if os(iOS)` alike.
    @Test func theIdiomSeparatesReadings() {
        let asked: HostQuestions = [.idiom]
        #expect(!asked.answerAlike(Self.phone, Self.pad))
        #expect(asked.answerAlike(Self.pad, LayoutHost(screenSize: Size(width: 1024, height: 1366), platform: .iPadOS)))
        #expect(HostQuestions.platform.answerAlike(Self.phone, Self.pad))
    }
}
