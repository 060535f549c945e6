import PlumbCore
import PlumbLayout

/// `.searchable(text:placement:prompt:)` on iPhone and iPad. Where the field searches a List, a
/// Form or a ScrollView (through the modifiers around it, or as a NavigationStack's content), it
/// only changes how much of the screen's height the container has: the field sits at the
/// container's top or bottom edge and the content scrolls. That room is bounded (`SearchField`),
/// an open number laid out at both bounds, and a layout finding is one that holds at both. Over
/// other content, on other platforms (watchOS and tvOS draw the field inline with the content),
/// or at another placement, the field's room and place are not modelled.
extension TreeBuilder {
    func searchable(_ view: ViewNode, _ call: Call) -> ViewNode {
        guard let edge = searchFieldEdge(call) else {
            let reason = "a search field's place is modelled on iPhone and iPad, at the automatic, toolbar or navigation bar drawer placement"
            return opaque(.modifier("searchable"), reason, at: call.syntax, children: [view])
        }
        let openNumbers = hostOpenNumbers
        guard let room = openNumbers.pick([0, SearchField.mostRoom]),
            let searched = searchedScrollContainer(in: view, padded: EdgeInsets(room, on: Edge.Set(edge)))
        else {
            let reason = "a search field over content that is not a List, Form or vertical ScrollView takes room Plumb does not model"
            return opaque(.modifier("searchable"), reason, at: call.syntax, children: [view])
        }
        let extreme = openNumbers == .low ? "lowest" : "highest"
        assume(
            "took \(NumberText.literal(room)) at the \(edge == .top ? "top" : "bottom") of the searched content for its search field, "
                + "its \(extreme): the field's height is bounded by renders, not measured (open numbers at their \(extreme))",
            at: call.syntax)
        return searched
    }

    /// The edge of the searched content the field sits at: the bottom toolbar's on iPhone (a
    /// compact width) at the automatic placement, below the navigation bar otherwise; nil where
    /// the reader does not place it (another platform or placement, no device).
    private func searchFieldEdge(_ call: Call) -> Edge? {
        guard [.iOS, .iPadOS].contains(hostPlatform), let width = hostSizeClasses?.horizontal else { return nil }
        switch call.arguments.expression("placement").map({ StyleRewriter.styleName($0) }) {
        case nil, "automatic"?: return width == .compact ? .bottom : .top
        case "toolbar"?, "navigationBarDrawer"?: return .top
        default: return nil
        }
    }

    /// `view` with its List, Form or vertical ScrollView (through the modifiers around it, or a
    /// NavigationStack's content) padded by `insets`; nil where it holds none.
    private func searchedScrollContainer(in view: ViewNode, padded insets: EdgeInsets) -> ViewNode? {
        view.transformingModifiedView { modified in
            if modified.kind.isView(in: SwiftUIViews.scrollingContainers) {
                // A horizontal ScrollView's content does not scroll away from the field.
                let scrollsVertically = (modified.layout as? ScrollViewLayout)?.axes.contains(.vertical) ?? true
                return scrollsVertically ? modified.padding(insets) : nil
            }
            guard modified.kind.isView(in: SwiftUIViews.navigationStacks),
                let content = modified.children.first,
                let searched = searchedScrollContainer(in: content, padded: insets)
            else { return nil }
            var copy = modified
            copy.children[0] = searched
            return copy
        }
    }
}
