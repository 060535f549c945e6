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
            `UIViewRepresentable` and the like, whose own code draws the change), nor the `@Binding` of a reusable control (a checkbox shown \
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
                    }
                }
                """),
            // A wrapper written with its module is the same wrapper.
            RuleExample("""
                struct Panel: View {
                    @SwiftUI.State private var isOpen = false
                    var body: some View {
                        Button("Flip") { ↓isOpen.toggle() }
                    }
                }
                """),
            RuleExample("""
                struct Star: View {
                    @State private var isOn: Bool = false
                    var body: some View {
                        Image(systemName: "star").onTapGesture { ↓isOn = !isOn }
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
                    }
                }
                """, """
                struct Row: View {
                    @State private var isExpanded = false
                    var body: some View {
                        Button("More") { withAnimation(.spring) { isExpanded.toggle() } }
                    }
                }
                """),
            RuleCorrection("""
                struct Star: View {
                    @State private var isOn = false
                    var body: some View {
                        Image(systemName: "star")
                            .onTapGesture {
                                isOn = !isOn
                            }
                    }
                }
                """, """
                struct Star: View {
                    @State private var isOn = false
                    var body: some View {
                        Image(systemName: "star")
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
    /// A gesture's callbacks (`TapGesture().onEnded { … }`): actions, like a tap's.
    private static let gestureCallbacks: Set<String> = ["onEnded", "onChanged"]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        guard let flag = StateFlag(node, in: context), isUnanimatedAction(flag.expression),
              !flag.isPresentationOrAnimated(facts: context.facts, graph: context.viewGraph)
        else { return }
        let text = flag.expression.trimmedText
        context.report(
            at: flag.expression,
            "`\(flag.name)` changes without animation; wrap it in `withAnimation(.spring) { … }`",
            fix: [context.replacing(flag.expression, with: "withAnimation(.spring) { \(text) }")])
    }

    /// Whether the change runs in a button's or gesture's action, outside any `withAnimation`.
    private func isUnanimatedAction(_ expression: ExprSyntax) -> Bool {
        for holder in ClosureHolder.holders(of: expression) {
            switch CallShape(holder.call) {
            case .initializer("withAnimation")?, .initializer("withTransaction")?:
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
}
