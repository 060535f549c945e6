/// A leaf that takes every length it is proposed, as a shape does, and whose own size, asked
/// where a length is left to it (a scroll view's axis, a list row's height, `fixedSize`), Plumb
/// never knows: a resizable picture known only at run time (`RunTimePictureLayout`), a
/// `TextEditor` (`TextEditorLayout`), a segmented Picker's width (`SegmentedPickerLayout`, which
/// has a height of its own and replaces the requirements below). A layout pass that asks that size places the view as
/// opaque and judges nothing that depends on it (`unknownSizeReason(for:)`); a layout that
/// proposes both lengths judges it like any view, and `plumb layout --coverage` counts it as not
/// modelled only where a layout asked.
public protocol ProposalTakingLayout: LeafLayout {
    /// Why its size is unknown where its own size is asked, for people and for counting.
    var reason: String { get }
    var cause: NotModelledCause { get }
}

extension ProposalTakingLayout {
    /// The proposal; a length left unproposed is a shape's, as a placeholder for a drawing of a
    /// layout that is not judged where it counts.
    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        proposal.replacingUnspecified(with: Size(width: ShapeLayout.unspecifiedLength, height: ShapeLayout.unspecifiedLength))
    }

    public func unknownSizeReason(for proposal: ProposedSize) -> String? {
        proposal.width == nil || proposal.height == nil ? reason : nil
    }
}

extension ViewNode {
    /// The view's layout where it takes every length proposed and its own size is unknown
    /// (`ProposalTakingLayout`); nil for any other view.
    public var proposalTaking: (any ProposalTakingLayout)? { layout as? any ProposalTakingLayout }
}
