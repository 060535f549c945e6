import PlumbCore
import PlumbLayout
import Testing

/// On a watch a default or bordered button is a platter as wide as offered and at least 44pt
/// tall; a plain or borderless one is its bare label, as on the iPhone.
@Suite struct WatchPlatterTests {
    func host(_ id: String) throws -> LayoutHost {
        LayoutHost(device: try #require(DeviceCatalog.device(id: id)), orientation: .portrait)
    }

    func placed(_ node: ViewNode, on id: String) throws -> PlacedView {
        let root = LayoutEngine.layout(.vStack([node]), in: try host(id))
        return try #require(root.children.first)
    }

    @Test(arguments: [ButtonLayout.Style.automatic, .bordered, .borderedProminent])
    func aDefaultOrBorderedButtonIsAFullWidthPlatter(style: ButtonLayout.Style) throws {
        let button = try placed(.button(style: style, label: .image(systemName: "play")), on: "apple-watch-series-7-41mm")
        let screen = try host("apple-watch-series-7-41mm").safeArea.size
        #expect(button.frame.size.width == screen.width)
        #expect(button.frame.size.height == WatchPlatter.minimumHeight)
        let label = try #require(button.children.first)
        #expect(abs((label.frame.minX + label.frame.maxX) - (button.frame.minX + button.frame.maxX)) < 1)
    }

    @Test func aNavigationLinkAndATextButtonTakeThePlatterToo() throws {
        for node in [ViewNode.navigationLink(label: .text("More")), .button(label: .text("Start"))] {
            let view = try placed(node, on: "apple-watch-ultra-49mm")
            #expect(view.frame.size.height >= WatchPlatter.minimumHeight)
            #expect(view.frame.size.width == (try host("apple-watch-ultra-49mm").safeArea.size.width))
        }
    }

    @Test(arguments: [ButtonLayout.Style.plain, .borderless])
    func aPlainOrBorderlessButtonIsItsLabel(style: ButtonLayout.Style) throws {
        let button = try placed(.button(style: style, label: .image(systemName: "play")), on: "apple-watch-series-7-41mm")
        let label = try #require(button.children.first)
        #expect(button.frame == label.frame)
        #expect(button.frame.size.height < WatchPlatter.minimumHeight)
    }

    @Test func theIPhoneKeepsItsBareDefaultButton() throws {
        let button = try placed(.button(label: .image(systemName: "play")), on: "iphone-15")
        #expect(button.frame.size.height < WatchPlatter.minimumHeight)
        #expect(button.frame.size.width < 100)
    }

    @Test func aToggleRowIsAtLeastThePlatterTallOnAWatchOnly() throws {
        let watch = try placed(.toggle(label: .text("Alarm")), on: "apple-watch-series-7-41mm")
        let phone = try placed(.toggle(label: .text("Alarm")), on: "iphone-15")
        #expect(watch.frame.size.height == WatchPlatter.minimumHeight)
        #expect(phone.frame.size.height == ToggleLayout.switchSize.height)
    }
}
