import PlumbSyntax
import SwiftParser
import SwiftSyntax
import XCTest

final class TrimmedTextTests: XCTestCase {
    /// `trimmedText` replaces swift-syntax's `trimmedDescription` everywhere the rules read
    /// names and the reader reads code: it must be the same text for every node and token, trivia
    /// inside the node kept, and where the node's last token is missing (code being written), the
    /// trivia of the present token before it kept as `trimmedDescription` keeps it.
    func testEveryNodeReadsAsItsTrimmedDescription() {
        let source = """
            // a file comment
            @available(iOS 17, *) /* inline */ @MainActor
            struct Row: View {
                @State private var items: [String] = [] // trailing
                var body: some View {
                    VStack(spacing: 8) {
                        Text("é \\(items.count)")   .font(.body)
                        Image(systemName: "star.fill") // missing paren below
                    }
                    .padding(
                }
                func draft() -> Int {
                    let total = sum(1, /* the last token is missing: ',' keeps this */
                }
            }
            """
        let tree = Parser.parse(source: source)
        var checked = 0
        for node in Syntax(tree).allNodes() {
            XCTAssertEqual(node.trimmedText, node.trimmedDescription, "\(node.kind)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 100)
    }
}

private extension Syntax {
    func allNodes() -> [Syntax] {
        [self] + children(viewMode: .all).flatMap { $0.allNodes() }
    }
}
