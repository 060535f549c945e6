import SwiftSyntax

extension CallArguments {
    /// `aspectRatio`'s ratio: a number (width ÷ height), or a `CGSize(width:height:)` whose
    /// width and height give it, each read as the reader reads any number.
    mutating func aspectRatio(position: Int) -> Double? {
        guard let written = unlabelled(position),
            let size = dereferenced(written).as(FunctionCallExprSyntax.self),
            size.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "CGSize"
        else { return number(position: position) }
        let dimensions = CallArguments(size.arguments)
        guard let width = dimensions.expression("width").flatMap(numberValue),
            let height = dimensions.expression("height").flatMap(numberValue), height > 0
        else {
            return read(position: position) { _ in nil }  // recorded as unreadable
        }
        return width / height
    }
}
