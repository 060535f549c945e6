import PlumbSyntax
import SwiftSyntax

/// Whether a type shows an empty state somewhere: an `isEmpty` or `count == 0` test, a
/// `ContentUnavailableView`, a view or value whose name says so (`EmptyStateView`,
/// `PlaceholderView`, `case .empty`), in any of its declarations.
final class EmptyStateScan: SyntaxAnyVisitor {
    private(set) var found = false
    private static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">="]
    /// Words that name an empty state in any name: `case .noResults`, `NoItemsView`.
    private static let emptyWords = ["empty", "unavailable", "noresults", "nocontent", "noitems", "nodata"]

    static func shows(in declarations: [TypeDeclaration]) -> Bool {
        let scan = EmptyStateScan(viewMode: .sourceAccurate)
        for declaration in declarations where !scan.found { scan.walk(declaration.node) }
        return scan.found
    }

    /// Once an empty state is found the rest of the type need not be read.
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        let lowered = name.lowercased()
        if name != "EmptyView", Self.emptyWords.contains(where: lowered.holdsText) {
            found = true
        } else if lowered.holdsText("placeholder"), name.first?.isUppercase == true {
            found = true  // `PlaceholderView`, not `.redacted(reason: .placeholder)`
        }
        return .skipChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        let comparesCount = elements.contains { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "count" }
            && elements.contains { Self.comparisons.contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") }
            && elements.contains { ["0", "1"].contains($0.as(IntegerLiteralExprSyntax.self)?.literal.text ?? "") }
        if comparesCount { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
