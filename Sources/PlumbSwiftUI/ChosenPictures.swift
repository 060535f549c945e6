import PlumbLayout
import SwiftSyntax

/// An image whose name a condition chooses: `Image(isCopied ? "check" : "copy")`,
/// `Image(isOn ? Asset.on.name : Asset.off.name)`, `Image(icon: isLarge ? .chevronLarge : .chevron)`.
/// Where every name the condition can take is a catalog picture of one size (or a custom symbol),
/// the image is that size whichever is shown, and nothing is assumed. Where the pictures differ,
/// the condition is a branch like a view's ternary: the host settles it (a size class), else the
/// first is taken and the choice recorded as an assumption. A branch whose name is known only at
/// run time leaves the image opaque.
extension TreeBuilder {
    func chosenImage(_ expression: ExprSyntax, implicitType: String?, at call: FunctionCallExprSyntax) -> ViewNode? {
        guard let sequence = expression.as(SequenceExprSyntax.self), let choice = ValueReader.ternary(sequence) else { return nil }
        let arguments = parts(call).arguments
        guard let first = image(arguments.dereferenced(choice.then), implicitType: implicitType, at: call),
            let second = image(arguments.dereferenced(choice.else), implicitType: implicitType, at: call)
        else { return nil }
        if Self.drawnAlike(first, second) { return first }
        return branch(condition: choice.condition, at: call) { $0 ? first : second }
    }

    /// Whether two images are sized alike: pictures of one size, or symbols of the catalogs.
    private static func drawnAlike(_ first: ViewNode, _ second: ViewNode) -> Bool {
        guard first.notModelledCause == nil, second.notModelledCause == nil, let one = first.layout as? ImageLayout,
            let other = second.layout as? ImageLayout
        else { return false }
        return one.pictureSize == other.pictureSize && one.symbolName == other.symbolName && one.isResizable == other.isResizable
    }
}
