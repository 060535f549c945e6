import PlumbCore
import PlumbLayout

/// Forms stay narrow enough to fill in on wide screens (layout patterns: forms on iPad).
struct FormWidthRule: LayoutRule {
    static let maximum = 600.0

    static let description = RuleDescription(
        id: "form-width",
        summary: "A Form laid out wider than 600pt on a regular-width screen",
        explanation: """
            The layout patterns: a form on iPad is capped at about 600pt, so labels and their fields stay \
            close. Whether a `Form` is too wide depends on where it is shown — full screen, in a Split View \
            pane, in a sheet — so this rule lays the screen out on the regular-width scenarios of \
            `layout.scenarios` and reports a `Form` whose laid-out frame is wider than 600pt. Its width does \
            not depend on its rows, so a form with rows Plumb cannot read is still measured. Cap it with \
            `.frame(maxWidth: 600)`.
            """,
        severity: .warning,
        kind: .layout,
        triggering: [
            RuleExample("""
                struct AccountScreen: View {
                    var body: some View {
                        ↓Form {
                            Toggle("Reminders", isOn: .constant(true))
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct AccountScreen: View {
                    var body: some View {
                        Form {
                            Toggle("Reminders", isOn: .constant(true))
                        }
                        .frame(maxWidth: 600)
                    }
                }
                """),
        ]
    )

    /// A Form is as wide as proposed whatever its rows are, so it is judged among opaque rows.
    static let placedKinds: Set<NodeKind> = [.view("Form")]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ screen: LaidOutScreen) -> [LayoutProblem] {
        guard screen.scenario.isRegularWidth else { return [] }
        return screen.placed(Self.placedKinds).compactMap { candidate in
            let width = candidate.view.frame.size.width
            guard width > Self.maximum + LayoutTolerance.points else { return nil }
            return LayoutProblem(candidate.view, "Form is \(PlacedKinds.points(width))pt wide, past 600pt")
        }
    }
}
