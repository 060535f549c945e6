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
    /// Facts and caches key nodes by identity: a node met by a walk of a transient root must be
    /// the same node as the shared tree's.
    func testATransientRootsNodesAreTheSharedTreesNodes() throws {
        let file = SourceFile(path: "A.swift", source: "struct A { let x = Text(\"a\").padding(8) }\n")
        let calls = { (tree: SourceFileSyntax) in
            tree.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.parent?.as(FunctionCallExprSyntax.self) }
        }
        let transient = try XCTUnwrap(calls(file.transientTree()).first)
        let shared = try XCTUnwrap(calls(file.tree).first)
        XCTAssertEqual(file.transientTree().id, file.tree.id)
        XCTAssertEqual(transient, shared)
        XCTAssertEqual(file.position(of: transient), file.position(of: shared))
        XCTAssertEqual(shared.root.id, file.tree.id)
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
        XCTAssertEqual(ParseErrorLocator.firstError(in: broken).line, 2)
    }
}
