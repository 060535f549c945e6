import PlumbLayout
import PlumbSwiftUI

/// A screen of a one-file app, read and laid out on a canvas: what the suites of the app's own
/// components read.
struct AppScreenLayout {
    static let canvas = LayoutHost(screenSize: Size(width: 300, height: 600))

    /// `canvas` with open numbers at `values`.
    static func canvas(openNumbers values: OpenNumbers) -> LayoutHost {
        var host = canvas
        host.openNumbers = values
        return host
    }

    /// `canvas` with optional content absent.
    static var canvasWithContentAbsent: LayoutHost {
        var host = canvas
        host.optionalContent = .absent
        return host
    }

    /// `screen`, a View type of `source`, read and laid out on `canvas`.
    static func layout(_ source: String, _ screen: String, on canvas: LayoutHost = canvas) throws -> (tree: ScreenTree, placed: PlacedView) {
        let reader = ScreenReader(sources: [(path: "App.swift", source: source)])
        let tree = try reader.tree(of: screen, options: ReadingOptions(host: canvas))
        return (tree, LayoutEngine.layout(tree.root, in: canvas))
    }
}
