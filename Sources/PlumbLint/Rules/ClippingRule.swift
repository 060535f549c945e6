import PlumbCore
import PlumbLayout

/// Nothing is cut off at any text size on any device (HIG: layout, typography).
struct ClippingRule: LayoutRule {
    static let description = RuleDescription(
        id: "clipping",
        summary: "Text truncated, or content running off the screen, on some device or text size",
        explanation: """
            The HIG: "Be prepared for text-size changes" and "use Xcode Simulator to check for clipping and \
            other layout issues" on every device, orientation and text size. This rule does that check: it \
            lays each screen out on the scenarios of `layout.scenarios` — by default the default devices in \
            both orientations and a Split View pane at the text sizes large, xSmall and AX5 — and reports \
            a `Text` that needs more lines than it gets (a fixed height, a `lineLimit`, a row that does not \
            grow) so it ends in "…", and text, images or controls laid out past the edge of the screen where \
            nothing scrolls. The finding names the first scenario where it fails and counts the others \
            (`--format json` lists them). Let rows grow with their text (`minHeight` instead of `height`), \
            drop line limits on text that matters, and put long content in a `ScrollView`. Text known only at \
            run time is laid out with stated samples (docs/layout.md); one that its `lineLimit` cuts is cut by \
            the app's choice, since some string is longer than any limit, and is not reported. Text in a \
            `ContentUnavailableView` is not reported: how it fits a short screen is not measured. Nor is text \
            in a custom face (`Font.custom`), or a view it sizes: Plumb has only the system font's metrics, so \
            how wide such text is, and whether it fits, is not known (its height, from its size, is).
            """,
        severity: .error,
        kind: .layout,
        triggering: [
            RuleExample("""
                struct MemberScreen: View {
                    var body: some View {
                        VStack {
                            ↓Text("Member since the spring of 2019")
                                .frame(height: 24)
                            Spacer()
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { MemberScreen() } } }
                """),
            RuleExample("""
                struct ToolbarScreen: View {
                    var body: some View {
                        HStack {
                            Color.gray.frame(width: 300, height: 44)
                            ↓Text("Filters").fixedSize()
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { ToolbarScreen() } } }
                """, configuration: "layout: { scenarios: { devices: [iphone-se-4], orientations: [portrait], panes: [] } }"),
            RuleExample("""
                struct WelcomeScreen: View {
                    var body: some View {
                        VStack(spacing: 24) {
                            Color.indigo.frame(height: 360)
                            ↓Text("Swipe up to begin")
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { WelcomeScreen() } } }
                """, configuration: "layout: { scenarios: { devices: [iphone-se-4], panes: [] } }"),
            RuleExample(planScreen(font: ".system(size: 17)", marked: true), configuration: seInPortrait),
            // A custom font named from the system font is in the system face, whose metrics Plumb has.
            RuleExample(
                planScreen(font: ".scaled(17)", marked: true) + """

                    extension Font {
                        static let systemFace = UIFont.preferredFont(forTextStyle: .body).familyName
                        static func scaled(_ size: CGFloat) -> Font { .custom(systemFace, size: size) }
                    }
                    """,
                configuration: seInPortrait),
            // A picture set wider than the screen runs off its sides (scaled to fill, it would be cut
            // off by design: `SharedLayoutExamples.pictureFillingTheScreen`).
            RuleExample("""
                struct WelcomeBackdrop: View {
                    var body: some View {
                        ZStack {
                            ↓Image(systemName: "photo")
                                .resizable()
                                .frame(width: 1200, height: 400)
                            Text("Welcome")
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { WelcomeBackdrop() } } }
                """, configuration: seInPortrait),
            // A text may shrink to half its size, and at half it still does not fit its frame.
            RuleExample("""
                struct RibbonScreen: View {
                    var body: some View {
                        VStack {
                            ↓Text("Member since the spring of 2019")
                                .font(.title)
                                .minimumScaleFactor(0.5)
                                .frame(width: 60, height: 30)
                            Spacer()
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { RibbonScreen() } } }
                """, configuration: seInPortrait),
            // A method whose body is one string with run-time parts shows that string: the
            // sentence wraps past its frame; the counts and the day, at their longest samples, do not.
            RuleExample("""
                struct InboxScreen: View {
                    let count: Int
                    let day: Int
                    var body: some View {
                        VStack {
                            Text(unreadLine())
                                .frame(height: 24)
                            Text(self.heading(for: day + 1))
                                .frame(height: 24)
                            ↓Text(hint())
                                .frame(height: 24)
                            Spacer()
                        }
                        .padding()
                    }
                    private func unreadLine() -> String {
                        String(localized: "\\(count) unread")
                    }
                    private func heading(for number: Int) -> String { "Day \\(number) of the plan" }
                    private func hint() -> String {
                        String(localized: "Tap and hold any of the \\(count) cards to move it somewhere else on the board")
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { InboxScreen(count: 3, day: 1) } } }
                """, configuration: "layout: { scenarios: { devices: [iphone-se-4], orientations: [portrait], panes: [], text_sizes: [large] } }"),
            // A watch is laid out at the default text size only: there the sentence wraps to a
            // second line its frame cuts; the one-line label is cut only at AX5 in iOS's font
            // table, not the watch's own sizes, and is not reported.
            RuleExample("""
                #if os(watchOS)
                struct StepsScreen: View {
                    var body: some View {
                        ScrollView {
                            Text("Steps today")
                                .lineLimit(1)
                            ↓Text("Resting heart rate this week")
                                .frame(height: 22)
                        }
                    }
                }
                #endif
                """),
        ],
        nonTriggering: [
            // On a watch, "Heart rate" wraps in its frame only at AX5 in iOS's sizes; watchOS's own
            // sizes are not in Plumb's font table, so a watch is not laid out at AX5.
            RuleExample("""
                struct PulseScreen: View {
                    var body: some View {
                        VStack {
                            Text("Heart rate")
                                .frame(height: 24)
                            Spacer()
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { PulseScreen() } } }
                """, configuration: "platforms: [watchOS]"),
            SharedLayoutExamples.pictureFillingTheScreen,
            // A huge font allowed to shrink to a few thousandths of its size fills a small circle
            // with any text: it shrinks, it is never cut.
            RuleExample("""
                struct BadgeScreen: View {
                    var body: some View {
                        VStack {
                            ZStack {
                                Circle().fill(.teal).frame(width: 40, height: 40)
                                Text("Member since 2019")
                                    .font(.system(size: 1300))
                                    .minimumScaleFactor(0.001)
                                    .frame(width: 36, height: 36)
                            }
                            Spacer()
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { BadgeScreen() } } }
                """, configuration: seInPortrait),
            RuleExample("""
                struct StampScreen: View {
                    var body: some View {
                        VStack {
                            Circle()
                                .fill(.orange)
                                .frame(width: 44, height: 44)
                                .overlay {
                                    Text("Saturday, 28 November")
                                        .font(.system(size: 1000, weight: .bold))
                                        .minimumScaleFactor(0.002)
                                        .padding(4)
                                }
                            Spacer()
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { StampScreen() } } }
                """, configuration: seInPortrait),
            // A one-word label a hair wider than a half point fits at the width its size rounds
            // to on a 2× screen, whether made bold by a modifier or by its font.
            RuleExample("""
                struct EntryScreen: View {
                    var body: some View {
                        List {
                            HStack {
                                Text("Type:").bold()
                                Spacer()
                                Text("Daily")
                            }
                            HStack {
                                Text("Type:").font(.body.weight(.bold))
                                Spacer()
                            }
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { EntryScreen() } } }
                """, configuration: "layout: { scenarios: { devices: [iphone-se-4-7], orientations: [portrait], panes: [] } }"),
            // A hidden text only sizes its frame: nobody sees it cut.
            RuleExample("""
                struct MemberScreen: View {
                    var body: some View {
                        VStack {
                            Text("Member since the spring of 2019")
                                .hidden()
                                .frame(height: 24)
                            Spacer()
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { MemberScreen() } } }
                """),
            // Text in a face Plumb has no metrics for is measured with the system font's: whether it
            // wraps to a second line, which its frame cuts, is not known.
            RuleExample(planScreen(font: ".custom(\"Avenir\", size: 17)"), configuration: seInPortrait),
            RuleExample(
                planScreen(font: ".brand") + "\nextension Font { static let brand = Font.custom(\"Avenir-Heavy\", size: 17, relativeTo: .body) }",
                configuration: seInPortrait),
            // The app runs in portrait only on iPhone, as its Info.plist or its build settings say:
            // the landscape layouts are not made.
            RuleExample(welcomeScreen, configuration: "layout: { scenarios: { devices: [iphone-se-4], panes: [] } }", files: ["App/Info.plist": """
                <plist version="1.0"><dict><key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array></dict></plist>
                """]),
            RuleExample(welcomeScreen, configuration: "layout: { scenarios: { devices: [iphone-se-4], panes: [] } }", files: ["App.xcodeproj/project.pbxproj": """
                buildSettings = {
                    INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown";
                    INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
                };
                """]),
            RuleExample("""
                struct MemberScreen: View {
                    var body: some View {
                        VStack {
                            Text("Member since the spring of 2019")
                                .frame(minHeight: 24)
                            Spacer()
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { MemberScreen() } } }
                """),
            RuleExample("""
                struct PostScreen: View {
                    let post: Post
                    var body: some View {
                        VStack {
                            Text(post.body)
                                .lineLimit(2)
                            Spacer()
                        }
                        .padding()
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { PostScreen() } } }
                """),
            RuleExample("""
                struct FiltersScreen: View {
                    var body: some View {
                        NavigationStack {
                            ContentUnavailableView(
                                "No Saved Filters", systemImage: "line.3.horizontal.decrease.circle",
                                description: Text("The filters you save in the search screen are listed here."))
                        }
                    }
                }
                """),
        ]
    )

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ screen: LaidOutScreen) -> [LayoutProblem] {
        // Truncation depends on the size proposed to the text alone; running off the screen on
        // its place too.
        let truncated = screen.sized(PlacedKinds.content).filter { candidate in
            let traits = candidate.view.traits
            return traits.contains(.truncated) && !(candidate.view.textSample != nil && traits.contains(.cutAtLineLimit))
                && !candidate.isInside(PlacedKinds.unmeasuredMargins) && !candidate.view.widthRestsOnUnmeasuredFace
        }.map { candidate in
            LayoutProblem(candidate.view, "\(PlacedKinds.describe(candidate.view)) is truncated")
        }
        let offScreen = screen.judged(PlacedKinds.content).compactMap { candidate -> LayoutProblem? in
            let view = candidate.view
            guard !view.traits.contains(.truncated), !candidate.isInside(PlacedKinds.scrolling),
                !candidate.isInside(PlacedKinds.unmeasuredMargins),
                !candidate.isInside(PlacedKinds.controls), !candidate.isInside(PlacedKinds.moving), !candidate.coversItsProposal,
                VisibleExtent.frame(of: view).overflows(screen.screen),
                !view.widthRestsOnUnmeasuredFace  // last: it walks the view's subtree
            else { return nil }
            return LayoutProblem(view, "\(PlacedKinds.describe(view)) runs off the screen")
        }
        return truncated + offScreen
    }
}

private let seInPortrait = "layout: { scenarios: { devices: [iphone-se-4], orientations: [portrait], panes: [] } }"

/// A one-line title beside a wide swatch on an iPhone SE: at 17pt in the system font it wraps to a
/// second line its 24pt frame cuts.
private func planScreen(font: String, marked: Bool = false) -> String {
    """
    struct PlanScreen: View {
        var body: some View {
            HStack {
                Color.teal.frame(width: 300, height: 24)
                \(marked ? "↓" : "")Text("Weekly plan")
                    .font(\(font))
                    .frame(height: 24)
            }
        }
    }
    @main struct ExampleApp: App { var body: some Scene { WindowGroup { PlanScreen() } } }
    """
}

/// A screen that fits an iPhone SE in portrait and runs off it in landscape.
private let welcomeScreen = """
    struct WelcomeScreen: View {
        var body: some View {
            VStack(spacing: 24) {
                Color.indigo.frame(height: 360)
                Text("Swipe up to begin")
            }
        }
    }
    @main struct ExampleApp: App { var body: some Scene { WindowGroup { WelcomeScreen() } } }
    """
