import PlumbCore
import PlumbLayout
import PlumbSwiftUI

/// What the layout rules know of the kinds of laid-out views (`PlacedView.kind`): which are
/// controls, text, scroll containers, list rows, backgrounds.
enum PlacedKinds {
    /// Controls a finger taps, measured for their hit area. A `Toggle`'s switch and a
    /// `TextField` are sized by the system and are not.
    static let tappable = NodeKind.views(SwiftUIViews.labelledControls)
    /// Every control: what must stay clear of the screen's edges.
    static let controls = NodeKind.views(SwiftUIViews.controls)
    static let text: Set<NodeKind> = [.view("Text")]
    /// Symbols and pictures.
    static let pictures: Set<NodeKind> = [.view("Image")]
    /// Content a person reads or uses: text, symbols and images, controls.
    static let content = controls.union(text).union(pictures).union(NodeKind.views(["Label"]))
    /// Containers whose content moves, so its first layout is not where it stays.
    static let scrolling = NodeKind.views(SwiftUIViews.scrollingContainers)
    /// Containers whose rows the system sizes and insets (rows are at least 44pt tall).
    static let rows = NodeKind.views(["List", "Form", "ListRow"])
    /// Views that place their text by margins no render shows (`ContentUnavailableLayout`):
    /// where such text ends sideways, and whether it fits a short screen, is not known.
    static let unmeasuredMargins = NodeKind.views(["ContentUnavailableView"])
    /// Views that paint an area: what a screen background is made of.
    static let fills = NodeKind.views([
        "Color", "Rectangle", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient",
    ])
    /// Modifiers that draw over the whole frame of the view they modify, padding included.
    static let decorating: Set<NodeKind> = [.modifier("background"), .modifier("overlay")]
    /// The modifier that extends a view past the safe area on the edges it names (never none:
    /// `.ignoresSafeArea(.keyboard)` leaves the tree alone).
    static let extendedPastSafeArea: Set<NodeKind> = [.modifier("ignoresSafeArea")]
    /// Modifiers that move a view without laying it out (an offset slides it off screen on purpose).
    static let moving: Set<NodeKind> = [.modifier("offset")]
    static let verticalStacks = NodeKind.views(SwiftUIViews.verticalStacks)
    /// Containers that tile their children in cells.
    static let grids = NodeKind.views(SwiftUIViews.grids)
    /// The indicator a view shows while work runs, in place of what it shows at rest.
    static let progress = NodeKind.views(["ProgressView"])

    /// Whether all that `view` draws is progress indicators, with spacers around them: a control
    /// showing it (`if isLoading { ProgressView() } else { label }`) is busy, not at rest.
    static func showsOnlyProgress(_ view: PlacedView) -> Bool {
        var sawProgress = false
        func drawsOnlyProgress(_ node: PlacedView) -> Bool {
            if progress.contains(node.kind) {
                sawProgress = true
                return true
            }
            return node.children.isEmpty ? node.kind == .view("Spacer") : node.children.allSatisfy(drawsOnlyProgress)
        }
        return view.children.allSatisfy(drawsOnlyProgress) && sawProgress
    }
    /// The line that splits rows of a list drawn by hand: a `Divider`, or a fill one point tall or
    /// less (`Color.gray.frame(height: 0.5)`, a project's hairline view).
    static func isDivider(_ view: PlacedView) -> Bool {
        let drawn = unwrapped(view)
        return drawn.kind == .view("Divider") || (fills.contains(drawn.kind) && view.frame.size.height <= 1)
    }

    /// The view a chain of modifiers ends in: `VStack` for `VStack { … }.padding().background(…)`.
    static func unwrapped(_ view: PlacedView) -> PlacedView {
        var current = view
        while current.kind.isModifier, let modified = current.children.first { current = modified }
        return current
    }

    /// A length for a message, to a tenth of a point: `20.3`, `44`.
    static func points(_ value: Double) -> String {
        NumberText.literal((value * 10).rounded() / 10)
    }

    /// How a message names a view: `Text "Member since 2019"`, `Button "Edit"`, `Form`. Long
    /// labels are cut at 30 characters.
    static func describe(_ view: PlacedView) -> String {
        view.displayName(labelLimit: 30)
    }
}

extension Rect {
    /// Whether the rectangle reaches past `other` by more than the layout tolerance on any side.
    func overflows(_ other: Rect) -> Bool {
        minX < other.minX - LayoutTolerance.points || minY < other.minY - LayoutTolerance.points
            || maxX > other.maxX + LayoutTolerance.points || maxY > other.maxY + LayoutTolerance.points
    }

    /// Whether the rectangle covers `other` to within the layout tolerance.
    func covers(_ other: Rect) -> Bool {
        minX <= other.minX + LayoutTolerance.points && minY <= other.minY + LayoutTolerance.points
            && maxX >= other.maxX - LayoutTolerance.points && maxY >= other.maxY - LayoutTolerance.points
    }
}
