import PlumbLayout
import PlumbProject
@testable import PlumbSwiftUI

/// The first Text a screen shows, written or known at run time: what the tests of how a Text's
/// string is read ask of a tree.
enum ShownText {
    static func first(in node: ViewNode) -> ViewNode? {
        if node.layout is TextLayout || node.layout is RunTimeTextLayout { return node }
        return node.children.lazy.compactMap(first).first
    }

    /// The first Text of the view `Screen` that `source` declares, in a project whose strings
    /// hold `strings`.
    static func first(ofScreenIn source: String, strings: [String: String] = [:]) throws -> ViewNode? {
        var facts = ScreenReader(sources: [(path: "Screen.swift", source: source)]).facts
        facts.model.strings = StringCatalog(entries: strings)
        return first(in: try ScreenReader(facts: facts).tree(of: "Screen", options: ReadingOptions()).root)
    }
}
