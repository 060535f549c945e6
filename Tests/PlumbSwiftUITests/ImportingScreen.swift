import PlumbCore
import PlumbLayout
import PlumbSwiftUI

/// A screen of one file that imports modules beside SwiftUI, with a second file of the project's
/// declarations, read and laid out on a 300 × 600 host: where a name is a module's only if the
/// file calling it imports that module.
struct ImportingScreen {
    let name: String
    /// The screen's stored properties, one a line.
    let members: String

    func layout(_ body: String, imports: String, declarations: String = "") throws -> (tree: ScreenTree, placed: PlacedView) {
        let source = "import SwiftUI\n\(imports)\nstruct \(name): View {\n    \(members)\n    var body: some View {\n\(body)\n    }\n}\n"
        let reader = ScreenReader(sources: [(path: "\(name).swift", source: source), (path: "Other.swift", source: declarations)])
        let host = LayoutHost(screenSize: Size(width: 300, height: 600))
        let tree = try reader.tree(of: name, options: ReadingOptions(host: host))
        return (tree, LayoutEngine.layout(tree.root, in: host))
    }
}
