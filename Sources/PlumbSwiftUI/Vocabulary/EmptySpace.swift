import PlumbSyntax
import SwiftSyntax

/// A view that takes room and draws nothing: `Spacer()`, `EmptyView()`, `Color.clear`, or any view
/// made `.hidden()`, with nothing on it but modifiers that size or hide it. Code writes one to
/// reserve room for something drawn elsewhere, such as a field laid over a list in a `ZStack`.
public enum EmptySpace {
    /// Whether `view` only reserves room: `Spacer().frame(height: 48)`, `Color.clear.frame(height: 60)`,
    /// `header.hidden()`. A background, an overlay or any other modifier draws, so it is not empty.
    public static func reservesRoomOnly(_ view: ExprSyntax) -> Bool {
        if let colour = view.as(MemberAccessExprSyntax.self) { return isClearColour(colour) }
        guard let call = view.as(FunctionCallExprSyntax.self) else { return false }
        let names = call.chainModifierNames
        guard names.allSatisfy(sizingOrHiding.contains) else { return false }
        if names.contains("hidden") { return true }
        let root = call.chainRoot
        if let name = CallShape(root)?.initializerName { return drawsNothing.contains(name) }
        // `Color.clear.frame(…)`: the chain's root is a colour, not a call.
        guard case .modifier(_, let base)? = CallShape(root), let colour = base.as(MemberAccessExprSyntax.self) else { return false }
        return isClearColour(colour)
    }

    /// `Color.clear` or `.clear`.
    private static func isClearColour(_ member: MemberAccessExprSyntax) -> Bool {
        guard member.declName.baseName.text == "clear" else { return false }
        guard let base = member.base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
    }

    private static let drawsNothing: Set<String> = ["Spacer", "EmptyView"]
    private static let sizingOrHiding: Set<String> = ["frame", "fixedSize", "layoutPriority", "hidden", "allowsHitTesting", "accessibilityHidden"]
}
