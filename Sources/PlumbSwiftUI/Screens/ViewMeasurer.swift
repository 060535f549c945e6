import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// Measures a view as the source writes it, with the layout engine, for rules that compare a
/// size against a minimum (`tap-target`): what it proves is an upper bound. Every part the
/// reader cannot measure exactly — text, images without a symbol, resizable images, opaque
/// nodes — stands in as unboundedly large, so a dimension that still comes out small is small
/// whatever that part turns out to be; a frame or padding around it is measured as written.
/// The view is measured at its ideal size, so what grows past its ideal size where a layout
/// offers more is measured at its largest: a flexible frame at its maximum, a `GeometryReader`
/// or a container-relative frame (which take what they are offered) as unbounded.
public struct ViewMeasurer: Sendable {
    /// What an unmeasurable part stands in as: larger than any minimum a rule checks.
    public static let unbounded = 10_000.0
    private let facts: ProjectFacts

    public init(facts: ProjectFacts) {
        self.facts = facts
    }

    /// The largest ideal size the view can have: `content` (nil: a view the source does not
    /// show, such as a control's title), then `modifiers` applied to it (innermost first), in
    /// the environment set by `environment`, the enclosing modifiers (`.font`, `.imageScale`),
    /// innermost first.
    public func upperBound(
        of content: ExprSyntax?, modifiers: [FunctionCallExprSyntax], environment: [FunctionCallExprSyntax]
    ) -> Size {
        let builder = TreeBuilder(facts: facts, options: ReadingOptions())
        builder.readsLabelsAlone = true
        var node = content.map(builder.view) ?? Self.unmeasured
        for modifier in modifiers + environment {
            node = builder.applying(modifier, to: node)
        }
        let canvas = LayoutHost(screenSize: Size(width: Self.unbounded * 2, height: Self.unbounded * 2))
        return LayoutEngine.layout(Self.bounded(node).fixedSize(), in: canvas).frame.size
    }

    private static let unmeasured = ViewNode.color("unmeasured").frame(width: unbounded, height: unbounded)

    /// The tree with every part whose size is not known exactly replaced by `unmeasured`.
    private static func bounded(_ node: ViewNode) -> ViewNode {
        if node.isOpaque || node.children.isEmpty && !isSymbol(node) { return unmeasured }
        if node.layout is GeometryReaderLayout || node.layout is ContainerRelativeFrameLayout || node.layout is MeasuredFrameLayout {
            return unmeasured
        }
        // A content shape grown past the view (`.inset(by: -8)`) widens the hit area.
        if node.kind == .modifier("contentShape"), node.label?.contains("inset") == true { return unmeasured }
        var copy = node
        if let frame = node.layout as? FlexFrameLayout {
            copy.layout = FlexFrameLayout(width: largest(frame.width), height: largest(frame.height), alignment: frame.alignment)
        }
        copy.children = node.children.map(bounded)
        return copy
    }

    /// A flexible frame's dimension at its maximum (`maxWidth: .infinity`: unbounded), which it
    /// takes wherever it is offered that much.
    private static func largest(_ bounds: FlexFrameLayout.Bounds) -> FlexFrameLayout.Bounds {
        guard let max = bounds.max else { return bounds }
        let length = min(max, unbounded)
        return FlexFrameLayout.Bounds(min: length, ideal: length, max: length)
    }

    private static func isSymbol(_ node: ViewNode) -> Bool {
        (node.layout as? ImageLayout).map { !$0.isResizable } ?? false
    }
}

extension TreeBuilder {
    /// `node` with the modifier `call` applied (an opaque node when it is unknown).
    func applying(_ call: FunctionCallExprSyntax, to node: ViewNode) -> ViewNode {
        guard case .modifier(let name, _)? = CallShape(call) else {
            return opaque(.modifier("modifier"), "not a modifier call", cause: .expression, at: call, children: [node])
        }
        return modifier(name, of: node, parts(call))
            ?? opaque(.modifier(name), "unknown modifier '\(name)'", at: call.calledExpression, children: [node])
    }
}
