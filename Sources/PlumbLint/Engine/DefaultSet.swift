/// Which rules run when a project configures nothing: those whose measured precision earns them
/// the place (docs/accuracy.md, "The default set"). A rule that has not earned it is opt-in, with
/// its figure shown, until a new measurement earns it back; re-applying the policy after one is
/// changing that rule's line in `measured`.
public enum DefaultSet {
    public static let minimumPrecision = 0.95
    public static let minimumJudged = 10

    public enum Verdict: Sendable, Equatable {
        case earned(String)
        case notEarned(String)
        /// Outside the policy, for the reason given.
        case exempt(String)

        public var reason: String {
            switch self {
            case .earned(let reason), .notEarned(let reason), .exempt(let reason): reason
            }
        }
    }

    /// The policy: on by default only with precision of at least 0.95 over at least 10 judged
    /// findings on an unseen set, or, where the rule fired too rarely there to judge, 0.95 on the
    /// tuning apps and no false class found on an unseen set left unfixed.
    public static func verdict(for record: PrecisionRecord) -> Verdict {
        let needed = "\(Precision.format(minimumPrecision)) over \(minimumJudged) judged findings on an unseen set"
        if let unseen = record.unseen, unseen.judged >= minimumJudged, let value = unseen.value {
            return value >= minimumPrecision
                ? .earned("\(Precision.format(value)) on \(unseen.set.name)")
                : .notEarned("\(Precision.format(value)) on \(unseen.set.name), below \(needed)")
        }
        let rarely = record.unseen.map { "fired \($0.judged) times on \($0.set.name)" } ?? "not run on an unseen set"
        guard record.unfixed.isEmpty else {
            return .notEarned("\(rarely), and a false class found there is not fixed yet")
        }
        guard let tuning = record.tuning, let value = tuning.value else {
            return .notEarned("\(rarely), and with no finding judged on the tuning apps")
        }
        return value >= minimumPrecision
            ? .earned("\(rarely), \(Precision.format(value)) on \(tuning.set.name)")
            : .notEarned("\(rarely), and \(Precision.format(value)) on \(tuning.set.name), below \(Precision.format(minimumPrecision))")
    }

    public static func verdict(for id: String) -> Verdict {
        if let reason = exempt[id] { return .exempt(reason) }
        return verdict(for: record(for: id))
    }

    /// The rule's measurements; a rule missing from the table was never measured.
    public static func record(for id: String) -> PrecisionRecord {
        measured[id] ?? PrecisionRecord(unseen: nil, tuning: .tuning(0, of: 0))
    }

    /// Rules the policy does not decide, and why.
    public static let exempt: [String: String] = [
        "density": "it is silent until `design.density` is set, and setting it is the opt-in",
        "surface-style": "it is silent until `design.surfaces` is set, and setting it is the opt-in",
        "unknown-suppression": "it checks Plumb's own `// plumb:disable` comments, not the app",
    ]

    /// Rules whose default departs from the rule catalog Plumb was planned with other than by the
    /// policy, and why.
    public static let departuresFromPlan: [String: String] = [
        "viewbuilder-function": "info, where the plan says warning: a helper that reads no state only runs again with its view, which is advice, not a fault",
        "unknown-suppression": "not in the plan; a suppression comment that names no rule silences nothing, which is always a mistake",
        "superfluous-suppression": "not in the plan; opt-in, since a comment kept for a rule turned off elsewhere is not a mistake",
    ]

    /// What docs/accuracy.md records: unseen set 1 (its per-rule table) and the tuning apps (the
    /// "current" column). A rule that did not fire on unseen set 1 has `.unseen1(0, of: 0)`.
    public static let measured: [String: PrecisionRecord] = [
        "spacing-grid": .init(unseen: .unseen1(10, of: 10), tuning: .tuning(10, of: 10)),
        "spacing-token": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "spacing-scale": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "density": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "implicit-stack-spacing": .init(unseen: nil, tuning: .tuning(10, of: 10)),
        "safe-area-inset-spacing": .init(unseen: .unseen1(1, of: 1), tuning: .tuning(3, of: 3)),
        "tap-target": .init(unseen: .unseen1(5, of: 10), tuning: .tuning(10, of: 10), since: "its 5 false findings there are fixed (Tuist and XcodeGen projects are read)"),
        "no-screen-bounds": .init(unseen: .unseen1(8, of: 10), tuning: .tuning(9, of: 10), unfixed: ["a window manager's gaps between windows", "an `NSPanel` subclass's first frame"]),
        "no-device-checks": .init(unseen: .unseen1(1, of: 2), tuning: .tuning(3, of: 3), unfixed: ["the idiom choosing a controller skin's traits"]),
        "leading-trailing": .init(unseen: .unseen1(0, of: 10), tuning: .tuning(3, of: 3), since: "its 10 false findings there are fixed (a constraint beside its mirror)"),
        "adaptive-grid": .init(unseen: .unseen1(1, of: 5), tuning: .tuning(2, of: 2), unfixed: ["a label/value table and a 3×3 position picker, fixed grids by design"]),
        "viewbuilder-function": .init(unseen: .unseen1(10, of: 10), tuning: .tuning(6, of: 10)),
        "container-closure": .init(unseen: .unseen1(10, of: 10), tuning: .tuning(10, of: 10)),
        "observable-main-actor": .init(unseen: .unseen1(10, of: 10), tuning: .tuning(5, of: 5)),
        "geometry-reader": .init(unseen: .unseen1(8, of: 10), tuning: .tuning(10, of: 10), since: "its 2 false findings there are fixed (XcodeGen deployment targets are read)"),
        "hidden-status-bar": .init(unseen: .unseen1(0, of: 1), tuning: .tuning(0, of: 1), unfixed: ["a virtual machine's full-screen display"]),
        "fixed-width": .init(unseen: .unseen1(1, of: 10), tuning: .tuning(1, of: 2), unfixed: ["a floating card sized with `.fixedSize()`"], since: "8 of its 9 false findings there are fixed (Tuist projects are read)"),
        "deep-nesting": .init(unseen: .unseen1(10, of: 10), tuning: .tuning(7, of: 7)),
        "safe-area-padding": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 1)),
        "scaled-metric": .init(unseen: .unseen1(1, of: 10), tuning: .tuning(10, of: 10), unfixed: ["a 100-pt glyph drawn over a screenshot"], since: "8 of its 9 false findings there are fixed (Tuist projects are read)"),
        "zstack-decoration": .init(unseen: .unseen1(10, of: 10), tuning: .tuning(10, of: 10)),
        "conditional-identity": .init(unseen: .unseen1(9, of: 10), tuning: .tuning(10, of: 10), unfixed: ["two controls with different actions"]),
        "geometry-gating": .init(unseen: nil, tuning: .tuning(0, of: 0)),
        "action-reference": .init(unseen: nil, tuning: .tuning(10, of: 10)),
        "hardcoded-color": .init(unseen: .unseen1(10, of: 10), tuning: .tuning(10, of: 10)),
        "theme-structure": .init(unseen: .unseen1(4, of: 8), tuning: .tuning(10, of: 10), unfixed: ["a design system of brand instances"], since: "3 of its 4 false findings there are fixed (an appearance enum is not the theme)"),
        "color-hex-init": .init(unseen: .unseen1(3, of: 3), tuning: .tuning(10, of: 10)),
        "hex-literal": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "system-fonts": .init(unseen: .unseen1(0, of: 2), tuning: .tuning(7, of: 9), unfixed: ["a monospaced font drawing an icon's text at the icon's size"]),
        "text-styles": .init(unseen: .unseen1(6, of: 10), tuning: .tuning(8, of: 10), unfixed: ["a font that sizes a label style's icon"], since: "3 of its 4 false findings there are fixed (Tuist projects are read)"),
        "sf-symbol-name": .init(unseen: .unseen1(9, of: 10), tuning: .tuning(4, of: 4), unfixed: ["`\"\"` written for no icon"]),
        "tab-item-symbol": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "single-accent": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "corner-radius-token": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "no-color-scheme-checks": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "sf-symbols": .init(unseen: .unseen1(0, of: 2), tuning: .tuning(0, of: 2), unfixed: ["the app's own icon", "a picture no SF Symbol draws"]),
        "surface-style": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "font-tokens": .init(unseen: nil, tuning: .tuning(0, of: 0)),
        "symbol-rendering": .init(unseen: nil, tuning: .tuning(7, of: 9)),
        "sheet-detents": .init(unseen: .unseen1(9, of: 10), tuning: .tuning(10, of: 10), unfixed: ["a sheet in an `#if` branch whose iOS target deploys below 16"]),
        "empty-state": .init(unseen: .unseen1(3, of: 8), tuning: .tuning(6, of: 10), unfixed: ["a list the code fixes", "a domain invariant"], since: "1 of its 5 false findings there is fixed (a view only previews reach)"),
        "toggle-animation": .init(unseen: .unseen1(7, of: 10), tuning: .tuning(4, of: 5), unfixed: ["a flag that only swaps a label", "a flag no view reads", "a flip inside the view's own animation helper"]),
        "animation-curve": .init(unseen: .unseen1(10, of: 10), tuning: .tuning(9, of: 10)),
        "horizontal-overflow": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "orientations": .init(unseen: .unseen1(1, of: 1), tuning: .tuning(3, of: 3)),
        "watch-controls-per-row": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "list-transition": .init(unseen: nil, tuning: .tuning(6, of: 6)),
        "numeric-transition": .init(unseen: nil, tuning: .tuning(1, of: 1)),
        "tap-target-size": .init(unseen: .unseen1(1, of: 6), tuning: .tuning(0, of: 0), since: "its 5 false findings there are fixed (Tuist projects are read)"),
        "bottom-edge-control": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "readable-width": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(1, of: 1)),
        "form-width": .init(unseen: .unseen1(0, of: 1), tuning: .tuning(1, of: 1), unfixed: ["a view available only on macOS laid out on iPhones"]),
        "full-bleed-background": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "safe-area": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "clipping": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "screen-margins": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "inset-full-width-button": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "section-rhythm": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "tv-safe-zone": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "unknown-suppression": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "superfluous-suppression": .init(unseen: nil, tuning: nil),
    ]
}
