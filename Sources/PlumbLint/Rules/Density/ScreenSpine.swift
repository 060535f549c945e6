import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// The outer structure of a screen's `body`: the chain of containers from the root down to its
/// first content stack, with the paddings applied along it. Whether the body is a screen's is
/// `ScreenContainer.startsScreen`'s decision; cards, rows and chips are not.
struct ScreenSpine {
    let isScreen: Bool
    /// Paddings along the spine that include a horizontal edge.
    private(set) var outerPaddings: [SpacingArgument] = []
    /// The first vertical stack inside a scroll container: its gaps separate the sections.
    private(set) var sectionStack: FunctionCallExprSyntax?

    init(body: ExprSyntax) {
        isScreen = ScreenContainer.startsScreen(body)
        var next: ExprSyntax? = body
        var insideScroll = false
        while let expression = next, let call = expression.as(FunctionCallExprSyntax.self) {
            next = nil
            switch CallShape(call) {
            case .modifier(let name, let base)?:
                if ModifierCatalog.modifier(name)?.spacing == .padding {
                    outerPaddings += SpacingPositions.arguments(of: call).filter(Self.includesHorizontalEdge)
                }
                next = base
            case .initializer(let name)?:
                // A `TabView`'s tabs are screens of their own: the layout rules lay out each tab.
                if let container = ScreenContainer.name(of: call), container != "TabView" {
                    insideScroll = insideScroll || name == "ScrollView"
                    next = ViewBody.content(of: call)
                } else if SwiftUIViews.verticalStacks.contains(name), insideScroll {
                    sectionStack = call
                } else if name == "ZStack" || name == "Group" {
                    next = ViewBody.content(of: call, last: name == "ZStack")
                }
            default:
                break
            }
        }
    }

    private static func includesHorizontalEdge(_ argument: SpacingArgument) -> Bool {
        guard case .padding(let edges) = argument.position else { return false }
        return !edges.isDisjoint(with: .horizontal)
    }
}
