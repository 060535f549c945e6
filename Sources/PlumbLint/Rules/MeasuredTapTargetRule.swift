import PlumbCore
import PlumbLayout

/// Every control offers a 44×44pt hit area, measured on the laid-out screen (design system: tap
/// targets; HIG: layout): `EstimatedTapTargetRule` estimates it from the source.
struct MeasuredTapTargetRule: LayoutRule {
    static let description = RuleDescription(
        id: "tap-target-size",
        summary: "A control's laid-out hit area is under 44×44pt on some device or text size",
        explanation: """
            The design system: "Minimum: 44x44pt for ALL interactive elements (Apple HIG requirement)"; the \
            HIG: "Maintain a minimum tappable area of 44x44 points for all controls." `tap-target` estimates \
            a control's size from its source; this rule lays the screen out on every scenario of \
            `layout.scenarios` (devices, orientations, Split View panes, text sizes) and measures each \
            `Button`, `NavigationLink`, `Link`, `Menu`, `ShareLink` and `PhotosPicker`, so a text button \
            that is 20pt tall at the default text size, or a label that shrinks in a narrow pane, is found \
            too. The hit area is the control's frame, or a `.frame` written directly on it when that is \
            larger (as `tap-target` counts it): SwiftUI hit-tests a button's label, and whether the empty \
            space of a frame written outside the button counts is not documented, so a control is reported \
            only when both are under 44pt, and the size named is the larger one — the hit area is at most \
            that. A `.contentShape` written on the control is where it takes taps: \
            `.contentShape(Rectangle().inset(by: -10))` grows a 24pt button's hit area to 44pt; a shape \
            changed by anything but an inset by a written number leaves the control unjudged.

            Not reported: controls in `List` and `Form` rows and `.bordered`/`.borderedProminent` buttons \
            (the system gives them 44pt), default-styled buttons and links on Apple Watch (drawn as a platter as \
            wide as the screen and at least 44pt tall; a `.plain` or `.borderless` one is measured by its \
            label), toggles on Apple Watch (a row of that platter), controls on Apple TV (focus, not touch), controls of no size (a \
            `NavigationLink` around an `EmptyView`, pushed from code, also through a project view that hands \
            its label on to the link), a control that shows only a `ProgressView` \
            (with spacers around it) in the scenario laid out — its label or its style's body while the action \
            runs, `if isLoading { ProgressView() } else { label }`: a busy control, not the control at rest, \
            whose label the scenario without that content shows — and any control whose \
            size depends on a view Plumb could not read. A control `tap-target` already reports is not \
            reported again.
            """,
        severity: .error,
        kind: .layout,
        triggering: [
            // A spinner beside a label is the control's content, not a placeholder for it.
            RuleExample("""
                struct SyncScreen: View {
                    var body: some View {
                        NavigationStack {
                            VStack {
                                Text("Library")
                                ↓Button { } label: { HStack { ProgressView(); Text("Syncing") } }
                            }
                            .padding()
                        }
                    }
                }
                """),
            RuleExample("""
                struct PlayerScreen: View {
                    var body: some View {
                        NavigationStack {
                            VStack(spacing: 12) {
                                Text("Now playing")
                                ↓Button(action: {}) { Image(systemName: "forward.fill").frame(width: 24, height: 24) }
                                    .contentShape(Rectangle().inset(by: -4))
                            }
                            .padding()
                        }
                    }
                }
                """),
            RuleExample("""
                struct ProfileScreen: View {
                    var body: some View {
                        NavigationStack {
                            VStack {
                                Text("Profile")
                                ↓Button("Edit profile") { }
                            }
                            .padding()
                        }
                    }
                }
                """),
            // A project link that hands its label on: the label it is given is what is tapped.
            RuleExample("""
                struct DeferredLink<Target: View, Caption: View>: View {
                    let target: () -> Target
                    let caption: () -> Caption
                    init(to target: @escaping @autoclosure () -> Target, @ViewBuilder caption: @escaping () -> Caption) {
                        self.target = target
                        self.caption = caption
                    }
                    var body: some View { ↓NavigationLink(destination: target(), label: caption) }
                }
                struct ReceiptScreen: View {
                    var body: some View {
                        NavigationStack {
                            VStack {
                                Text("Receipt")
                                DeferredLink(to: Text("Refund")) { Text("Refund") }
                            }
                            .padding()
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            // While the action runs, the button (its label, or its style's body) shows only a
            // spinner: a busy control, not one at rest.
            RuleExample("""
                struct CheckoutScreen: View {
                    @State private var isPaying = false
                    @State private var isRefreshing = false
                    var body: some View {
                        NavigationStack {
                            VStack {
                                Button { isPaying = true } label: {
                                    if isPaying {
                                        HStack { Spacer(); ProgressView(); Spacer() }
                                    } else {
                                        Text("Pay").frame(maxWidth: .infinity, minHeight: 50)
                                    }
                                }
                                Button("Refresh") { isRefreshing = true }
                                    .buttonStyle(BusyStyle(isBusy: isRefreshing))
                            }
                            .padding()
                        }
                    }
                }
                struct BusyStyle: ButtonStyle {
                    let isBusy: Bool
                    func makeBody(configuration: Configuration) -> some View {
                        if isBusy {
                            ProgressView()
                        } else {
                            configuration.label.frame(minWidth: 44, minHeight: 44)
                        }
                    }
                }
                """),
            RuleExample("""
                struct CounterScreen: View {
                    @State private var count = 0
                    var body: some View {
                        NavigationStack {
                            HStack {
                                Text("Count")
                                Button { count += 1 } label: {
                                    Image(systemName: "plus").frame(width: 24, height: 24)
                                }
                                .contentShape(Rectangle().inset(by: -10))
                                Button { count -= 1 } label: {
                                    Image(systemName: "minus").frame(width: 28, height: 28)
                                }
                                .contentShape(.interaction, Circle().inset(by: -8))
                            }
                            .padding()
                        }
                    }
                }
                """),
            RuleExample("""
                struct ProfileScreen: View {
                    var body: some View {
                        NavigationStack {
                            VStack {
                                Text("Profile")
                                Button("Edit profile") { }
                                    .buttonStyle(.borderedProminent)
                                Button { } label: {
                                    Text("Sign out").frame(minWidth: 44, minHeight: 44)
                                }
                            }
                            .padding()
                        }
                    }
                }
                """),
            RuleExample("""
                struct SettingsScreen: View {
                    var body: some View {
                        List {
                            Button("Sign out") { }
                        }
                    }
                }
                """),
            RuleExample("""
                struct InboxScreen: View {
                    @State private var isShowingMessage = false
                    var body: some View {
                        NavigationStack {
                            VStack {
                                List { Text("Inbox") }
                                NavigationLink(destination: Text("Message"), isActive: $isShowingMessage) { EmptyView() }
                                    .hidden()
                            }
                        }
                    }
                }
                """),
            // The same push from code through a project link that hands its empty label on.
            RuleExample("""
                struct DeferredLink<Target: View, Caption: View>: View {
                    let target: () -> Target
                    var isActive: Binding<Bool>
                    let caption: () -> Caption
                    init(to target: @escaping @autoclosure () -> Target, isActive: Binding<Bool>,
                         @ViewBuilder caption: @escaping () -> Caption) {
                        self.target = target
                        self.isActive = isActive
                        self.caption = caption
                    }
                    var body: some View { NavigationLink(destination: target(), isActive: isActive, label: caption) }
                }
                struct OutboxScreen: View {
                    @State private var isShowingDraft = false
                    var body: some View {
                        NavigationStack {
                            VStack {
                                List { Text("Outbox") }
                                DeferredLink(to: Text("Draft"), isActive: $isShowingDraft) { EmptyView() }
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct WorkoutScreen: View {
                    var body: some View {
                        VStack {
                            Button("End", role: .destructive) { }
                            Button { } label: { Text("Start") }
                        }
                    }
                }
                @main struct ExampleApp: App { var body: some Scene { WindowGroup { WorkoutScreen() } } }
                """, configuration: "platforms: [watchOS]"),
            RuleExample("""
                struct TimerScreen: View {
                    var body: some View {
                        #if os(watchOS)
                        HStack {
                            NavigationLink("Lap") { Text("Laps") }
                            Button(action: {}) { Label("Stop", systemImage: "stop") }.buttonStyle(.bordered)
                        }
                        #endif
                    }
                }
                """),
        ]
    )

    /// Touch screens: a TV is driven by focus, not by touch.
    static let judgedPlatforms: Set<DevicePlatform> = [.iOS, .iPadOS, .watchOS]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ screen: LaidOutScreen) -> [LayoutProblem] {
        screen.sizedViews.compactMap { candidate in
            let view = candidate.view
            guard PlacedKinds.tappable.contains(view.kind), !view.traits.contains(.systemHitArea),
                !candidate.isInside(PlacedKinds.rows), !candidate.isInside(PlacedKinds.tappable)
            else { return nil }
            // A control showing only a spinner is busy with its action: its hit area at rest is its label's.
            guard !PlacedKinds.showsOnlyProgress(view), let area = Self.hitArea(of: candidate) else { return nil }
            // A control of no size (a link around `EmptyView`, pushed from code) is neither seen nor tapped.
            guard area.width > 0 || area.height > 0 else { return nil }
            guard area.width < DesignSettings.minimumTapTarget - LayoutTolerance.points || area.height < DesignSettings.minimumTapTarget - LayoutTolerance.points
            else { return nil }
            return LayoutProblem(
                view, "\(PlacedKinds.describe(view)) has a \(PlacedKinds.points(area.width))×\(PlacedKinds.points(area.height))pt hit area, under 44×44pt")
        }
    }

    /// The control's frame, or the frame written directly on it when that is larger: whether that
    /// frame's empty space takes taps is not known, so the larger one is the hit area at most. A
    /// content shape written on the control is where it takes taps: the frame grown by the shape's
    /// reach (`ContentShapeReach`); nil when that reach is not known.
    private static func hitArea(of candidate: ScreenView) -> Size? {
        var size = candidate.view.frame.size
        guard let parent = candidate.parent else { return size }
        if parent.kind == .modifier("frame") {
            size = Size(width: max(size.width, parent.frame.size.width), height: max(size.height, parent.frame.size.height))
        } else if parent.kind == .modifier("contentShape") {
            guard let reach = ContentShapeReach.outset(of: parent.label ?? "") else { return nil }
            size = Size(width: max(0, size.width + 2 * reach), height: max(0, size.height + 2 * reach))
        }
        return size
    }
}
