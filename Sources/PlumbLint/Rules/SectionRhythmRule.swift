import PlumbCore
import PlumbLayout

/// Sections are further apart than the items inside them (design system: vertical rhythm).
struct SectionRhythmRule: LayoutRule {
    static let description = RuleDescription(
        id: "section-rhythm",
        summary: "The gap between sections is not larger than the gap inside them",
        explanation: """
            The design system: "Consistent spacing within a section (all rows use same gap). Larger gap \
            between sections than within sections. Example: 8pt between rows within a section, 24pt between \
            sections." This rule looks at every vertical stack whose children are sections — vertical stacks \
            of two views or more — and reports it when, on some scenario of `layout.scenarios`, the gap \
            between two neighbouring sections is not larger than the largest gap inside either. Gaps are \
            measured on the laid-out screen, so default spacing (which differs around text and with the text \
            size) counts as it is on the device, and so does a section's own padding where nothing is drawn \
            in it (a `.padding()` outside the section's background is space between sections). Header \
            spacing (32 above, 8 below) is not checked.
            """,
        severity: .warning,
        kind: .layout,
        triggering: [
            RuleExample("""
                struct StatsScreen: View {
                    var body: some View {
                        ↓VStack(spacing: 8) {
                            VStack(spacing: 12) {
                                Text("Entries")
                                Text("128")
                            }
                            VStack(spacing: 12) {
                                Text("Streak")
                                Text("6 days")
                            }
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { StatsScreen() } } }
                """),
            // The padding is inside the cards' backgrounds: the cards are 8pt apart.
            RuleExample("""
                struct HealthScreen: View {
                    var body: some View {
                        ↓VStack(spacing: 8) {
                            VStack(alignment: .leading, spacing: 12) {
                                Text("Sleep")
                                Text("7 h 20 min")
                            }
                            .padding()
                            .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                            VStack(alignment: .leading, spacing: 12) {
                                Text("Steps")
                                Text("8,412")
                            }
                            .padding()
                            .background(Color.yellow)
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { HealthScreen() } } }
                """),
        ],
        nonTriggering: [
            // Rows of a list drawn by hand, split by dividers, are not sections.
            RuleExample("""
                struct StopsScreen: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            VStack {
                                Divider()
                                HStack { Text("Main St"); Spacer(); Text("2 min") }.padding(.vertical, 8)
                            }
                            VStack {
                                Divider()
                                HStack { Text("Oak Ave"); Spacer(); Text("9 min") }.padding(.vertical, 8)
                            }
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { StopsScreen() } } }
                """),
            RuleExample("""
                struct Receipt: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            VStack(alignment: .leading, spacing: 4) {
                                Text("Coffee").font(.headline)
                                Text("Oat milk")
                                Divider()
                            }
                            VStack(alignment: .leading, spacing: 4) {
                                Text("Bagel").font(.headline)
                                Text("Toasted")
                                Divider()
                            }
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { Receipt() } } }
                """),
            // Each section carries its own padding, outside anything it draws: 8 + 16 + 16pt apart.
            RuleExample("""
                struct StatsScreen: View {
                    var body: some View {
                        VStack(spacing: 8) {
                            VStack(spacing: 12) {
                                Text("Entries")
                                Text("128")
                            }
                            .padding(.vertical)
                            VStack(spacing: 12) {
                                Text("Streak")
                                Text("6 days")
                            }
                            .padding()
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { StatsScreen() } } }
                """),
            RuleExample("""
                struct StatsScreen: View {
                    var body: some View {
                        VStack(spacing: 24) {
                            VStack(spacing: 8) {
                                Text("Entries")
                                Text("128")
                            }
                            VStack(spacing: 8) {
                                Text("Streak")
                                Text("6 days")
                            }
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { StatsScreen() } } }
                """),
        ]
    )

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ screen: LaidOutScreen) -> [LayoutProblem] {
        screen.judged(PlacedKinds.verticalStacks).compactMap { candidate in
            let sections = candidate.view.children
            for (upper, lower) in zip(sections, sections.dropFirst()) {
                guard let upperGap = Self.largestGap(inSection: upper), let lowerGap = Self.largestGap(inSection: lower)
                else { continue }
                let between = Self.visibleFrame(ofSection: lower).minY - Self.visibleFrame(ofSection: upper).maxY
                let inside = max(upperGap, lowerGap)
                if between <= inside + LayoutTolerance.points {
                    return LayoutProblem(
                        candidate.view,
                        "\(candidate.view.kind) puts \(PlacedKinds.points(between))pt between sections and \(PlacedKinds.points(inside))pt inside them; the gap between sections should be larger")
                }
            }
            return nil
        }
    }

    /// Where a section is seen: the frame its outermost background or overlay draws over, or else
    /// its stack's own — padding around a section that draws nothing there is space between
    /// sections.
    private static func visibleFrame(ofSection view: PlacedView) -> Rect {
        var current = view
        while current.kind.isModifier, let modified = current.children.first {
            if PlacedKinds.decorating.contains(current.kind) { return current.frame }
            current = modified
        }
        return current.frame
    }

    /// The largest gap between neighbours inside `view` when it is a section: a vertical stack
    /// (through its modifiers) of two visible views or more. A stack that starts or ends with a
    /// `Divider` is a row of a list drawn by hand (`VStack { Divider(); row }` repeated), not a
    /// section: its rows meet at the divider on purpose.
    private static func largestGap(inSection view: PlacedView) -> Double? {
        let stack = PlacedKinds.unwrapped(view)
        let items = stack.children.filter { $0.frame.size.height > 0 }
        guard PlacedKinds.verticalStacks.contains(stack.kind), items.count >= 2,
            let first = items.first, let last = items.last,
            !PlacedKinds.dividers.contains(PlacedKinds.unwrapped(first).kind),
            !PlacedKinds.dividers.contains(PlacedKinds.unwrapped(last).kind)
        else { return nil }
        return zip(items, items.dropFirst()).map { $1.frame.minY - $0.frame.maxY }.max()
    }
}
