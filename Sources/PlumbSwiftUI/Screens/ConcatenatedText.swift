import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// `Text("@\(handle)") + Text(" · ") + Text(date, style: .relative)`: one Text whose string is its
/// parts in order, each read as the Text it is (written, or known only at run time with its
/// role). SwiftUI sets the joined runs as one paragraph; Plumb measures one font per Text, so a
/// part that changes its own metrics (`.bold()`, `.font(…)`) or shows a picture
/// (`Text(Image(…))`) leaves the whole unread. A colour or a line drawn through or under a part
/// changes no width.
extension TreeBuilder {
    /// The modifiers a part may carry that leave its glyphs' widths as they are.
    private static let metricNeutralModifiers: Set<String> = ["foregroundColor", "foregroundStyle", "underline", "strikethrough"]

    func concatenatedText(_ sequence: SequenceExprSyntax) -> ViewNode? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1,
            stride(from: 1, to: elements.count, by: 2).allSatisfy({ elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" })
        else { return nil }
        var parts: [RunTimeTextLayout.Part] = []
        var labels: [String] = []
        for operand in stride(from: 0, to: elements.count, by: 2).map({ elements[$0] }) {
            guard let text = textPart(operand) else { return nil }
            if let runTime = text.layout as? RunTimeTextLayout {
                parts += runTime.parts
            } else if text.layout is TextLayout, let label = text.label {
                parts.append(.written(label))
            } else {
                return nil
            }
            labels.append(text.label ?? "")
        }
        let node = RunTimeTextLayout.writtenText(of: parts).map(ViewNode.text) ?? ViewNode.runTimeText(parts, written: labels.joined())
        return node.at(origin(of: sequence))
    }

    /// One part: a `Text(…)` call, under modifiers that change no width, read as a Text alone.
    private func textPart(_ operand: ExprSyntax) -> ViewNode? {
        var expression = operand
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            guard Self.metricNeutralModifiers.contains(member.declName.baseName.text) else { return nil }
            expression = base
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text",
            scope.bound(call.calledExpression) == nil,
            !(call.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText == "Image")
        else { return nil }
        let saved = modifierState
        guard let node = construct("Text", parts(call)), node.opaqueReason == nil else {
            modifierState = saved
            return nil
        }
        return node
    }
}
