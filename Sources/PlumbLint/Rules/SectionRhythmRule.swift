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
            in it (a `.padding()` outside the section's background is space between sections). A gap a \
            flexible `Spacer` makes — one offered a height, with no frame setting its own — is the room \
            left over, not a spacing chosen, and is not a gap inside a section; a stack whose only gaps \
            those are (a picture pushed away from its title) is not a section. Nor is a stack of a \
            picture and the one text it goes with (an illustration over its title, a symbol over its \
            caption): that is one item, a figure, and its gap joins the picture to its words rather than \
            spacing rows. Header spacing (32 above, 8 below) is not checked.
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
            // A flexible Spacer's gap is left out, but the 12pt between the other rows is the section's rhythm.
            RuleExample("""
                struct SleepScreen: View {
                    var body: some View {
                        ↓VStack(spacing: 8) {
                            VStack(alignment: .leading, spacing: 12) {
                                Text("Sleep")
                                Text("7 h 20 min")
                                Spacer()
                                Text("Updated at 7:02")
                            }
                            .frame(height: 160)
                            VStack(alignment: .leading, spacing: 12) {
                                Text("Steps")
                                Text("8,412")
                            }
                            Spacer()
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { SleepScreen() } } }
                """),
            // In a scroll view a Spacer is offered no height and keeps its minimum length: a gap of 4 + 24 + 4pt.
            RuleExample("""
                struct ArticleScreen: View {
                    var body: some View {
                        ScrollView {
                            ↓VStack(spacing: 8) {
                                VStack(alignment: .leading, spacing: 4) {
                                    Text("Chapter one")
                                    Spacer(minLength: 24)
                                    Text("The harbour at dawn")
                                }
                                VStack(alignment: .leading, spacing: 4) {
                                    Text("Chapter two")
                                    Spacer(minLength: 24)
                                    Text("A letter arrives")
                                }
                            }
                            .padding()
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { ArticleScreen() } } }
                """),
            // A picture over two lines of text is a card of rows: 12pt inside, 8 between.
            RuleExample("""
                struct WeatherScreen: View {
                    var body: some View {
                        ↓VStack(spacing: 8) {
                            VStack(spacing: 12) {
                                Image(systemName: "sun.max")
                                Text("Today")
                                Text("21°")
                            }
                            VStack(spacing: 12) {
                                Image(systemName: "cloud.rain")
                                Text("Tomorrow")
                                Text("16°")
                            }
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { WeatherScreen() } } }
                """),
        ],
        nonTriggering: [
            // A picture with the title it illustrates is one item, not a section of rows: the message
            // below it is not pushed away from the title that heads it.
            RuleExample("""
                struct MovedFeatureScreen: View {
                    var body: some View {
                        VStack(spacing: 16) {
                            VStack(spacing: 24) {
                                Image(systemName: "tray.and.arrow.down")
                                    .font(.largeTitle)
                                Text("Invoices have moved").font(.title2)
                            }
                            VStack(spacing: 24) {
                                Text("You now find every invoice under Orders.")
                                Text("Drafts you started stay where they were.")
                            }
                            Button("Show me") {}
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { MovedFeatureScreen() } } }
                """),
            // The same with the caption under its picture, in a scroll view, before a group of buttons.
            RuleExample("""
                struct PrintLabelsScreen: View {
                    var body: some View {
                        ScrollView {
                            VStack(spacing: 0) {
                                VStack(spacing: 24) {
                                    Text("Print each label and stick it to its parcel.")
                                    Image(systemName: "printer")
                                        .resizable()
                                        .frame(width: 80, height: 80)
                                }
                                .padding(.bottom, 24)
                                VStack(spacing: 8) {
                                    Button("Print") {}
                                    Button("Save for later") {}
                                }
                            }
                            .padding()
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { PrintLabelsScreen() } } }
                """),
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
            // Flexible Spacers share out the room left over: the gaps they make are not a rhythm, and
            // stacks whose only gaps they are (a picture over its title, a message over its toggle) are
            // layout, not sections.
            RuleExample("""
                struct BackupPromptScreen: View {
                    @State private var agreed = false
                    var body: some View {
                        VStack(spacing: 0) {
                            VStack(spacing: 16) {
                                Spacer()
                                Image(systemName: "externaldrive.badge.icloud")
                                    .resizable()
                                    .frame(width: 120, height: 96)
                                Spacer()
                                Text("Keep a copy of your vault").font(.title)
                                Spacer()
                            }
                            .padding(.horizontal, 32)
                            .frame(maxWidth: 360)
                            VStack(spacing: 24) {
                                VStack {
                                    Text("The copy is not encrypted. Anyone who opens the file can read every entry in it.")
                                    Spacer()
                                    Toggle("I understand", isOn: $agreed)
                                }
                                .padding(.horizontal, 32)
                                VStack(spacing: 12) {
                                    Button("Export") {}
                                    Button("Not now") {}
                                }
                            }
                            .padding(.horizontal, 32)
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { BackupPromptScreen() } } }
                """),
            // A card of a set height whose Spacer pins its footer to the bottom.
            RuleExample("""
                struct PlanScreen: View {
                    var body: some View {
                        VStack(spacing: 8) {
                            VStack(alignment: .leading) {
                                Text("Family plan")
                                Spacer()
                                Text("Renews on 1 May")
                            }
                            .frame(height: 120)
                            VStack(alignment: .leading) {
                                Text("Members")
                                Text("Four of six")
                            }
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { PlanScreen() } } }
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
        let drawn = Rows(of: current).drawn
        guard let top = drawn.first?.frame.minY, let bottom = drawn.last?.frame.maxY else { return current.frame }
        return Rect(x: current.frame.minX, y: top, width: current.frame.size.width, height: bottom - top)
    }

    /// The largest gap between neighbouring views inside `view` when it is a section: a vertical
    /// stack (through its modifiers) that draws two views or more; a fixed `Spacer` between two of
    /// them is part of their gap. A gap a flexible `Spacer` makes (`isFlexibleSpacer`)
    /// is the room left over, pushing views apart, not the rhythm of the section's rows, and is
    /// not counted; a stack with no other gap is not a section. A stack that starts or ends with
    /// a divider is a row of a list drawn by hand (`VStack { Divider(); row }` repeated), not a
    /// section: its rows meet at the divider on purpose. A picture and the one text it goes with
    /// (`isFigure`) are one item, not rows.
    private static func largestGap(inSection view: PlacedView) -> Double? {
        let stack = PlacedKinds.unwrapped(view)
        let rows = Rows(of: stack)
        guard PlacedKinds.verticalStacks.contains(stack.kind), rows.drawn.count >= 2, !rows.isFigure,
            let first = rows.drawn.first, let last = rows.drawn.last,
            !PlacedKinds.isDivider(first), !PlacedKinds.isDivider(last)
        else { return nil }
        return rows.chosenGaps.max()
    }

    /// A stack's children read as rows: the views it draws, top to bottom, and the gaps between
    /// neighbours whose length was chosen.
    private struct Rows {
        var drawn: [PlacedView] = []
        /// The gaps between neighbouring drawn views that no flexible `Spacer` lies in.
        var chosenGaps: [Double] = []

        init(of stack: PlacedView) {
            var flexibleSinceLast = false
            for child in stack.children {
                if PlacedKinds.unwrapped(child).kind == .view("Spacer") {
                    flexibleSinceLast = flexibleSinceLast || Self.isFlexibleSpacer(child)
                    continue
                }
                guard child.frame.size.height > 0 else { continue }
                if let previous = drawn.last, !flexibleSinceLast { chosenGaps.append(child.frame.minY - previous.frame.maxY) }
                drawn.append(child)
                flexibleSinceLast = false
            }
        }

        /// Whether the stack draws a picture and one text, in either order: an illustration over
        /// its title, a symbol over its caption.
        var isFigure: Bool {
            drawn.count == 2 && Set(drawn.map { PlacedKinds.unwrapped($0).kind }) == PlacedKinds.pictures.union(PlacedKinds.text)
        }

        /// Whether the `Spacer` `view` takes the room its stack has left: it was offered a height
        /// (in a scroll view it is offered none and keeps its minimum length) and no frame around
        /// it sets one (`Spacer().frame(height: 24)` is a gap of 24).
        private static func isFlexibleSpacer(_ view: PlacedView) -> Bool {
            var current = view
            while current.kind.isModifier {
                if current.traits.contains(.heightSet) { return false }
                guard let modified = current.children.first else { break }
                current = modified
            }
            return current.proposal.height != nil
        }
    }
}
