import PlumbCore
import PlumbSyntax
import SwiftSyntax
import XCTest

final class LineTableTests: XCTestCase {
    func testLinesAndColumnsAreOneBased() {
        let table = LineTable(bytes: Array("ab\ncd\n\nef".utf8))
        XCTAssertEqual(table.lineAndColumn(ofUTF8Offset: 0).line, 1)
        XCTAssertEqual(table.lineAndColumn(ofUTF8Offset: 1).column, 2)
        XCTAssertTrue(table.lineAndColumn(ofUTF8Offset: 3) == (2, 1))
        XCTAssertTrue(table.lineAndColumn(ofUTF8Offset: 4) == (2, 2))
        XCTAssertTrue(table.lineAndColumn(ofUTF8Offset: 6) == (3, 1))
        XCTAssertTrue(table.lineAndColumn(ofUTF8Offset: 7) == (4, 1))
        XCTAssertTrue(table.lineAndColumn(ofUTF8Offset: 8) == (4, 2))
    }

    func testColumnsCountBytes() {
        // `é` is two bytes in UTF-8: columns are byte columns, as the offsets are.
        let table = LineTable(bytes: Array("é = 1".utf8))
        XCTAssertEqual(table.lineAndColumn(ofUTF8Offset: 3).column, 4)
    }

    func testAnEmptyFileHasOneLine() {
        XCTAssertTrue(LineTable(bytes: []).lineAndColumn(ofUTF8Offset: 0) == (1, 1))
    }
}

final class SourceFileTests: XCTestCase {
    /// An answer about the file's text is found once per file; another file of the same text
    /// (a warm project's next load of an edited file) finds its own.
    func testARememberedAnswerIsFoundOncePerFile() {
        let file = SourceFile(path: "Banner.swift", source: "let banner = \"Saved\"\n")
        var finds = 0
        let find = { () -> Int in
            finds += 1
            return file.bytes.count
        }
        XCTAssertEqual(file.remembered("length", find), file.bytes.count)
        XCTAssertEqual(file.remembered("length", find), file.bytes.count)
        XCTAssertEqual(finds, 1)
        XCTAssertEqual(file.remembered("other question", { "asked" }), "asked")

        let reloaded = SourceFile(path: "Banner.swift", source: "let banner = \"Saved\"\n")
        XCTAssertEqual(reloaded.remembered("length", { 0 }), 0)
    }

    /// Facts and caches key nodes by identity: a node met by a walk of a transient root must be
    /// the same node as the shared tree's, and `shared(_:)` must hand back that tree's node.
    func testATransientRootsNodesAreTheSharedTreesNodes() throws {
        let file = SourceFile(path: "A.swift", source: "struct A { let x = Text(\"a\").padding(8) }\n")
        let transient = file.transientTree()
        let call = try XCTUnwrap(transient.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.parent?.as(FunctionCallExprSyntax.self) }.first)
        XCTAssertEqual(transient.id, file.tree.id)
        let shared = file.shared(call)
        XCTAssertEqual(shared, call)
        XCTAssertEqual(shared.trimmedDescription, call.trimmedDescription)
        XCTAssertEqual(file.position(of: shared), file.position(of: call))
        // The shared node's ancestors are the shared tree's: its root is `tree` itself.
        XCTAssertEqual(shared.root.id, file.tree.id)
        XCTAssertEqual(Syntax(shared.root).as(SourceFileSyntax.self)?.statements.count, 1)
    }

    func testANodeDeepInAWideFileIsFoundInTheSharedTree() throws {
        let source = (0..<500).map { "let v\($0) = Text(\"\($0)\").padding(\($0))\n" }.joined()
        let file = SourceFile(path: "A.swift", source: source)
        let calls = file.transientTree().tokens(viewMode: .sourceAccurate)
            .compactMap { $0.parent?.parent?.as(FunctionCallExprSyntax.self) }
            .filter { $0.calledExpression.trimmedDescription == "Text" }
        XCTAssertEqual(calls.count, 500)
        for call in [calls[0], calls[250], calls[499]] {
            let shared = file.shared(call)
            XCTAssertEqual(shared, call)
            XCTAssertEqual(shared.trimmedDescription, call.trimmedDescription)
            XCTAssertEqual(shared.root.id, file.tree.id)
        }
        let other = SourceFile(path: "B.swift", source: "let x = Text(\"b\")\n")
        XCTAssertEqual(other.shared(calls[0]).root.id, calls[0].root.id, "a node of another file is handed back unchanged")
    }

    func testPositionsNameTheDisplayPathAndSkipTrivia() throws {
        let file = SourceFile(path: "/tmp/A.swift", displayPath: "A.swift", bytes: Array("// note\n  let x = 8\n".utf8))
        let declaration = try XCTUnwrap(file.tree.statements.first)
        XCTAssertEqual(file.position(of: declaration), SourcePosition(file: "A.swift", line: 2, column: 3))
        XCTAssertEqual(file.line(of: declaration.position), 1)
        XCTAssertEqual(file.range(of: declaration), 10..<19)
    }

    func testParseErrorsAreKnownAndLocated() {
        let clean = SourceFile(path: "A.swift", source: "let x = 1\n")
        XCTAssertFalse(clean.hasParseErrors)
        let broken = SourceFile(path: "B.swift", source: "let x = 1\nfunc f( {\n")
        XCTAssertTrue(broken.hasParseErrors)
        XCTAssertEqual(ParseErrorLocator.firstError(in: broken)?.line, 2)
    }
}

/// A file with no views lets its tree go once its facts are read, and parses its text again
/// when asked (see `SourceFile`): its facts must find the same nodes, and the project must know
/// which file a node of the new tree belongs to.
final class TreeParsedOnDemandTests: XCTestCase {
    private let source = """
    import CoreGraphics
    let margin: CGFloat = 6
    enum Layout {
        static let gutter: CGFloat = 10
        static var computed: CGFloat { 4 }
    }
    """

    private func fileLettingGo() -> (SourceFile, FileFacts) {
        let file = SourceFile(path: "Layout.swift", source: source)
        let facts = FactsCollector.collect(file, bytes: Array(source.utf8), themeName: "AppTheme")
        XCTAssertFalse(facts.mayHoldViews)
        let located = facts.located()
        file.letGoOfTree()
        return (file, located)
    }

    func testFactsFindTheirNodesInTheTreeParsedAgain() throws {
        let (file, facts) = fileLettingGo()
        XCTAssertTrue(file.isParsedOnDemand)
        let gutter = try XCTUnwrap(facts.values.first { $0.name == "gutter" })
        XCTAssertTrue(gutter.hasValue)
        XCTAssertEqual(gutter.position.line, 4)
        XCTAssertEqual(gutter.initializer?.trimmedDescription, "10")
        XCTAssertEqual(gutter.nameToken.text, "gutter")
        XCTAssertEqual(file.position(of: gutter.nameToken), gutter.position)
        XCTAssertFalse(try XCTUnwrap(facts.values.first { $0.name == "computed" }).hasValue)
        let layout = try XCTUnwrap(facts.types.first)
        XCTAssertEqual(layout.node.as(EnumDeclSyntax.self)?.name.text, "Layout")
        // Every node comes from the one tree the file parsed again and keeps.
        XCTAssertEqual(layout.node.root.id, gutter.initializer?.root.id)
        XCTAssertTrue(file.holds(root: layout.node.root.id))
    }

    func testATreeParsedForAWalkGoesAfterItUnlessSomethingAskedForIt() {
        let (file, _) = fileLettingGo()
        let walked = file.transientTree()
        XCTAssertTrue(file.holds(root: walked.id))
        file.letGoOfUnpinnedTree()
        XCTAssertFalse(file.holds(root: walked.id), "the walk's parse is let go")

        let kept = file.tree
        file.letGoOfUnpinnedTree()
        XCTAssertTrue(file.holds(root: kept.id), "a tree asked for through `tree` stays")
        XCTAssertEqual(file.transientTree().id, kept.id)
    }

    func testAFileThatKeepsItsTreeKeepsItAfterAWalk() {
        let file = SourceFile(path: "Row.swift", source: "import SwiftUI\nstruct Row: View { var body: some View { Text(\"a\") } }\n")
        let tree = file.tree
        file.letGoOfUnpinnedTree()
        XCTAssertFalse(file.isParsedOnDemand)
        XCTAssertTrue(file.holds(root: tree.id))
    }

    func testTheProjectFindsTheFileOfANodeOfATreeParsedAgain() throws {
        let (file, facts) = fileLettingGo()
        var project = ProjectFacts(themeName: "AppTheme")
        project.merge(facts, of: file)
        let other = SourceFile(path: "Other.swift", source: String(repeating: " ", count: source.utf8.count))
        project.merge(FactsCollector.collect(other, bytes: other.bytes, themeName: "AppTheme"), of: other)

        let gutter = try XCTUnwrap(project.members["Layout"]?["gutter"]?.initializer)
        XCTAssertTrue(project.file(containing: gutter) === file)
        XCTAssertEqual(project.fileValue(named: "margin", near: gutter)?.initializer?.trimmedDescription, "6")
        XCTAssertEqual(project.constants(of: "Layout").map(\.name), ["gutter"])
        XCTAssertEqual(Set(project.allFiles.map(\.path)), ["Layout.swift", "Other.swift"])
        // A node of no file of the project, even of a tree of the same length, has none.
        let stranger = SourceFile(path: "Layout.swift", source: source)
        XCTAssertNil(project.file(containing: stranger.tree))
    }
}
