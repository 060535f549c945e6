import PlumbCore

/// What a rule's fix may change in how the app looks and behaves. A fix holds it, or there is no
/// fix: the finding stays as advice. The rule examples' layout check (`FixLayoutTests`) lays
/// every fixed example out before and after its fix and holds the frames to it.
public enum FixChange: Sendable, Equatable {
    /// No laid-out frame moves: the fix names a value the code already has (a token equal to the
    /// literal), or changes what layout does not read (an animation, a transition, an actor, a
    /// symbol's new name, the writing direction's edge in a left-to-right layout).
    case noFrame
    /// Each spacing value the fix changes moves by at most `points`.
    case spacing(points: Double)
    /// A font's point size moves by at most `fraction` of itself.
    case fontSize(fraction: Double)
    /// The fix changes the layout on purpose, as its finding asks (a 44-pt target, a scrolling
    /// row, a stated gap); `effect` says how.
    case layout(effect: String)

    /// The sentence `plumb rules` and docs/rules.md give after "Fix: yes".
    public var summary: String {
        switch self {
        case .noFrame: "it moves no laid-out frame"
        case .spacing(let points): "it moves a spacing value by at most \(NumberText.literal(points)) pt, else it is advice"
        case .fontSize(let fraction): "it changes a font's size by at most \(NumberText.literal(fraction * 100)) %, else it is advice"
        case .layout(let effect): effect
        }
    }
}
