/// Where a view node of a layout tree was read from, so that a layout finding has a line, can be
/// silenced with `// plumb:disable`, and de-duplicates like any other finding.
///
/// `position` and `span` locate the expression that made the node — the view's initialiser or
/// the modifier's call — in the file that holds it, which for a node read through a custom view
/// is that view's file, not the screen's. `viewChain` lists the custom view types the reader
/// followed to reach it, outermost first, each with the call site that used it: a `Text` inside
/// `PostRow`, used by `FeedScreen`'s body, has the chain `[FeedScreen (root), PostRow (at the
/// call in FeedScreen.swift)]`.
public struct SourceOrigin: Sendable, Hashable {
    /// The start of the expression: file (as the reader was given it), line and UTF-8 column.
    public var position: SourcePosition
    /// The expression's UTF-8 byte range in its file, without surrounding trivia.
    public var span: Range<Int>
    /// The custom view types the node was reached through, outermost (the screen) first.
    public var viewChain: [ViewUse]

    public init(position: SourcePosition, span: Range<Int>, viewChain: [ViewUse] = []) {
        self.position = position
        self.span = span
        self.viewChain = viewChain
    }

    /// The file the node was read from.
    public var file: String { position.file }

    /// One custom view type on the way to a node: its name, and where it was used — the call
    /// site in its parent's body, or nil for the screen the reading started from.
    public struct ViewUse: Sendable, Hashable {
        public var typeName: String
        public var callSite: SourcePosition?

        public init(typeName: String, callSite: SourcePosition?) {
            self.typeName = typeName
            self.callSite = callSite
        }
    }
}
