/// `LabeledContent` in iOS's automatic style, its children the label, a Spacer and the value. At
/// the standard text sizes it is the HStack they make: the label at the leading edge, the value at
/// the trailing one. At the accessibility sizes the value goes below the label, both at the
/// leading edge, as UIKit's value cells do there: SwiftUI's render of a list row at
/// accessibility size 3 (`Benchmarks/fidelity/`, on an iPhone and an iPad alike) shows the two
/// lines stacked, `stackedSpacing` apart, the Spacer taking no room.
public struct LabeledContentLayout: ViewLayout {
    /// The gap between the label and the value stacked below it: in the render, the value's
    /// baseline is 51.2 pt below the label's, 3.2 pt more than the 48-pt line of AX3 body text.
    static let stackedSpacing = 3.2

    private static let row = StackLayout(axis: .horizontal)
    private static let stacked = StackLayout(axis: .vertical, alignment: .init(horizontal: .leading, vertical: .center), spacing: stackedSpacing)

    public init() {}

    private static func isStacked(_ environment: LayoutEnvironment) -> Bool {
        environment.dynamicTypeSize >= .accessibility1
    }

    /// The label and the value, without the Spacer between them.
    private static func ends(_ subviews: [LayoutSubview]) -> [LayoutSubview] {
        [subviews.first, subviews.last].compactMap { $0 }
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment) -> Size {
        Self.isStacked(environment)
            ? Self.stacked.sizeThatFits(proposal, subviews: Self.ends(subviews), environment: environment)
            : Self.row.sizeThatFits(proposal, subviews: subviews, environment: environment)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext)
        -> [SubviewPlacement]
    {
        guard let first = subviews.first, Self.isStacked(first.environment), subviews.count == 3 else {
            return Self.row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
        }
        let placements = Self.stacked.placeSubviews(in: bounds, proposal: proposal, subviews: Self.ends(subviews), context: context)
        return [placements[0], .hidden, placements[1]]
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        Self.isStacked(environment)
            ? Self.stacked.spacing(subviews: Self.ends(subviews), environment: environment)
            : Self.row.spacing(subviews: subviews, environment: environment)
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        (Self.isStacked(environment) ? Self.stacked : Self.row).environment(forSubview: index, from: environment)
    }
}

extension ViewNode {
    /// `LabeledContent { value } label: { label }` in iOS's automatic style.
    public static func labeledContent(_ label: ViewNode, _ value: ViewNode) -> ViewNode {
        ViewNode(kind: .view("LabeledContent"), layout: LabeledContentLayout(), children: [label, .spacer(), value])
    }
}
