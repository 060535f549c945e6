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
            // A fixed Spacer inside a section is part of the gap between its views: 24pt inside, 8 between.
            RuleExample("""
                struct StatsScreen: View {
                    var body: some View {
                        ↓VStack(spacing: 8) {
                            VStack(spacing: 0) {
                                Text("Entries")
                                Spacer().frame(height: 24)
                                Text("128")
                            }
                            VStack(spacing: 0) {
                                Text("Streak")
                                Spacer().frame(height: 24)
                                Text("6 days")
                            }
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { StatsScreen() } } }
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
            // Rows drawn by hand split by hairlines of their own: a filled rectangle, a project's view.
            RuleExample("""
                struct Hairline: View {
                    var body: some View { Color.secondary.frame(height: 0.5) }
                }
                struct InboxScreen: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            VStack {
                                Rectangle().fill(Color.gray).frame(height: 1)
                                HStack { Text("Ada"); Spacer(); Text("9:41") }.padding(.vertical, 8)
                            }
                            VStack {
                                HStack { Text("Grace"); Spacer(); Text("8:15") }.padding(.vertical, 8)
                                Hairline()
                            }
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { InboxScreen() } } }
                """),
            // A fixed Spacer at a section's end or start draws nothing: the sections are 36pt apart to the eye.
            RuleExample("""
                struct VisitScreen: View {
                    var body: some View {
                        VStack(spacing: 8) {
                            VStack(alignment: .leading, spacing: 8) {
                                Text("Visit").font(.title)
                                Text("Where you were")
                                Spacer().frame(height: 20)
                            }
                            VStack(spacing: 8) {
                                Spacer().frame(height: 20)
                                Text("Nearby places")
                                Text("Recent places")
                            }
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { VisitScreen() } } }
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
    /// from the top of the first view its stack draws to the bottom of the last — padding around a
    /// section, or a fixed `Spacer` at its ends, that draws nothing there is space between sections.
    private static func visibleFrame(ofSection view: PlacedView) -> Rect {
        var current = view
        while current.kind.isModifier, let modified = current.children.first {
            if PlacedKinds.decorating.contains(current.kind) { return current.frame }
            current = modified
        }
        let items = drawnItems(of: current)
        guard let top = items.first?.frame.minY, let bottom = items.last?.frame.maxY else { return current.frame }
        return Rect(x: current.frame.minX, y: top, width: current.frame.size.width, height: bottom - top)
    }

    /// The views a stack draws, top to bottom: a `Spacer` only makes room between them.
    private static func drawnItems(of stack: PlacedView) -> [PlacedView] {
        stack.children.filter { $0.frame.size.height > 0 && PlacedKinds.unwrapped($0).kind != .view("Spacer") }
    }

    /// The largest gap between neighbouring views inside `view` when it is a section: a vertical
    /// stack (through its modifiers) that draws two views or more; a `Spacer` between two of them
    /// is part of their gap. A stack that starts or ends with a divider is a row of a list drawn by
    /// hand (`VStack { Divider(); row }` repeated), not a section: its rows meet at the divider on
    /// purpose.
    private static func largestGap(inSection view: PlacedView) -> Double? {
        let stack = PlacedKinds.unwrapped(view)
        let items = drawnItems(of: stack)
        guard PlacedKinds.verticalStacks.contains(stack.kind), items.count >= 2,
            let first = items.first, let last = items.last,
            !PlacedKinds.isDivider(first), !PlacedKinds.isDivider(last)
        else { return nil }
        return zip(items, items.dropFirst()).map { $1.frame.minY - $0.frame.maxY }.max()
    }
}
