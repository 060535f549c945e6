import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Every interactive element offers at least a 44×44pt hit area on touch platforms (docs/design-system.md#tap-targets),
/// as estimated from the source: `MeasuredTapTargetRule` measures the laid-out screen.
struct EstimatedTapTargetRule: SyntaxRule {
    static let description = RuleDescription(
        id: "tap-target",
        summary: "An interactive element whose hit area is smaller than 44×44pt",
        explanation: """
            docs/design-system.md#tap-targets: "Minimum: 44x44pt for ALL interactive elements (Apple HIG requirement). If visual element \
            is smaller (e.g. 24x24 icon), expand hit area: `.frame(minWidth: 44, minHeight: 44)` \
            `.contentShape(Rectangle())`"; docs/design-system.md#tap-targets: "Maintain a minimum tappable area of 44x44 points for all \
            controls." This rule applies to touch platforms (iOS, iPadOS, watchOS, visionOS), not to code that \
            only runs on macOS or tvOS (see `plumb project`).

            It measures a `Button`, `NavigationLink`, `Link`, `Menu`, `ShareLink` or `PhotosPicker` label, or a view with \
            `.onTapGesture`/`.onLongPressGesture`, with the layout engine (the one `plumb layout` uses): an SF \
            Symbol is a line of the font in effect tall (about 20.3pt at body size; `.imageScale` scales it), \
            then the frames and paddings written on it and on the control are laid out. An explicit frame smaller than \
            44pt in either dimension on any interactive element (also `Toggle` and `Picker`) is reported too; \
            a `Toggle` styled `.button` is measured by its label. \
            Anything the estimate cannot prove — text, stacks, custom views, unresolved values — is never \
            reported, and a small frame inside a larger tappable label is not a finding. What grows with the \
            space it is offered is measured at its largest: a flexible frame at its maximum (`maxWidth: \
            .infinity` is as wide as the row, shown as `?`), a `GeometryReader` as unbounded.

            Toolbar and navigation-bar items, `List` and `Form` rows, menus' own rows, context menus, swipe \
            actions and alert buttons get system hit areas, as do `.bordered` and `.borderedProminent` \
            buttons, and on a watch a button, `NavigationLink` or `Link` in its default look (watchOS draws it on a \
            full-width platter at least 44pt tall); none of them is reported — except a `.borderless` or `.plain` button in a list or form row, \
            which is tapped on its own label. A button built in a helper property or function, or in a view \
            type, counts as placed where the file (for a helper) or the project (for a view type) uses it: an \
            icon button in a row view shown inside a `List` elsewhere, directly or through a helper of that file, \
            is a list row; content given to a project container view is where that view's code places it (a \
            `SettingsForm { … }` whose body is `Form { content() }` makes form rows); a view presented (a sheet's \
            content, a navigation destination) is a screen of its own, not part of its presenter's rows. Code only built for \
            macOS (`#if os(macOS)`, files importing AppKit but not UIKit, `Mac`/`macOS` folders) is skipped. \
            The fix adds `.frame(minWidth: 44, minHeight: 44)` and \
            `.contentShape(Rectangle())` to the label (or before the gesture), keeping the chain's layout. A label \
            sized on purpose by its own `.frame(width:height:)` (an avatar, a badge) gets no fix — a 44-pt frame \
            would move the layout around it — and the message gives the idiom that widens only the hit area: \
            `.padding(6).contentShape(Rectangle()).padding(-6)`; the rule measures a label up to its \
            `.contentShape`, so that idiom satisfies it.
            """,
        severity: .error,
        kind: .syntax,
        platforms: .touch,
        triggering: [
            RuleExample("""
                let close = ↓Button { dismiss() } label: {
                    Image(systemName: "xmark")
                }
                """),
            RuleExample("""
                let strip = ↓Button { expand() } label: {
                    Image(systemName: "chevron.down").frame(maxWidth: .infinity)
                }
                """),
            RuleExample("""
                let more = ↓Button(action: showMore) {
                    Image(systemName: "ellipsis")
                        .padding(.vertical, 6)
                }
                """),
            RuleExample("let b = ↓Button(\"Go\") { go() }.frame(width: 60, height: 30)"),
            // Sized on purpose: reported without a fix, with the hit-area idiom in the message.
            RuleExample("""
                let avatar = ↓Button { showProfile() } label: {
                    Image("avatar").resizable().frame(width: 32, height: 32).clipShape(Circle())
                }
                """),
            RuleExample("let i = Image(systemName: \"heart\").font(.title3)↓.onTapGesture { like() }"),
            RuleExample("let i = Image(systemName: \"star\").padding(4)↓.onLongPressGesture { pin() }"),
            RuleExample("let l = ↓NavigationLink(value: item) { Image(systemName: \"info.circle\") }"),
            RuleExample("""
                let m = ↓Menu {
                    Button("Rename") { rename() }
                } label: {
                    Image(systemName: "ellipsis.circle").imageScale(.large)
                }
                """),
            RuleExample("let b = ↓Button { add() } label: { Image(systemName: \"plus\").resizable().frame(width: 20, height: 20) }"),
            RuleExample("let b = ↓Button { add() } label: { Image(systemName: \"plus\") }.buttonStyle(.plain)",
                        configuration: "platforms: [watchOS]"),
            RuleExample("let b = ↓Button { add() } label: { Image(systemName: \"plus\") }",
                        configuration: "platforms: [iOS, watchOS]"),
            RuleExample("let l = ↓Link(destination: url) { Image(systemName: \"safari\") }"),
            RuleExample("let t = ↓Toggle(isOn: $isOn) { Text(\"Wi-Fi\") }.frame(height: 30)"),
            RuleExample("let s = ↓ShareLink(item: url) { Image(systemName: \"square.and.arrow.up\") }"),
            RuleExample("let t = ↓Toggle(isOn: $isMuted) { Image(systemName: \"speaker.slash\") }.toggleStyle(.button).buttonStyle(.plain)"),
            RuleExample("let b = ↓Button { play() } label: { Label(\"Play\", systemImage: \"play.fill\").labelStyle(.iconOnly) }"),
            // Own hit areas: `.borderless`/`.plain` buttons in a list row, a small frame with a
            // content shape, icon buttons in a custom bar.
            RuleExample("""
                struct Tags: View {
                    let tags: [Tag]
                    var body: some View {
                        List(tags) { tag in
                            HStack {
                                Text(tag.name)
                                Spacer()
                                ↓Button { pin(tag) } label: { Image(systemName: "pin") }.buttonStyle(.borderless)
                                ↓Button { share(tag) } label: { Image(systemName: "square.and.arrow.up") }.buttonStyle(.plain)
                            }
                        }
                    }
                }
                """),
            RuleExample("let b = ↓Button { add() } label: { Image(systemName: \"plus\").frame(width: 25, height: 25).contentShape(Rectangle()) }"),
            RuleExample("""
                struct Composer: View {
                    var body: some View {
                        VStack {
                            editor
                            HStack(spacing: 12) {
                                ↓Button { bold() } label: { Image(systemName: "bold") }
                                ↓Button { attach() } label: { Image(systemName: "paperclip") }.buttonStyle(.plain)
                            }
                            .padding(.horizontal)
                        }
                    }
                }
                """),
            RuleExample("""
                struct Header: View {
                    var body: some View { HStack { Text("Title"); Spacer(); closeButton } }
                    private var closeButton: some View {
                        ↓Button { close() } label: { Image(systemName: "xmark").font(.title3) }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("let b = Button { add() } label: { Image(systemName: \"plus\").frame(width: 44, height: 44) }"),
            RuleExample("""
                struct Preview: View {
                    var body: some View {
                        GeometryReader { proxy in Cube(size: proxy.size) }
                            .onTapGesture { spin() }
                        Image(systemName: "play").frame(maxWidth: .infinity, maxHeight: .infinity).onTapGesture { play() }
                    }
                }
                """),
            RuleExample("let b = Button { add() } label: { Image(systemName: \"plus\").padding() }"),
            RuleExample("""
                let avatar = Button { showProfile() } label: {
                    Image("avatar").resizable().frame(width: 32, height: 32).clipShape(Circle())
                        .padding(6).contentShape(Rectangle()).padding(-6)
                }
                """),
            RuleExample("let b = Button { add() } label: { Image(systemName: \"plus\").padding(12) }"),
            RuleExample("""
                let b = Button { add() } label: {
                    Image(systemName: "plus")
                        .frame(minWidth: 44, minHeight: 44)
                        .contentShape(Rectangle())
                }
                """),
            RuleExample("let b = Button { add() } label: { Image(systemName: \"plus\").font(.largeTitle).imageScale(.large) }"),
            // Whether the empty space of a frame outside the button takes taps is not documented
            // (SwiftUI hit-tests the label): not provable either way, so not reported.
            RuleExample("let b = Button { add() } label: { Image(systemName: \"plus\") }.frame(width: 44, height: 44)"),
            RuleExample("let b = Button(\"Save\") { save() }"),
            RuleExample("let b = Button { add() } label: { Text(\"Add\").padding(.vertical, 6) }"),
            RuleExample("let b = Button { add() } label: { Image(systemName: \"plus\").font(AppTheme.Fonts.icon) }"),
            RuleExample("""
                let v = NavigationStack { content }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button { add() } label: { Image(systemName: "plus") }
                        }
                    }
                """),
            RuleExample("let l = List { Button { add() } label: { Image(systemName: \"plus\") } }"),
            RuleExample("let v = content.navigationBarItems(trailing: Button { add() } label: { Image(systemName: \"plus\") })"),
            RuleExample("let b = Button(\"Save\") { save() }.buttonStyle(.borderedProminent).frame(height: 34)"),
            RuleExample("let b = Button { play() } label: { Label(\"Play\", systemImage: \"play.fill\") }"),
            RuleExample("""
                let m = Menu {
                    Button { rename() } label: { Image(systemName: "pencil") }
                } label: {
                    Label("Actions", systemImage: "ellipsis")
                }
                """),
            RuleExample("let b = Button { add() } label: { Image(systemName: \"plus\") }.buttonStyle(.bordered)"),
            RuleExample("let row = HStack { Button { add() } label: { Image(systemName: \"plus\") } }.buttonStyle(.borderedProminent)"),
            RuleExample("""
                let b = Button { open() } label: {
                    HStack {
                        Image(systemName: "star").frame(width: 20, height: 20)
                        Text("Favourites")
                    }
                    .padding()
                }
                """),
            RuleExample("let b = Button { add() } label: { Image(systemName: \"plus\") }", configuration: "platforms: [macOS]"),
            // A watch draws a default-styled button on a full-width platter at least 44pt tall.
            RuleExample("let b = Button { add() } label: { Image(systemName: \"plus\") }", configuration: "platforms: [watchOS]"),
            RuleExample("""
                #if os(watchOS)
                let next = NavigationLink(value: step) { Image(systemName: "chevron.right") }
                #endif
                """),
            RuleExample("""
                #if os(macOS)
                let b = Button { add() } label: { Image(systemName: "plus") }
                #endif
                """),
            RuleExample("let i = Image(\"photo\").onTapGesture(count: 2) { like() }"),
            RuleExample("let c = card.onTapGesture { open() }"),
            RuleExample("let t = Toggle(\"Wi-Fi\", isOn: $isOn)"),
            RuleExample("let s = ShareLink(item: url)"),
            RuleExample("let t = Toggle(isOn: $isMuted) { Image(systemName: \"speaker.slash\") }"),
            RuleExample("let v = Text(\"A\").contextMenu { Button { copy() } label: { Image(systemName: \"doc.on.doc\") } }"),
            RuleExample("""
                let f = Form { Section { ForEach(tags) { tag in HStack { Text(tag); Button { delete(tag) } label: { Image(systemName: "trash") } } } } }
                """),
            RuleExample("""
                struct Timeline: View {
                    var body: some View {
                        content.toolbar { ToolbarItem { addButton } }
                    }
                    private var addButton: some View {
                        Button { add() } label: { Image(systemName: "plus") }
                    }
                }
                """),
            RuleExample("""
                struct Editor: View {
                    var body: some View { content.toolbar { toolbarItems } }
                    @ToolbarContentBuilder
                    private var toolbarItems: some ToolbarContent {
                        ToolbarItemGroup { undo }
                    }
                    private var undo: some View { Button { undo() } label: { Image(systemName: "arrow.uturn.backward") } }
                }
                """),
            RuleExample("""
                struct TagRow: View {
                    var body: some View { HStack { Text("A"); Button { remove() } label: { Image(systemName: "xmark") } } }
                }
                struct Tags: View {
                    var body: some View { List { TagRow() } }
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                "let b = Button { add() } label: { Image(systemName: \"plus\") }",
                "let b = Button { add() } label: { Image(systemName: \"plus\").frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()) }"),
            RuleCorrection("""
                let close = Button { dismiss() } label: {
                    Image(systemName: "xmark")
                }
                """, """
                let close = Button { dismiss() } label: {
                    Image(systemName: "xmark")
                        .frame(minWidth: 44, minHeight: 44)
                        .contentShape(Rectangle())
                }
                """),
            RuleCorrection("""
                let more = Button(action: showMore) {
                    Image(systemName: "ellipsis")
                        .font(.body)
                        .padding(.vertical, 6)
                }
                """, """
                let more = Button(action: showMore) {
                    Image(systemName: "ellipsis")
                        .font(.body)
                        .padding(.vertical, 6)
                        .frame(minWidth: 44, minHeight: 44)
                        .contentShape(Rectangle())
                }
                """),
            RuleCorrection("""
                let b = Button { reply() } label: {
                    Image(systemName: "arrowshape.turn.up.left")
                        .frame(width: 25, height: 25)
                        .contentShape(Rectangle())
                }
                """, """
                let b = Button { reply() } label: {
                    Image(systemName: "arrowshape.turn.up.left")
                        .frame(width: 25, height: 25)
                        .frame(minWidth: 44, minHeight: 44)
                        .contentShape(Rectangle())
                }
                """),
            RuleCorrection(
                "let i = Image(systemName: \"heart\").font(.title3).onTapGesture { like() }",
                "let i = Image(systemName: \"heart\").font(.title3).frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()).onTapGesture { like() }"),
            RuleCorrection("""
                let i = Image(systemName: "heart")
                    .foregroundStyle(.red)
                    .onTapGesture { like() }
                """, """
                let i = Image(systemName: "heart")
                    .foregroundStyle(.red)
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
                    .onTapGesture { like() }
                """),
        ],
        fixChange: .layout(effect: "it grows the label to the 44-pt target the finding asks for, and its hit area with it")
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let fixModifiers = [".frame(minWidth: 44, minHeight: 44)", ".contentShape(Rectangle())"]
    private static let systemButtonStyles: Set<String> = [".bordered", ".borderedProminent", ".glass", ".glassProminent"]
    /// Styles that give a button its label's hit area even in a list row.
    private static let ownHitAreaStyles: Set<String> = [".borderless", ".plain", "BorderlessButtonStyle()", "PlainButtonStyle()"]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        // The system's hit area is checked first: it reads a few enclosing calls, where the
        // measurement lays out the whole target.
        guard let target = TapTarget(call, shape: context.shape(of: call)), !hasSystemHitArea(Syntax(call), in: context),
              !Self.isOnWatchPlatter(call, named: target.name, in: context)
        else { return }
        let size = ViewMeasurer(facts: context.facts).upperBound(
            of: target.hitArea, modifiers: target.outerModifiers.filter { !Self.controlStyles.contains(CallShape($0)?.modifierName ?? "") },
            environment: Self.environment(around: target.content ?? ExprSyntax(call)))
        guard size.width < DesignSettings.minimumTapTarget || size.height < DesignSettings.minimumTapTarget else { return }
        let described = [size.width, size.height].map { length in
            length < ViewMeasurer.unbounded ? NumberText.literal((length * 10).rounded() / 10) : "?"
        }.joined(separator: "×")
        if let designed = target.designedSize(resolver: context.resolver) {
            // A 44-pt frame would move the layout around a view sized on purpose (an avatar):
            // widen what is tapped instead, and leave the change to a person.
            let inset = NumberText.literal(((DesignSettings.minimumTapTarget - min(designed.width, designed.height)) / 2).rounded(.up))
            context.report(
                at: target.reportNode,
                "\(target.name)'s tap target is about \(described)pt, under 44×44; it is sized on purpose, so widen the hit area without moving the layout: `.padding(\(inset)).contentShape(Rectangle()).padding(-\(inset))` on it (no automatic fix: a 44-pt frame would change the layout)")
            return
        }
        context.report(
            at: target.reportNode,
            "\(target.name)'s tap target is about \(described)pt, under 44×44; add `.frame(minWidth: 44, minHeight: 44)` and `.contentShape(Rectangle())`",
            fix: fix(for: target, in: context))
    }

    /// Controls watchOS draws, in their default look, on a platter as wide as the screen and at
    /// least 44pt tall (`WatchPlatter`, the layout engine's model of it).
    private static let watchPlatterControls: Set<String> = ["Button", "NavigationLink", "Link"]

    /// Whether the control is a watch's default-styled button: its hit area is the platter, not
    /// its label. Code that may also run on iPhone keeps its finding (there the default look is
    /// the borderless label).
    private static func isOnWatchPlatter(_ call: FunctionCallExprSyntax, named name: String, in context: LintContext) -> Bool {
        watchPlatterControls.contains(name) && context.scope(of: call).runsOnly(on: [.watchOS])
            && EnclosingCall.nearestModifierArgument("buttonStyle", in: EnclosingCall.around(call)) == nil
    }

    /// Styles of the control itself: the rule measures the label, which they do not resize.
    private static let controlStyles: Set<String> = ["toggleStyle", "pickerStyle", "menuStyle"]

    /// The nearest enclosing modifiers that set what the label measures: its font, symbol scale
    /// and label style.
    private static func environment(around node: ExprSyntax) -> [FunctionCallExprSyntax] {
        let around = EnclosingCall.around(node)
        return ["font", "imageScale", "labelStyle"].compactMap { name in
            around.first { $0.relation == .modified && $0.name == name }?.call
        }
    }

    /// Whether the element, or the helper or view type it is built in wherever the file uses it,
    /// sits where the system gives it its hit area.
    /// Each helper or view type is followed once, so a view that shows itself ends the climb.
    private func hasSystemHitArea(_ node: Syntax, in context: LintContext) -> Bool {
        var followed = Set<String>()
        return hasSystemHitArea(node, in: context, followed: &followed)
    }

    /// Content given to a project container is where the container's own code places it
    /// (`Form { content() }`): that climb (`withinContainer`) stays in the container's body and
    /// helpers, since where the container itself is used is the climb from `node`, not every
    /// other use of it.
    private func hasSystemHitArea(
        _ node: Syntax, in context: LintContext, followed: inout Set<String>, withinContainer: Bool = false
    ) -> Bool {
        if isInSystemContext(node) || ViewUsages.isToolbarContent(node) { return true }
        for placement in ViewUsages.contentPlacements(of: node, in: context, followed: &followed)
        where hasSystemHitArea(placement, in: context, followed: &followed, withinContainer: true) {
            return true
        }
        // A presented view is a screen of its own: its presenter's row or toolbar is not its host.
        let usages = withinContainer
            ? ViewUsages.helperUses(of: node, in: context, followed: &followed)
            : ViewUsages.of(node, in: context, followed: &followed, includingPresentations: false)
        for usage in usages ?? [] where hasSystemHitArea(usage, in: context, followed: &followed, withinContainer: withinContainer) {
            return true
        }
        return false
    }

    private func isInSystemContext(_ node: Syntax) -> Bool {
        let around = EnclosingCall.around(node)
        let style = EnclosingCall.nearestModifierArgument("buttonStyle", in: around)?.trimmedText
        // A `.borderless` or `.plain` button in a list row is tapped on its own label, not the row.
        let tappedOnItsOwn = style.map(Self.ownHitAreaStyles.contains) == true
        if around.contains(where: { $0.relation == .content && $0.name.map { Self.hostsWithSystemHitArea($0, rowsExcepted: tappedOnItsOwn) } == true }) {
            return true
        }
        if around.contains(where: { $0.relation == .modified && $0.name.map(TapTarget.isTapGesture) == true }) { return true }
        return style.map(Self.systemButtonStyles.contains) ?? false
    }

    /// Whether the content of `name` gets a system hit area, or is already inside a larger
    /// tappable view: a control, a list's row, a toolbar item, a context menu (`SwiftUIViews`,
    /// `ModifierCatalog`). With `rowsExcepted`, a list's or form's row does not count.
    private static func hostsWithSystemHitArea(_ name: String, rowsExcepted: Bool) -> Bool {
        if SwiftUIViews.rowContainers.contains(name) { return !rowsExcepted }
        return SwiftUIViews.systemHitAreaHosts.contains(name) || ModifierCatalog.content(of: name).contains(.systemHitArea)
    }

    private func fix(for target: TapTarget, in context: LintContext) -> [TextEdit] {
        guard let content = target.content, target.fixable else { return [] }
        // A label that already ends in `.contentShape(…)` only needs the frame, in front of it.
        if let last = content.as(FunctionCallExprSyntax.self), case .modifier("contentShape", _)? = CallShape(last),
           let member = last.calledExpression.as(MemberAccessExprSyntax.self) {
            let separator = ModifierInsertion.indentation(of: member.period).map { "\n" + $0 } ?? ""
            return [context.inserting(Self.fixModifiers[0] + separator, at: member.period.positionAfterSkippingLeadingTrivia)]
        }
        let text = ModifierInsertion.text(appending: Self.fixModifiers, to: content, before: target.gesturePeriod)
        return [context.inserting(text, at: content.endPositionBeforeTrailingTrivia)]
    }
}

/// The view a person taps: a control's label, or the view a tap gesture is attached to.
private struct TapTarget {
    /// Controls whose label is not their hit area: only an explicit frame says how big they are.
    static let frameOnlyControls: Set<String> = ["Toggle", "Picker"]

    /// `onTapGesture`, `onLongPressGesture`: the view they modify is what is tapped.
    static func isTapGesture(_ name: String) -> Bool {
        ModifierCatalog.content(of: name).contains(.tapAction)
    }

    let name: String
    let reportNode: Syntax
    /// The tappable view's expression, when the source shows it.
    let content: ExprSyntax?
    /// Modifiers on the control itself, outside its label (none for a gesture: what is added
    /// after it is not tappable).
    let outerModifiers: [FunctionCallExprSyntax]
    /// The `.` of `.onTapGesture`, for the fix's indentation.
    let gesturePeriod: TokenSyntax?

    /// What is tapped: the content up to its `.contentShape(…)` when it has one (paddings after
    /// it move the layout back, not the hit area), else the content.
    var hitArea: ExprSyntax? {
        var current = content
        while let call = current?.as(FunctionCallExprSyntax.self), case .modifier(let name, let base)? = CallShape(call) {
            if name == "contentShape" { return current }
            current = base
        }
        return content
    }

    /// The size the content's own `.frame(width:height:)` gives it, both resolved: a view sized
    /// on purpose (an avatar, a badge), whose look a 44-pt frame would change. An SF Symbol in a
    /// frame is an icon, which docs/design-system.md#tap-targets widens with the 44-pt frame.
    func designedSize(resolver: ValueResolver) -> (width: Double, height: Double)? {
        guard let chain = content?.as(FunctionCallExprSyntax.self) else { return nil }
        let root = chain.chainRoot
        if CallShape(root)?.initializerName == "Image", root.argument("systemName") != nil { return nil }
        for modifier in chain.chainModifiers where CallShape(modifier)?.modifierName == "frame" {
            guard let width = modifier.argument("width").flatMap({ resolver.resolve($0.expression)?.value }),
                  let height = modifier.argument("height").flatMap({ resolver.resolve($0.expression)?.value })
            else { continue }
            return (width, height)
        }
        return nil
    }

    /// A fix goes on the label only where no frame outside it decides the size.
    var fixable: Bool {
        !outerModifiers.contains { $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "frame" }
    }

    init?(_ call: FunctionCallExprSyntax, shape: CallShape?) {
        switch shape {
        case .initializer(let name)? where SwiftUIViews.labelledControls.contains(name) || Self.frameOnlyControls.contains(name):
            self.name = name
            reportNode = Syntax(call.calledExpression)
            content = Self.frameOnlyControls.contains(name) && !Self.isButtonToggle(call) ? nil : Self.label(of: call)
            outerModifiers = call.appliedModifiers
            gesturePeriod = nil
        case .modifier(let name, let base)? where Self.isTapGesture(name):
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            self.name = "This view"
            reportNode = Syntax(member.period)
            content = base
            outerModifiers = []
            gesturePeriod = member.period
        default:
            return nil
        }
    }

    /// A `Toggle` styled `.button` is tapped on its label.
    private static func isButtonToggle(_ call: FunctionCallExprSyntax) -> Bool {
        CallShape(call)?.initializerName == "Toggle"
            && EnclosingCall.nearestModifierArgument("toggleStyle", in: EnclosingCall.around(call))?.trimmedText == ".button"
    }

    /// The label closure's single view (`ControlLabel`).
    private static func label(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let closure = ControlLabel.closure(of: call), closure.statements.count == 1 else { return nil }
        return closure.statements.first?.item.as(ExprSyntax.self)
    }
}
