import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Toggles animate with a spring (docs/design-system.md#animation).
struct ToggleAnimationRule: SyntaxRule {
    static let description = RuleDescription(
        id: "toggle-animation",
        summary: "A view's `Bool` state flipped in a button or gesture action without `withAnimation`",
        explanation: """
            docs/design-system.md#animation: "Always use `withAnimation(.spring)` for toggle/complete state changes". \
            This rule reports `flag.toggle()` or `flag = !flag`, where `flag` is the view's `@State`, \
            `@Binding`, `@AppStorage` or `@SceneStorage` declared as a `Bool`, in the action of a `Button` or \
            of a tap, long-press or drag gesture, when it is not inside any `withAnimation` (a \
            `withAnimation` with another curve is `animation-curve`'s finding). A `Bool` the view passes as \
            `isPresented:` — to a `.sheet`, `.alert`, `.fullScreenCover`, `.popover`, `.confirmationDialog` or \
            anything else — is not reported, presentations animate themselves; nor is one that drives focus \
            (`.focused($flag)`) or whose changes the view animates with `.animation(_:value:)`, nor an event \
            trigger: a flag read only as the value `.onChange(of:)`, `.task(id:)`, `.symbolEffect(_:value:)` or \
            `.sensoryFeedback(_:trigger:)` watches, or as an argument of a UIKit or AppKit view's wrapper (a \
            `UIViewRepresentable` and the like, whose own code draws the change), nor a `@State` nothing reads \
            (written, never drawn), nor a change inside a function of the view that calls `withAnimation` or \
            `withTransaction` (one that skips the animation when Reduce Motion is on), nor the `@Binding` of a reusable control (a checkbox shown \
            from two or more places, or given `$flag.animation(…)`), whose callers choose the animation. A \
            binding held as a value (`let isVisible: Binding<Bool>?`, flipped as `isVisible?.wrappedValue.toggle()`) \
            counts as a `@Binding`. The fix wraps the change in \
            `withAnimation(.spring) { … }`.
            """,
        severity: .warning,
        kind: .syntax,
        triggering: [
            RuleExample("""
                struct Row: View {
                    @State private var isExpanded = false
                    var body: some View {
                        Button("More") { ↓isExpanded.toggle() }
                        if isExpanded { Text("Details") }
                    }
                }
                """),
            // A wrapper written with its module is the same wrapper.
            RuleExample("""
                struct Panel: View {
                    @SwiftUI.State private var isOpen = false
                    var body: some View {
                        Button("Flip") { ↓isOpen.toggle() }
                            .rotationEffect(.degrees(isOpen ? 180 : 0))
                    }
                }
                """),
            RuleExample("""
                struct Star: View {
                    @State private var isOn: Bool = false
                    var body: some View {
                        Image(systemName: isOn ? "star.fill" : "star").onTapGesture { ↓isOn = !isOn }
                    }
                }
                """),
            RuleExample("""
                struct Check: View {
                    @Binding var isDone: Bool
                    var body: some View {
                        Button { ↓self.isDone.toggle() } label: { Image(systemName: "checkmark") }
                    }
                }
                """),
            // The view's function does not animate: the change is still unanimated.
            RuleExample("""
                struct Drawer: View {
                    @State private var isOpen = false
                    var body: some View {
                        Button("Menu") { logged { ↓isOpen.toggle() } }
                            .offset(x: isOpen ? 0 : -240)
                    }
                    private func logged(_ change: () -> Void) { print("tap"); change() }
                }
                """),
            // Read once, by a view handed the value: the flag is drawn.
            RuleExample("""
                struct Composer: View {
                    @State private var isMuted = false
                    var body: some View {
                        Button("Mute") { ↓isMuted = !isMuted }
                        SpeakerIcon(muted: isMuted)
                    }
                }
                """),
            // A binding held as an optional value, flipped in a gesture.
            RuleExample("""
                struct Banner: View {
                    let isVisible: Binding<Bool>?
                    var body: some View {
                        Text("Saved").onTapGesture { ↓isVisible?.wrappedValue.toggle() }
                    }
                }
                """),
        ],
        nonTriggering: [
            // Flipped inside the view's own function that runs it in `withAnimation`.
            RuleExample("""
                struct Drawer: View {
                    @State private var isOpen = false
                    var body: some View {
                        Button("Menu") { animated { isOpen.toggle() } }
                            .offset(x: isOpen ? 0 : -240)
                    }
                    private func animated(_ change: () -> Void) {
                        if UIAccessibility.isReduceMotionEnabled { change() } else { withAnimation(.spring, change) }
                    }
                }
                """),
            RuleExample("""
                struct Tile: View {
                    @State private var isFlipped = false
                    var body: some View {
                        Text("Card")
                            .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (0, 1, 0))
                            .onLongPressGesture { transact { isFlipped = !isFlipped } }
                    }
                    func transact(_ body: () -> Void) {
                        var transaction = Transaction(animation: .bouncy)
                        transaction.disablesAnimations = false
                        withTransaction(transaction, body)
                    }
                }
                """),
            // Written and never read: nothing on screen changes.
            RuleExample("""
                struct Composer: View {
                    @State private var didPressSend = false
                    var body: some View {
                        Button("Send") { didPressSend.toggle() }
                    }
                }
                """),
            RuleExample("""
                struct Upload: View {
                    @State var wasTapped: Bool = false
                    var body: some View {
                        Image(systemName: "arrow.up").onTapGesture {
                            wasTapped = !wasTapped
                            wasTapped = true
                        }
                    }
                }
                """),
            RuleExample("""
                struct GameOver: View {
                    @State var isSharePresented = false
                    var body: some View {
                        Button { self.isSharePresented.toggle() } label: { Text("Share") }
                            .sheet(isPresented: self.$isSharePresented) { ShareSheet() }
                    }
                }
                """),
            // An event trigger: flipping it starts a refresh, nothing is drawn from it.
            RuleExample("""
                struct Library: View {
                    @State private var triggerRefresh = false
                    var body: some View {
                        List { Text("A") }
                            .toolbar { Button("Refresh") { triggerRefresh.toggle() } }
                            .task(id: triggerRefresh) { await reload() }
                            .onChange(of: triggerRefresh) { log() }
                    }
                }
                """),
            // Handed only to a web view's wrapper, whose UIKit code goes back a page.
            RuleExample("""
                struct Reader: View {
                    @State private var goBack = false
                    var body: some View {
                        VStack {
                            Button("Back") { goBack.toggle() }
                            WebPage(url: url, goBack: goBack)
                        }
                    }
                }
                struct WebPage: UIViewRepresentable {
                    let url: URL
                    var goBack: Bool
                }
                """),
            RuleExample("""
                struct Row: View {
                    @State private var isExpanded = false
                    var body: some View {
                        Button("More") { withAnimation(.spring) { isExpanded.toggle() } }
                        Button("Less") { withAnimation(.linear) { isExpanded = !isExpanded } }
                    }
                }
                """),
            RuleExample("""
                struct Home: View {
                    @State private var showingAdd = false
                    @State private var confirming = false
                    var body: some View {
                        VStack {
                            Button("Add") { showingAdd.toggle() }
                            Button("Delete") { confirming = !confirming }
                        }
                        .sheet(isPresented: $showingAdd) { Text("New") }
                        .alert("Delete?", isPresented: $confirming) { Button("OK") {} }
                    }
                }
                """),
            RuleExample("""
                struct Row: View {
                    @State private var model = RowModel()
                    @State private var isReady = false
                    var body: some View {
                        Button("Flag") { model.isFlagged.toggle() }
                            .onAppear { isReady.toggle() }
                    }
                    func flip() { var local = false; local.toggle() }
                }
                """),
            RuleExample("""
                struct ModalButtons: View {
                    @Binding var showSheet: Bool
                    var body: some View { Button("Show") { showSheet.toggle() } }
                }
                struct Screen: View {
                    @State private var model = ScreenModel()
                    var body: some View {
                        ModalButtons(showSheet: $model.showSheet)
                            .sheet(isPresented: $model.showSheet) { Text("A").presentationDetents([.medium]) }
                    }
                }
                """),
            RuleExample("""
                struct Code: View {
                    @State private var editing = false
                    var body: some View {
                        Button("Edit") { editing.toggle() }
                        TextField("Code", text: .constant("")).focused($editing)
                    }
                }
                """),
            RuleExample("""
                struct Card: View {
                    @State private var isExpanded = false
                    var body: some View {
                        Text("A").onTapGesture { isExpanded.toggle() }
                            .animation(.spring, value: isExpanded)
                    }
                }
                """),
            // A reusable checkbox: its callers own the state and choose the animation.
            RuleExample("""
                struct Checkbox: View {
                    @Binding var isOn: Bool
                    var body: some View {
                        Button { isOn.toggle() } label: { Image(systemName: isOn ? "checkmark.square" : "square") }
                    }
                }
                struct Filters: View {
                    @State private var unread = false
                    @State private var flagged = false
                    var body: some View {
                        Checkbox(isOn: $unread)
                        Checkbox(isOn: $flagged.animation(.spring))
                    }
                }
                """),
        ],
        corrections: [
            RuleCorrection("""
                struct Row: View {
                    @State private var isExpanded = false
                    var body: some View {
                        Button("More") { isExpanded.toggle() }
                        if isExpanded { Text("Details") }
                    }
                }
                """, """
                struct Row: View {
                    @State private var isExpanded = false
                    var body: some View {
                        Button("More") { withAnimation(.spring) { isExpanded.toggle() } }
                        if isExpanded { Text("Details") }
                    }
                }
                """),
            RuleCorrection("""
                struct Star: View {
                    @State private var isOn = false
                    var body: some View {
                        Image(systemName: "star").scaleEffect(isOn ? 1.2 : 1)
                            .onTapGesture {
                                isOn = !isOn
                            }
                    }
                }
                """, """
                struct Star: View {
                    @State private var isOn = false
                    var body: some View {
                        Image(systemName: "star").scaleEffect(isOn ? 1.2 : 1)
                            .onTapGesture {
                                withAnimation(.spring) { isOn = !isOn }
                            }
                    }
                }
                """),
        ],
        fixChange: .noFrame
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr, .sequenceExpr]
    /// The calls whose closure runs as one animated change.
    private static let animates: Set<String> = ["withAnimation", "withTransaction"]
    /// A gesture's callbacks (`TapGesture().onEnded { … }`): actions, like a tap's.
    private static let gestureCallbacks: Set<String> = ["onEnded", "onChanged"]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        guard let flag = StateFlag(node, in: context), isUnanimatedAction(flag.expression, in: flag.owner),
              !flag.isPresentationOrAnimated(facts: context.facts, graph: context.viewGraph)
        else { return }
        let text = flag.expression.trimmedText
        context.report(
            at: flag.expression,
            "`\(flag.name)` changes without animation; wrap it in `withAnimation(.spring) { … }`",
            fix: [context.replacing(flag.expression, with: "withAnimation(.spring) { \(text) }")])
    }

    /// Whether the change runs in a button's or gesture's action, outside any `withAnimation` or
    /// function of the view that calls it.
    private func isUnanimatedAction(_ expression: ExprSyntax, in owner: [TypeDeclaration]) -> Bool {
        for holder in ClosureHolder.holders(of: expression) {
            switch CallShape(holder.call) {
            case .initializer(let name)? where Self.animates.contains(name) || Self.isAnimatingHelper(name, in: owner):
                return false
            case .initializer("Button")?:
                let isAction = holder.label == "action" || (holder.label == nil && holder.call.argument("action") == nil)
                if isAction { return true }
            case .modifier(let name, _)? where Self.gestureCallbacks.contains(name)
                || ModifierCatalog.content(of: name).contains(.tapAction):
                return true
            default:
                continue
            }
        }
        return false
    }

    /// A method of the view that runs its closure in `withAnimation` (`animated { … }`, or one
    /// that skips the animation when Reduce Motion is on): calling it animates the change.
    private static func isAnimatingHelper(_ name: String, in owner: [TypeDeclaration]) -> Bool {
        owner.contains { declaration in
            declaration.members?.contains { member in
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                      let body = function.body else { return false }
                return body.tokens(viewMode: .sourceAccurate).contains { token in
                    if case .identifier(let called) = token.tokenKind { return animates.contains(called) }
                    return false
                }
            } ?? false
        }
    }
}
