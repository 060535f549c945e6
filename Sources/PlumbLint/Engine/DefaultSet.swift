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
    /// tuning apps and no false class found on an unseen set left unfixed. Findings in a view
    /// nothing in the project creates are left out of the figure: Plumb reports them by decision.
    public static func verdict(for record: PrecisionRecord) -> Verdict {
        let needed = "\(Precision.format(minimumPrecision)) over \(minimumJudged) judged findings on an unseen set"
        if let unseen = record.unseenAsReported, unseen.judged >= minimumJudged, let value = unseen.value {
            let figure = "\(Precision.format(value)) on \(unseen.set.name)\(leftOut(record))"
            return value >= minimumPrecision ? .earned(figure) : .notEarned("\(figure), below \(needed)")
        }
        let rarely = record.unseen.map { "fired \($0.judged) times on \($0.set.name)\(leftOut(record))" } ?? "not run on an unseen set"
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

    /// ", leaving out 2 findings in views nothing creates (0.93 with them)", or nothing.
    private static func leftOut(_ record: PrecisionRecord) -> String {
        guard record.inViewsNothingCreates > 0, let all = record.unseen?.value else { return "" }
        let count = record.inViewsNothingCreates
        return ", leaving out \(count) finding\(count == 1 ? "" : "s") in views nothing creates (\(Precision.format(all)) with them)"
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

    /// What docs/accuracy.md records. A rule judged on unseen sets 12 to 14 (the default rules and
    /// the layout rules) has the pooled figure of sets 5–14 (docs/accuracy.md, "The default set,
    /// again after unseen set 14"); one judged on sets 5–11 only, theirs; the others keep the latest
    /// of the first two unseen sets: unseen set 2 where it judged at least ten findings of the rule,
    /// both pooled where it judged fewer, unseen set 1 where the rule did not fire on set 2. A rule
    /// that fired on none has `.unseen1(0, of: 0)`. False classes stay listed until a fix removes
    /// them, whichever set found them.
    public static let measured: [String: PrecisionRecord] = [
        "spacing-grid": .init(unseen: .unseen5to14(323, of: 338), tuning: .tuning(10, of: 10), unfixed: ["a padding that places a view over a picture rather than spacing it", "a padding that undoes a negative padding or matches a UIKit view's inset", "a fractional nudge that lines overlapped views up"], since: "its hairline class (1.5 pt) is fixed: values of 2 pt or less are hairlines", inViewsNothingCreates: 4),
        "spacing-token": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "spacing-scale": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "density": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "implicit-stack-spacing": .init(unseen: .unseen2(17, of: 17), tuning: .tuning(10, of: 10)),
        "safe-area-inset-spacing": .init(unseen: .unseen5to14(0, of: 2), tuning: .tuning(3, of: 3), since: "its false class there, an inset that draws nothing and only reserves room, is fixed"),
        "tap-target": .init(unseen: .unseen5to14(34, of: 36), tuning: .tuning(10, of: 10), inViewsNothingCreates: 2),
        "no-screen-bounds": .init(unseen: .unseen2(7, of: 11), tuning: .tuning(9, of: 10), unfixed: ["the screen's size for an exported image or a dimming overlay that covers the window", "a `bounds.width > 0 ? … : screen` fallback"]),
        "no-device-checks": .init(unseen: .unseen1(1, of: 2), tuning: .tuning(3, of: 3), unfixed: ["the idiom choosing a controller skin's traits"]),
        "leading-trailing": .init(unseen: .unseen2(5, of: 20), tuning: .tuning(3, of: 3), unfixed: ["both branches of a layout-direction test", "a fill whose insets are zero at every caller", "an app's own corner type for drawing"]),
        "adaptive-grid": .init(unseen: .unseen5to11(0, of: 1), tuning: .tuning(2, of: 2), unfixed: ["a fixed set of cards written out as helper properties"]),
        "viewbuilder-function": .init(unseen: .unseen2(18, of: 21), tuning: .tuning(6, of: 10), unfixed: ["a dependency's property wrapper (`@Default`) as state", "a Button holding one image counted as several views"]),
        "container-closure": .init(unseen: .unseen5to14(8, of: 9), tuning: .tuning(10, of: 10), inViewsNothingCreates: 1),
        "observable-main-actor": .init(unseen: .unseen2(16, of: 20), tuning: .tuning(5, of: 5), unfixed: ["an `NSDocument` subclass, read off the main thread by design", "an `NSDocumentController` subclass, isolated by AppKit"]),
        "geometry-reader": .init(unseen: .unseen2(0, of: 10), tuning: .tuning(10, of: 10), unfixed: ["a Live Activity, which WidgetKit draws once"], since: "its 8 false findings of a Tuist deployment target held in a constant are fixed (the manifest's constants are read)"),
        "hidden-status-bar": .init(unseen: .unseen1(0, of: 1), tuning: .tuning(0, of: 1), unfixed: ["a virtual machine's full-screen display"]),
        "fixed-width": .init(unseen: .unseen1(1, of: 10), tuning: .tuning(1, of: 2), unfixed: ["a floating card sized with `.fixedSize()`"], since: "8 of its 9 false findings there are fixed (Tuist projects are read)"),
        "deep-nesting": .init(unseen: .unseen5to11(7, of: 8), tuning: .tuning(7, of: 7), unfixed: ["a file built only into a legacy target the app no longer ships"]),
        "safe-area-padding": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 1)),
        "scaled-metric": .init(unseen: .unseen2(14, of: 19), tuning: .tuning(10, of: 10), unfixed: ["a hero illustration or a glyph sized to a fixed graphic", "a symbol in a fixed-size widget or complication"]),
        "zstack-decoration": .init(unseen: .unseenPooled(13, of: 16), tuning: .tuning(10, of: 10), unfixed: ["a shape sized by its container, not by the text beside it", "a loading scrim"]),
        "conditional-identity": .init(unseen: .unseen2(10, of: 18), tuning: .tuning(10, of: 10), unfixed: ["branches calling different initializers of one type", "fill against stroke of one shape"]),
        "geometry-gating": .init(unseen: .unseenPooled(0, of: 1), tuning: .tuning(0, of: 0)),
        "action-reference": .init(unseen: .unseenPooled(2, of: 2), tuning: .tuning(10, of: 10)),
        "hardcoded-color": .init(unseen: .unseen2(13, of: 18), tuning: .tuning(10, of: 10), unfixed: ["a `UIColor`/`NSColor` constant in a colour definition no SwiftUI view reads", "a colour in a helper only previews use"]),
        "theme-structure": .init(unseen: .unseen2(5, of: 10), tuning: .tuning(10, of: 10), unfixed: ["a user-selectable theme enum named `AppTheme`", "a design-system package whose tokens are extensions", "a repository's bug-reproduction app"]),
        "color-hex-init": .init(unseen: .unseenPooled(6, of: 10), tuning: .tuning(10, of: 10), unfixed: ["a palette of asset colour sets", "`NSColor(hex:)` from a dependency", "a repository's bug-reproduction app"]),
        "hex-literal": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "system-fonts": .init(unseen: .unseen2(2, of: 20), tuning: .tuning(7, of: 9), unfixed: ["a design system's own font tokens, where it defines them", "a UIKit view's font"]),
        "text-styles": .init(unseen: .unseen2(8, of: 20), tuning: .tuning(8, of: 10), unfixed: ["text sized to fit a fixed space (widgets, complications, `minimumScaleFactor`)", "a watermark or an off-screen page"]),
        "sf-symbol-name": .init(unseen: .unseenPooled(13, of: 14), tuning: .tuning(4, of: 4), since: "its unseen set 1 class (`\"\"` for no icon) is fixed"),
        "tab-item-symbol": .init(unseen: .unseenPooled(0, of: 2), tuning: .tuning(0, of: 0), unfixed: ["a macOS settings window's tabs, which show titles only"]),
        "single-accent": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "corner-radius-token": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "no-color-scheme-checks": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "sf-symbols": .init(unseen: .unseenPooled(1, of: 8), tuning: .tuning(0, of: 2), unfixed: ["a brand logo", "a picture no SF Symbol draws"], since: "custom symbols of the asset catalogs are left alone"),
        "surface-style": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "font-tokens": .init(unseen: nil, tuning: .tuning(0, of: 0)),
        "symbol-rendering": .init(unseen: .unseen2(6, of: 13), tuning: .tuning(7, of: 9), unfixed: ["a symbol with one layer", "a symbol named at run time"]),
        "sheet-detents": .init(unseen: .unseen2(18, of: 19), tuning: .tuning(10, of: 10), since: "its one false finding there, a Tuist deployment target held in a constant, is fixed"),
        "empty-state": .init(unseen: .unseen2(1, of: 10), tuning: .tuning(6, of: 10), unfixed: ["a list of bundled items or a domain invariant", "a streaming log", "an empty test behind a model's property"]),
        "toggle-animation": .init(unseen: .unseen2(7, of: 15), tuning: .tuning(4, of: 5), unfixed: ["a flag bound into a UIKit wrapper that drives hardware", "a flag that only swaps a label"]),
        "animation-curve": .init(unseen: .unseen2(14, of: 20), tuning: .tuning(9, of: 10), unfixed: ["an activity indicator's endless animation outside a `ProgressViewStyle`"]),
        "horizontal-overflow": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "orientations": .init(unseen: .unseen5to14(5, of: 6), tuning: .tuning(3, of: 3), since: "its false class there, an iPad key in an iPhone-only target, is fixed"),
        "watch-controls-per-row": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "list-transition": .init(unseen: .unseenPooled(0, of: 4), tuning: .tuning(6, of: 6), unfixed: ["a reorder with `move`", "a `List`, which animates its own rows"]),
        "numeric-transition": .init(unseen: .unseen2(14, of: 19), tuning: .tuning(1, of: 1), unfixed: ["a number captured into a new view (a toast's label)", "an accessibility label"]),
        "tap-target-size": .init(unseen: .unseen5to14(135, of: 144), tuning: .tuning(0, of: 0), unfixed: ["a button shown only in debug builds", "a header shown only before the first fetch"]),
        "bottom-edge-control": .init(unseen: .unseen5to14(0, of: 7), tuning: .tuning(0, of: 0), since: "its false classes on sets 12 and 13 are fixed: a sheet's content laid out as a full screen, a stack taller than the safe area centred into both insets"),
        "readable-width": .init(unseen: .unseen5to14(18, of: 34), tuning: .tuning(1, of: 1), unfixed: ["a sheet on iPad measured at the screen's width", "a message only ever one written string, passed through a tuple and initialisers", "an error's description sampled as free text"], since: "set 9's four false findings (run-time text longer than its source allows) are fixed"),
        "form-width": .init(unseen: .unseen5to14(25, of: 26), tuning: .tuning(1, of: 1), unfixed: ["a debug log viewer's `Form`"]),
        "full-bleed-background": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "safe-area": .init(unseen: .unseen5to14(0, of: 9), tuning: .tuning(0, of: 0), unfixed: ["a label shown only in test builds"], since: "its false classes on sets 12 and 13 are fixed: a sheet's content laid out as a full screen, a stack taller than the safe area centred into both insets, a side of a screen with no sensor housing"),
        "clipping": .init(unseen: .unseen5to14(185, of: 253), tuning: .tuning(0, of: 0), unfixed: ["run-time text sampled longer than the code lets it be", "text SwiftUI wraps, or lets overflow a fixed-height frame, reported as truncated", "a sheet's content laid out as a full screen", "a clear text that only measures", "a watch laid out with iPhone text sizes", "a developer panel a hidden gesture opens"], since: "set 14's classes are fixed: screens only debug builds show, a view its own helper hides at large text sizes, a literal array's rows sampled as words, a stack holding a Spacer given a share; and Chinese and Japanese text breaks between characters"),
        "screen-margins": .init(unseen: .unseen5to14(40, of: 60), tuning: .tuning(0, of: 0), unfixed: ["a label shown only in test builds", "run-time text sampled longer than the code lets it be"], since: "set 14's classes are fixed: screens only debug builds show, a literal array's rows sampled as words, a line break written as `\\r`"),
        "inset-full-width-button": .init(unseen: .unseen5to14(2, of: 6), tuning: .tuning(0, of: 0), unfixed: ["a full-bleed navigation tile written as a stack of links"], since: "its false findings on set 12, navigation tiles in a grid, are fixed"),
        "section-rhythm": .init(unseen: .unseen5to14(0, of: 6), tuning: .tuning(0, of: 0), unfixed: ["a padding that ends a component, not counted in the gap after it", "cards with their own backgrounds read as a section's rows"], since: "its four false findings on sets 5–11 (fixed spacers, flexible spacers and layout wrappers read as sections) are fixed"),
        "tv-safe-zone": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "unknown-suppression": .init(unseen: .unseen1(0, of: 0), tuning: .tuning(0, of: 0)),
        "superfluous-suppression": .init(unseen: nil, tuning: nil),
    ]
}
