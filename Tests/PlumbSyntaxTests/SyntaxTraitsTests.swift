import PlumbSyntax
import SwiftParser
import SwiftSyntax
import XCTest

final class SyntaxTraitsTests: XCTestCase {
    /// Every kind of node swift-syntax makes conform to the trait protocols is listed, and no other.
    func testTheKindListsAnswerLikeTheRuntimeCasts() {
        let source = """
        @available(iOS 17, *) @MainActor struct S<@Sendable T> { @State var a = 1; @objc init() {}; deinit {}; subscript(i: Int) -> Int { i } }
        @objc class C { @discardableResult func f(@Sendable _ x: @escaping () -> Void) -> Int { 0 }; var b: Int { @inline(__always) get { 1 } } }
        @frozen enum E { @available(*, deprecated) case a, b }
        @globalActor actor A {}
        @preconcurrency extension S {}
        @objc protocol P { @available(iOS 17, *) associatedtype X }
        @available(iOS 17, *) typealias T = Int
        @_exported import Foundation
        @attached(member) macro M() = #externalMacro(module: "A", type: "B")
        @available(iOS 17, *) #warning("w")
        @available(iOS 17, *) precedencegroup G {}
        let c = { @MainActor (x: Int) in x }
        let d = { (@Sendable y) in y }
        struct Broken { @available(iOS 17, *) }
        """
        let tree = Parser.parse(source: source)
        var attributedKinds: Set<SyntaxKind> = []
        var groupKinds: Set<SyntaxKind> = []
        for node in Self.allNodes(of: tree) {
            XCTAssertEqual(node.asDeclGroup?.id, node.asProtocol(DeclGroupSyntax.self)?.id, "\(node.kind)")
            XCTAssertEqual(node.asWithAttributes?.id, node.asProtocol(WithAttributesSyntax.self)?.id, "\(node.kind)")
            if node.asWithAttributes != nil { attributedKinds.insert(node.kind) }
            if node.asDeclGroup != nil { groupKinds.insert(node.kind) }
        }
        // The source holds every kind that conforms and that the parser makes (it makes no
        // `EditorPlaceholderDeclSyntax` and, without an experimental feature, no `AttributeClauseFileSyntax`).
        XCTAssertEqual(groupKinds.count, 6)
        XCTAssertEqual(attributedKinds.count, 25, "\(attributedKinds)")
    }

    private static func allNodes(of node: some SyntaxProtocol) -> [Syntax] {
        [Syntax(node)] + node.children(viewMode: .all).flatMap { allNodes(of: $0) }
    }
}
