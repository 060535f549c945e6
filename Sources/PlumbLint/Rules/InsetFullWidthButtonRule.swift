import PlumbCore
import PlumbLayout

/// Full-width buttons keep the side margins (HIG: layout).
struct InsetFullWidthButtonRule: LayoutRule {
    static let description = RuleDescription(
        id: "inset-full-width-button",
        summary: "A full-width button that ignores the side margins",
        explanation: """
            The HIG: "Inset full-width buttons. Respect the standard system-defined margins on the sides of \
            full-width buttons." This rule reports a `Button` (or `NavigationLink`, `Link`) laid out across \
            the whole width of the safe area, closer than 16pt to both side edges, on some scenario of \
            `layout.scenarios`. A borderless button (the default style, `.plain`, `.borderless`) draws only \
            its label, so its edge is the label's without the padding and frames written around the whole \
            label, which draw nothing (centred text in a `.frame(maxWidth: .infinity)` shows only the text); \
            a bezel or a background drawn around that padding or frame is the edge. Buttons in `List` and `Form` rows and in horizontally scrolling content \
            are not reported, nor are the cells of a grid (`Grid`, `LazyVGrid`, `LazyHGrid`): a button that fills its cell is a tile the grid \
            places, edge to edge by the grid's own spacing, not a full-width button set on its own, nor are watch screens (a watch's buttons run from edge to edge, the bezel \
            their padding) and TV screens. Pad the button (or its container) horizontally by the screen margin.
            """,
        severity: .warning,
        kind: .layout,
        triggering: [
            RuleExample("""
                struct OnboardingScreen: View {
                    var body: some View {
                        VStack {
                            Spacer()
                            ↓Button { } label: {
                                Text("Get started")
                                    .frame(maxWidth: .infinity, minHeight: 48)
                                    .background(Color.accentColor)
                            }
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { OnboardingScreen() } } }
                """),
            RuleExample("""
                struct JoinScreen: View {
                    var body: some View {
                        VStack {
                            Spacer()
                            ↓Button { } label: {
                                Text("Create account")
                                    .padding(.vertical, 14)
                                    .frame(maxWidth: .infinity)
                                    .background(Capsule().fill(Color.accentColor))
                            }
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { JoinScreen() } } }
                """),
            // Beside a grid, not in one of its cells: a full-width button set on its own.
            RuleExample("""
                struct GardenScreen: View {
                    var body: some View {
                        VStack {
                            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                                Text("Basil")
                                Text("Thyme")
                            }
                            Spacer()
                            ↓Button { } label: {
                                Text("Plant more")
                                    .frame(maxWidth: .infinity, minHeight: 50)
                                    .background(Color.green)
                            }
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { GardenScreen() } } }
                """),
        ],
        nonTriggering: [
            // Coloured panels tiling the screen in a grid's cells: tiles, not full-width buttons.
            RuleExample("""
                struct HubScreen: View {
                    var body: some View {
                        NavigationStack {
                            LazyVGrid(columns: [GridItem(.flexible())], spacing: 0) {
                                NavigationLink(destination: Text("Recipes")) {
                                    Color.orange.frame(height: 200).overlay(Text("Recipes").font(.largeTitle))
                                }
                                NavigationLink(destination: Text("Pantry")) {
                                    Color.teal.frame(height: 200).overlay(Text("Pantry").font(.largeTitle))
                                }
                            }
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { HubScreen() } } }
                """),
            RuleExample("""
                struct RemoteScreen: View {
                    var body: some View {
                        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                            GridRow {
                                Button { } label: {
                                    Text("Power")
                                        .frame(maxWidth: .infinity, minHeight: 120)
                                        .background(Color.red)
                                }
                            }
                            GridRow {
                                Button { } label: {
                                    Text("Mute")
                                        .frame(maxWidth: .infinity, minHeight: 120)
                                        .background(Color.gray)
                                }
                            }
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { RemoteScreen() } } }
                """),
            // A borderless button draws only its label: the full-width frames around the centred
            // text and icon draw nothing, and what is seen is far from the sides.
            RuleExample("""
                struct TaxScreen: View {
                    var body: some View {
                        VStack {
                            Text("Rates come from your store's settings.")
                            Button { } label: {
                                HStack {
                                    Text("Edit rates").font(.footnote)
                                    Image(systemName: "arrow.up.forward.square")
                                }
                                .frame(maxWidth: .infinity, alignment: .center)
                            }
                            Button { } label: {
                                Label("Help", systemImage: "questionmark.circle")
                                    .padding(.vertical, 8)
                                    .frame(maxWidth: .infinity)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { TaxScreen() } } }
                """),
            // The label's padding draws nothing: the visible outline is 300pt wide, inset from the sides.
            RuleExample("""
                struct JoinScreen: View {
                    var body: some View {
                        VStack {
                            Spacer()
                            Button { } label: {
                                Text("Create account")
                                    .frame(minWidth: 300, minHeight: 48)
                                    .overlay(RoundedRectangle(cornerRadius: 24).stroke(Color.accentColor, lineWidth: 2))
                                    .padding(.horizontal, 50)
                            }
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { JoinScreen() } } }
                """),

            RuleExample("""
                struct OnboardingScreen: View {
                    var body: some View {
                        VStack {
                            Spacer()
                            Button { } label: {
                                Text("Get started").frame(maxWidth: .infinity, minHeight: 48)
                            }
                            .padding(.horizontal, 16)
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { OnboardingScreen() } } }
                """),
            RuleExample("""
                struct OnboardingScreen: View {
                    var body: some View {
                        VStack {
                            Text("Welcome")
                            Button { } label: { Text("Get started").frame(maxWidth: .infinity) }
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { OnboardingScreen() } } }
                """, configuration: "platforms: [watchOS]"),
        ]
    )

    /// The system margins of the iPhone and iPad: a watch's full-width buttons run from edge to
    /// edge (HIG: layout, watchOS), and the TV has its own safe zone.
    static let judgedPlatforms: Set<DevicePlatform> = [.iOS, .iPadOS]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ screen: LaidOutScreen) -> [LayoutProblem] {
        let inner = screen.safeArea.inset(
            by: EdgeInsets(top: 0, leading: DesignSettings.screenMargin, bottom: 0, trailing: DesignSettings.screenMargin))
        return screen.judged(PlacedKinds.tappable).compactMap { candidate in
            let frame = VisibleExtent.frame(of: candidate.view)
            guard !candidate.isInside(PlacedKinds.rows), !candidate.isInside(PlacedKinds.grids), !candidate.isInHorizontalScroll,
                !candidate.isInside(PlacedKinds.tappable),
                frame.minX < inner.minX - LayoutTolerance.points, frame.maxX > inner.maxX + LayoutTolerance.points
            else { return nil }
            return LayoutProblem(candidate.view, "\(PlacedKinds.describe(candidate.view)) spans the full width without the 16pt side margins")
        }
    }
}
