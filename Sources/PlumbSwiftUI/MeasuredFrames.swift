import PlumbCore
import PlumbLayout
import PlumbSyntax
import SwiftSyntax

extension TreeBuilder {
    /// `.frame(width: proxy.size.width / 2)`, `.frame(minHeight: geometry.size.height * 0.6)`
    /// inside `GeometryReader { proxy in … }`: a frame measured from the reader's size, which the
    /// layout knows when it places the reader (`MeasuredFrameLayout`). Each length is a number
    /// or arithmetic on numbers and the proxy's `size.width` and `size.height`; a frame naming
    /// the proxies of two readers, or a length computed otherwise (`proxy.size.width *
    /// progress`), is recorded as unreadable. Nil when no length reads a GeometryReader's proxy:
    /// the frame is one of numbers.
    func measuredFrame(_ view: ViewNode, _ arguments: inout CallArguments) -> ViewNode? {
        let given = MeasuredFrameLayout.Argument.allCases.filter { arguments.expression($0.rawValue) != nil }
        let readers = Set(given.flatMap { argument in
            arguments.expression(argument.rawValue).map { GeometryProxySize.readers(in: arguments.dereferenced($0)) } ?? []
        })
        guard let reader = readers.first else { return nil }
        var lengths: [MeasuredFrameLayout.Argument: GuideValue] = [:]
        let values = arguments
        for argument in given {
            let written = values.expression(argument.rawValue)
            lengths[argument] = arguments.read(argument.rawValue) { expression in
                guard readers.count == 1 else { return nil }
                // A length handed on from a caller is read as written there: only literal numbers beside the proxy.
                let number: (ExprSyntax) -> Double? = expression == written ? values.numberValue : LiteralValue.number
                return GeometryProxySize.length(expression, of: reader, number: number)
            }
        }
        return view.measuredFrame(reader: origin(of: reader).position, lengths, alignment: arguments.alignment() ?? .center)
    }
}

/// A GeometryReader's proxy read for its size: `proxy.size.width`, `geometry.size.height`,
/// inside the reader's closure `{ proxy in … }`.
enum GeometryProxySize {
    /// The closures of the readers whose proxies' sizes `expression` reads.
    static func readers(in expression: ExprSyntax) -> [ClosureExprSyntax] {
        var readers: [ClosureExprSyntax] = []
        var pending = [Syntax(expression)]
        while let node = pending.popLast() {
            if let side = node.as(ExprSyntax.self).flatMap(side) {
                readers.append(side.reader)
            } else {
                pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
            }
        }
        return readers
    }

    /// `expression` as a number plus multiples of the size of the reader whose closure is
    /// `reader`; nil where it reads anything else that is not a number.
    static func length(_ expression: ExprSyntax, of reader: ClosureExprSyntax, number: (ExprSyntax) -> Double?) -> GuideValue? {
        GuideArithmetic.value(of: expression) { term in
            if let side = side(term) { return side.reader == reader ? GuideValue(side.dimension) : nil }
            return number(term).map { GuideValue(constant: $0) }
        }
    }

    /// `proxy.size.width` (or `.height`) where `proxy` is the parameter of the nearest closure
    /// around that names it, and that closure is a GeometryReader's content.
    private static func side(_ expression: ExprSyntax) -> (reader: ClosureExprSyntax, dimension: GuideValue.Dimension)? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            let size = member.base?.as(MemberAccessExprSyntax.self), size.declName.baseName.text == "size",
            let proxy = size.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        let dimension: GuideValue.Dimension
        switch member.declName.baseName.text {
        case "width": dimension = .width
        case "height": dimension = .height
        default: return nil
        }
        return readerClosure(naming: proxy, around: Syntax(expression)).map { ($0, dimension) }
    }

    private static func readerClosure(naming proxy: String, around syntax: Syntax) -> ClosureExprSyntax? {
        var current = syntax.parent
        while let node = current {
            // The nearest closure naming it declares it: `$0` names no closure's parameter here.
            if let closure = node.as(ClosureExprSyntax.self), closure.signature != nil,
                TreeBuilder.parameterNames(of: closure, count: .max).contains(proxy)
            {
                return isGeometryReaderContent(closure) ? closure : nil
            }
            current = node.parent
        }
        return nil
    }

    private static func isGeometryReaderContent(_ closure: ClosureExprSyntax) -> Bool {
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, case .initializer("GeometryReader")? = CallShape(call) else { return false }
        return true
    }
}
