import PlumbCore
import PlumbLayout
import SwiftSyntax

/// Turns view expressions into view nodes, collecting what it cannot model.
final class TreeBuilder {
    let converter: SourceLocationConverter
    /// The file's name as origins give it.
    let fileName: String
    private(set) var issues: [SnippetIssue] = []
    /// Navigation titles met while reading a NavigationStack's content: whether one was set,
    /// and whether it is displayed inline.
    var navigationTitle: (isSet: Bool, isInline: Bool) = (false, false)

    init(converter: SourceLocationConverter, fileName: String) {
        self.converter = converter
        self.fileName = fileName
    }

    func report(_ message: String, at node: some SyntaxProtocol) {
        let location = node.startLocation(converter: converter)
        issues.append(SnippetIssue(line: location.line, column: location.column, message: message))
    }

    /// An opaque node named `kind` standing for `syntax`, which the reader cannot model for
    /// `reason`; the reason is reported and kept in the node.
    func opaque(
        _ kind: String, _ reason: String, at syntax: some SyntaxProtocol, label: String? = nil, children: [ViewNode] = []
    ) -> ViewNode {
        report(reason, at: syntax)
        return ViewNode.opaque(kind, label: label, reason: reason, children: children).at(origin(of: syntax))
    }

    /// Where `syntax` is: its first token and its span without trivia, starting at `start` when
    /// given (a modifier starts at its `.name`, not at the view it modifies).
    func origin(of syntax: some SyntaxProtocol, from start: (some SyntaxProtocol)? = nil as Syntax?) -> SourceOrigin {
        let first = start.map { $0.positionAfterSkippingLeadingTrivia } ?? syntax.positionAfterSkippingLeadingTrivia
        let location = converter.location(for: first)
        return SourceOrigin(
            position: SourcePosition(file: fileName, line: location.line, column: location.column),
            span: first.utf8Offset..<syntax.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The view an expression describes.
    /// The view an expression describes. A node the expression makes carries its origin; a
    /// modifier that changes nothing leaves its view's.
    func view(_ expression: ExprSyntax) -> ViewNode {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return view(call: call)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let style = shapeStyle(member) {
            return style.at(origin(of: member))
        }
        let text = expression.trimmedDescription
        return opaque(String(text.prefix(40)), "unsupported expression '\(text.prefix(40))'", at: expression)
    }

    private func view(call: FunctionCallExprSyntax) -> ViewNode {
        let parts = Call(call)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            let content = view(base)
            guard let node = modifier(name, of: content, parts) else {
                return opaque(name, "unknown modifier '\(name)'", at: call.calledExpression, children: [content])
                    .at(origin(of: call, from: member.period))
            }
            return node.origin == nil ? node.at(origin(of: call, from: member.period)) : node
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let node = construct(name, parts) else {
                return opaque(name, "unknown view '\(name)'", at: call, children: children(parts.closure(nil)))
            }
            return node.origin == nil ? node.at(origin(of: call)) : node
        }
        let callee = String(call.calledExpression.trimmedDescription.prefix(40))
        return opaque(callee, "unsupported call '\(callee)'", at: call)
    }

    /// `Color.red`, `.red`, `.ultraThinMaterial`: a colour or style filling what it is offered.
    func shapeStyle(_ member: MemberAccessExprSyntax) -> ViewNode? {
        let name = member.declName.baseName.text
        switch member.base {
        case nil:
            return Self.colorNames.contains(name) ? .color(name) : .shape("ShapeStyle", fill: name)
        case let base? where base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color":
            return .color(name)
        default:
            return nil
        }
    }

    static let colorNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
    ]

    /// The views of a `@ViewBuilder` closure, one per expression statement. A `Group`'s views
    /// join the enclosing list, as in SwiftUI; `EmptyView()` adds none; `ForEach` over a literal
    /// range adds its content once per element.
    func children(_ closure: ClosureExprSyntax?) -> [ViewNode] {
        guard let closure else { return [] }
        return closure.statements.flatMap { item -> [ViewNode] in
            guard case .expr(let expression) = item.item else {
                let text = item.trimmedDescription
                return [opaque(String(text.prefix(20)), "unsupported statement '\(text.prefix(40))'", at: item)]
            }
            if let call = expression.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            {
                if name == "Group" && call.arguments.isEmpty { return children(Call(call).closure(nil)) }
                if name == "EmptyView" && call.arguments.isEmpty { return [] }
                if name == "ForEach", let count = Call(call).arguments.unlabelled(0).flatMap(LiteralValue.rangeCount) {
                    let content = children(Call(call).closure(nil))
                    return (0..<count).flatMap { _ in content }
                }
            }
            return [view(expression)]
        }
    }

    /// The one view of a closure or argument that holds content: several become a ZStack's
    /// children, as SwiftUI's implicit ZStack does for overlays and backgrounds.
    func content(_ views: [ViewNode]) -> ViewNode {
        views.count == 1 ? views[0] : .zStack(views)
    }

    /// A call's node, or an opaque node (without a label, which would be a guess) if an argument
    /// was not a literal it models (a variable, an interpolation, an out-of-range count). The
    /// opaque node keeps the content: a modifier's `modified` view, else the node's children.
    func checked(
        _ node: ViewNode, _ arguments: CallArguments, name: String, at syntax: some SyntaxProtocol,
        modified: ViewNode? = nil
    ) -> ViewNode {
        guard !arguments.unreadable.isEmpty else { return node }
        let names = arguments.unreadable.joined(separator: "', '")
        return opaque(
            name, "argument '\(names)' of \(name) is not a literal the reader models", at: syntax,
            children: modified.map { [$0] } ?? node.children)
    }
}
