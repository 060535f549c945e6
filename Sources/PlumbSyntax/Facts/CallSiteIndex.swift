import Foundation
import SwiftSyntax


/// Where the project calls each type by name (`Row(…)`), built on first use from all parsed
/// files and then shared by every file's walk: how a rule learns the context a view type is
/// used in (a row of a `List`, a toolbar item) when it is declared in another file.
public final class CallSiteIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [String: [FunctionCallExprSyntax]]?

    public init() {}

    public func calls(of typeName: String, in files: some Sequence<SourceFile>) -> [FunctionCallExprSyntax] {
        lock.lock()
        defer { lock.unlock() }
        if calls == nil { calls = Self.build(files) }
        return calls?[typeName] ?? []
    }

    private static func build(_ files: some Sequence<SourceFile>) -> [String: [FunctionCallExprSyntax]] {
        var index: [String: [FunctionCallExprSyntax]] = [:]
        for file in files {
            for token in file.tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                      let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      let call = reference.parent?.as(FunctionCallExprSyntax.self),
                      call.calledExpression.id == reference.id
                else { continue }
                index[name, default: []].append(call)
            }
        }
        return index
    }
}
