import PlumbSyntax
import SwiftParser
import SwiftSyntax
import XCTest

final class TrimmedTextTests: XCTestCase {
    /// `trimmedText` replaces swift-syntax's `trimmedDescription` everywhere the rules read
    /// names: it must be the same text for every node and token, trivia inside the node kept.
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
