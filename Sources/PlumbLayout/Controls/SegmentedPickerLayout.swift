/// A `Picker` in the segmented style (`.pickerStyle(.segmented)`, or `.palette` outside a menu,
/// which Apple documents as drawn as a segmented picker) with its label hidden: UIKit's segmented
/// control, as wide as it is proposed and 32 tall. An iOS 26 render shows one in an inset-grouped
/// List row, framed 40 tall and padded 8 at the sides: the control spans the 313 points offered,
/// its three segments equal, and stays 32 tall, centred in the frame (docs/layout.md "Metrics
/// measured on renders"); UIKit's own renders give 32 on iOS 17.5, 18.5 and 26.2. Its width
/// where none is proposed is in no render: there its size is unknown and it is placed opaque.
/// (With its label shown the reader keeps the Picker opaque: where the label goes is in no render.)
public struct SegmentedPickerLayout: ProposalTakingLayout {
    public var role: PlacedView.Role { .control }

    /// The control's height on every render, UIKit's and SwiftUI's.
    public static let height = 32.0

    public init() {}

    public var reason: String { "a segmented Picker takes the width proposed; where none is, its own width is in no render" }

    public var cause: NotModelledCause { NotModelledCause(kind: .view("Picker")) }

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        Size(width: proposal.width ?? ShapeLayout.unspecifiedLength, height: Self.height)
    }

    public func unknownSizeReason(for proposal: ProposedSize) -> String? {
        proposal.width == nil ? reason : nil
    }
}

extension ViewNode {
    /// A `Picker` drawn as a segmented control, its label hidden (`SegmentedPickerLayout`).
    public static var segmentedPicker: ViewNode {
        ViewNode(kind: .view("Picker"), layout: SegmentedPickerLayout())
    }

    /// Whether this node is a Picker already read in the segmented style.
    public var isSegmentedPicker: Bool { layout is SegmentedPickerLayout }
}
