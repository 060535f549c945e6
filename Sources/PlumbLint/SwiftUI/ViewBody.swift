import PlumbSyntax
import SwiftSyntax

/// The `body` of a view: `var body: some View { … }` and the expression it returns.
enum ViewBody {
    /// The expression a `body` binding returns, when its getter ends in one.
    static func expression(of binding: PatternBindingSyntax) -> ExprSyntax? {
        guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
              let accessors = binding.accessorBlock
        else { return nil }
        return ComputedValue.expression(of: accessors)
    }

    /// The single view a container's trailing closure builds, or its last one for a `ZStack`
    /// (whose first views are usually the background).
    static func content(of call: FunctionCallExprSyntax, last: Bool = false) -> ExprSyntax? {
        guard let closure = call.trailingClosure else { return nil }
        let expressions = closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
        guard expressions.count == closure.statements.count else { return nil }
        if last { return expressions.last }
        return expressions.count == 1 ? expressions[0] : nil
    }
}

/// The outer structure of a screen's `body`: the chain of containers from the root down to its
/// first content stack, with the paddings applied along it. Only a body that holds a scroll
/// container, list, form or navigation container is a screen; cards, rows and chips are not.
struct ScreenSpine {
    private static let screenContainers: Set<String> = [
        "ScrollView", "List", "Form", "NavigationStack", "NavigationView", "NavigationSplitView",
    ]
    private static let sectionStacks: Set<String> = ["VStack", "LazyVStack"]

    private(set) var isScreen = false
    /// Paddings along the spine that include a horizontal edge.
    private(set) var outerPaddings: [SpacingArgument] = []
    /// The first vertical stack inside a scroll container: its gaps separate the sections.
    private(set) var sectionStack: FunctionCallExprSyntax?

    init(body: ExprSyntax) {
        var next: ExprSyntax? = body
        var insideScroll = false
        while let expression = next, let call = expression.as(FunctionCallExprSyntax.self) {
            next = nil
            switch CallShape(call) {
            case .modifier(let name, let base)?:
                if name == "padding" || name == "safeAreaPadding" {
                    outerPaddings += SpacingPositions.arguments(of: call).filter(Self.includesHorizontalEdge)
                }
                next = base
            case .initializer(let name)?:
                if name == "ScrollView", Self.scrollsHorizontally(call) {
                    break  // a carousel or a strip of chips, not a screen
                } else if Self.screenContainers.contains(name) {
                    isScreen = true
                    insideScroll = insideScroll || name == "ScrollView"
                    next = ViewBody.content(of: call)
                } else if Self.sectionStacks.contains(name), insideScroll {
                    sectionStack = call
                } else if name == "ZStack" || name == "Group" {
                    next = ViewBody.content(of: call, last: name == "ZStack")
                }
            default:
                break
            }
        }
    }

    /// `ScrollView(.horizontal)`: the axes are its first, unlabeled argument.
    private static func scrollsHorizontally(_ call: FunctionCallExprSyntax) -> Bool {
        guard let axes = call.arguments.first, axes.label == nil else { return false }
        return axes.expression.trimmedDescription.contains("horizontal")
    }

    private static func includesHorizontalEdge(_ argument: SpacingArgument) -> Bool {
        guard case .padding(let edges) = argument.position else { return false }
        return !edges.isDisjoint(with: .horizontal)
    }
}
