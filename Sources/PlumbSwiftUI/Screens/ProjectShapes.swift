import PlumbLayout
import SwiftSyntax

/// A shape the project declares (`struct Wave: Shape`): SwiftUI lays a shape out by filling what
/// it is offered, whatever path it draws in that room, so the project's shapes are laid out as
/// SwiftUI's are. One that chooses its own size (`sizeThatFits(_:)`) is not read.
extension TreeBuilder {
    /// The node of a call of the project shape `name`, or nil when `name` is no project shape.
    func projectShape(_ name: String, _ call: FunctionCallExprSyntax) -> ViewNode? {
        guard scope.bound(call.calledExpression) == nil,
            let members = ViewTypeMembers(facts.declarations(ofTypeNamed: name, near: call)),
            facts.inherits(members.fullName, fromAnyOf: SwiftUIViews.shapeProtocols)
        else { return nil }
        guard members.function("sizeThatFits") == nil else {
            return opaque(.view(name), "shape '\(name)' chooses its own size", at: call)
        }
        return ViewNode.shape(name).at(origin(of: call))
    }
}
