import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// The status bar stays visible unless hiding it adds value (docs/design-system.md#status-bar).
struct HiddenStatusBarRule: SyntaxRule {
    static let description = RuleDescription(
        id: "hidden-status-bar",
        summary: "`.statusBarHidden()` hides the status bar",
        explanation: """
            docs/design-system.md#status-bar: "Hide the status bar only when it adds value or enhances your experience. The status bar \
            displays information people find useful and it occupies an area of the screen most apps don't \
            fully use." This rule notes `.statusBarHidden()`, `.statusBarHidden(true)` and \
            `.statusBar(hidden: true)`. Hiding it conditionally (`.statusBarHidden(isFullScreen)`, a photo \
            viewer or a game) is a deliberate choice and is not reported, nor is full-screen media: a view that \
            shows a `VideoPlayer` or a camera preview, or also hides the system overlays \
            (`.persistentSystemOverlays(.hidden)`, also through a project `View` modifier that applies it, \
            as a remote or virtual machine's display does).
            """,
        severity: .info,
        kind: .syntax,
        platforms: .phoneAndPad,
        triggering: [
            RuleExample("let v = Text(\"A\")↓.statusBarHidden()"),
            RuleExample("let v = Text(\"A\")↓.statusBarHidden(true)"),
            RuleExample("let v = Text(\"A\")↓.statusBar(hidden: true)"),
            // The project's modifier does something else.
            RuleExample("""
                struct Intro: View {
                    var body: some View { Text("Hi").cardStyle()↓.statusBarHidden() }
                }
                extension View {
                    func cardStyle() -> some View { padding().background(.thinMaterial) }
                }
                """),
        ],
        nonTriggering: [
            // Full-screen content that hides the system overlays through the project's own modifier.
            RuleExample("""
                struct RemoteScreen: View {
                    var body: some View {
                        DesktopStream().hidesSystemOverlays().statusBarHidden(true)
                    }
                }
                extension View {
                    func hidesSystemOverlays() -> some View {
                        if #available(iOS 16, *) { return AnyView(persistentSystemOverlays(.hidden)) } else { return AnyView(self) }
                    }
                }
                """),
            RuleExample("let v = Text(\"A\").statusBarHidden(false)"),
            RuleExample("let v = PhotoViewer().statusBarHidden(isFullScreen)"),
            // Full-screen media: a player that also hides the system overlays.
            RuleExample("""
                struct Trailer: View {
                    let player: AVPlayer
                    var body: some View {
                        VideoPlayer(player: player)
                            .ignoresSafeArea()
                            .statusBarHidden()
                            .persistentSystemOverlays(.hidden)
                    }
                }
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    /// What full-screen media shows: a video player or camera preview, or the system overlays
    /// hidden too (`.persistentSystemOverlays(.hidden)`).
    private static let mediaNames: Set<String> = [
        "VideoPlayer", "AVPlayerViewController", "AVPlayerLayer", "AVCaptureVideoPreviewLayer", "persistentSystemOverlays",
    ]

    init(setting: RuleSetting, configuration: Configuration) {}

    /// Whether the view that hides the status bar is full-screen media: in any of its declarations
    /// it shows a video player or camera preview, or hides the system overlays as well.
    private func showsFullScreenMedia(around call: FunctionCallExprSyntax, in context: LintContext) -> Bool {
        guard let type = context.facts.enclosingTypeName(of: call), let declarations = context.facts.types[type] else { return false }
        return declarations.contains { declaration in
            declaration.node.tokens(viewMode: .sourceAccurate).contains {
                Self.mediaNames.contains($0.text) || Self.isMediaModifier($0, facts: context.facts)
            }
        }
    }

    /// A project `View` modifier the view applies that does it itself (`.hidesOverlays()` whose
    /// body is `persistentSystemOverlays(.hidden)` where the OS has it).
    private static func isMediaModifier(_ token: TokenSyntax, facts: ProjectFacts) -> Bool {
        guard case .identifier(let name) = token.tokenKind, token.parent?.parent?.is(MemberAccessExprSyntax.self) == true,
              let body = facts.viewMethod(named: name)?.body
        else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { mediaNames.contains($0.text) }
    }

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard case .modifier(let name, _)? = context.shape(of: call), name == "statusBarHidden" || name == "statusBar",
              let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return }
        let value = name == "statusBar" ? call.argument("hidden")?.expression : call.arguments.first?.expression
        guard name == "statusBarHidden" && value == nil || value?.trimmedText == "true",
              !showsFullScreenMedia(around: call, in: context)
        else { return }
        context.report(at: member.period, "`.\(name)` hides the status bar, which shows time, battery and connectivity; keep it unless hiding it adds value (full-screen media, a game)")
    }
}
