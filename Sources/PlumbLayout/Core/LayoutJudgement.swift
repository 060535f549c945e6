/// How much of a screen the layout rules can judge, given the views the reader could not model:
/// what `plumb lint` counts under its summary ("3 judged fully, 5 in part, 4 skipped as
/// opaque") and what the device matrix shows on each drawing.
public enum LayoutJudgement: Sendable, Hashable, Comparable {
    /// Nothing can be judged: every view's size depends on one the reader could not model.
    case skipped
    /// Judged where the geometry does not depend on an unmodelled view.
    case partial
    /// No view is unmodelled: judged everywhere.
    case full
}
