import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Layout adapts to the space it gets, not to the device it runs on (docs/design-system.md#size-classes).
struct NoDeviceChecksRule: SyntaxRule {
    static let description = RuleDescription(
        id: "no-device-checks",
        summary: "A device idiom, model or orientation check, or `#if targetEnvironment`, deciding layout",
        explanation: """
            docs/design-system.md#size-classes: "iPad in Split View can report `.compact` — always use size classes, never \
            `UIDevice.current`" and "NEVER use `UIDevice.current`, `UIScreen.main.bounds`, or `#if \
            targetEnvironment` for layout". An iPad app in a narrow split view is laid out like an iPhone; \
            a rotated device says nothing about the window. This rule reports \
            `UIDevice.current.userInterfaceIdiom` and `.orientation`, and `UIDevice.current.model` compared to \
            a value, where the statement holding the check shows layout (stacks, frames, paddings, or the \
            names of views, columns, display modes, styles, insets, widths and sizes) — a check that picks an \
            asset, updates a title or chooses between an alert and an action sheet (which needs an anchor on an \
            iPad) is not reported, nor an `if` on the check with no `else` whose body does \
            not lay out and that adds to no stack (a settings row, a toolbar button or a feature included on one device). An `if`/`else` \
            that builds views in both branches chooses views and is reported, and so is a property or function \
            whose whole result is the check (`var isIpad: Bool { … }`) when the view decides its layout with it \
            — and `#if targetEnvironment(…)` blocks that contain layout (stacks, grids, frames, \
            paddings, spacing) in two branches, or that add layout modifiers to a view for one environment; a \
            single branch that only includes a view is feature availability. `identifierForVendor`, the battery, the device name and a \
            `targetEnvironment(simulator)` block without layout are not layout and are not reported. Use \
            `@Environment(\\.horizontalSizeClass)` instead.
            """,
        severity: .error,
        kind: .syntax,
        triggering: [
            RuleExample("let columns = ↓UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2"),
            RuleExample("""
                func columnCount(for width: Width) -> Int {
                    switch width {
                    case .regular where ↓UIDevice.current.userInterfaceIdiom == .pad: let columns = 4; return columns
                    default: return 2
                    }
                }
                """),
            RuleExample("let stackWidth: CGFloat = ↓UIDevice.current.orientation.isLandscape ? 600 : 320"),
            RuleExample("let gridSpacing: CGFloat = ↓UIDevice.current.model.hasPrefix(\"iPad\") ? 24 : 12"),
            RuleExample("if ↓UIDevice.current.model == \"iPad\" { split.preferredDisplayMode = .oneBesideSecondary }"),
            RuleExample("""
                let columnWidth: CGFloat = ↓UIDevice.current.userInterfaceIdiom == .pad
                    ? (UIDevice.current.orientation.isLandscape ? 400 : 320)
                    : (UIDevice.current.orientation.isPortrait ? 280 : 360)
                """),
            RuleExample("""
                struct Root: View {
                    var body: some View {
                        if ↓UIDevice.current.userInterfaceIdiom == .phone { tabBarView } else { sidebarView }
                    }
                }
                """),
            RuleExample("""
                struct Screen: View {
                    var body: some View {
                        ↓#if targetEnvironment(macCatalyst)
                        HStack { sidebar; detail }
                        #else
                        VStack { sidebar; detail }
                        #endif
                    }
                }
                """),
            // An idiom check in a view builder that chooses views.
            RuleExample("""
                struct Home: View {
                    var body: some View {
                        if ↓UIDevice.current.userInterfaceIdiom == .pad { PadHome() } else { PhoneHome() }
                    }
                }
                """),
            // A column added beside the content on one device.
            RuleExample("""
                struct AppView: View {
                    var body: some View {
                        HStack(spacing: 0) {
                            tabs
                            if ↓UIDevice.current.userInterfaceIdiom == .pad { Divider(); notificationsColumn }
                        }
                    }
                }
                """),
            // A property the body chooses its layout with.
            RuleExample("""
                struct Root: View {
                    private var isIpad: Bool { ↓UIDevice.current.userInterfaceIdiom == .pad }
                    var body: some View {
                        if isIpad { NavigationSplitView { Sidebar() } detail: { Detail() } } else { TabView { Tabs() } }
                    }
                }
                """),
            RuleExample("""
                let v = Text("A")
                ↓#if targetEnvironment(macCatalyst)
                    .padding(24)
                #endif
                """),
        ],
        nonTriggering: [
            RuleExample("let id = UIDevice.current.identifierForVendor"),
            RuleExample("let level = UIDevice.current.batteryLevel"),
            RuleExample("let name = UIDevice.current.name"),
            RuleExample("let agent = \"App/\\(UIDevice.current.model)\""),
            RuleExample("if UIDevice.current.userInterfaceIdiom == .pad { return Image(\"accountLocalPad\") }"),
            // The check picks one case's resources; other cases of the switch lay out.
            RuleExample("""
                func traits(for variant: Variant) -> Traits {
                    var traits = Traits.defaults
                    switch variant {
                    case .standard where UIDevice.current.userInterfaceIdiom == .pad: traits.device = .ipad
                    case .splitView: traits.displayType = .splitView
                    default: break
                    }
                    return traits
                }
                """),
            RuleExample("if UIDevice.current.userInterfaceIdiom == .phone { controller.updateNavigationBarSubtitle(text) }"),
            RuleExample("""
                #if targetEnvironment(simulator)
                let baseURL = URL(string: "http://localhost")!
                #endif
                """),
            RuleExample("@Environment(\\.horizontalSizeClass) private var sizeClass"),
            RuleExample("""
                let v = List {
                    #if !targetEnvironment(macCatalyst)
                    HStack { iconPicker }.frame(height: 50)
                    #endif
                }
                """),
            RuleExample("enum Move { case left, right }; let o = move.orientation"),
            // Feature gating: a settings row, a toolbar button, included on one device.
            RuleExample("""
                struct Settings: View {
                    @Environment(\\.horizontalSizeClass) private var sizeClass
                    var body: some View {
                        List {
                            if UIDevice.current.userInterfaceIdiom == .pad {
                                Section("Platform") { Toggle("Show secondary column", isOn: $showSecondaryColumn) }
                            }
                            if UIDevice.current.userInterfaceIdiom == .phone || sizeClass == .compact {
                                NavigationLink(destination: TabBarEntriesView()) { Label("Tab bar", systemImage: "dock.rectangle") }
                            }
                        }
                        .toolbar { if UIDevice.current.userInterfaceIdiom == .pad, !isSecondaryColumn { SecondaryColumnToolbarItem() } }
                    }
                }
                """),
            RuleExample("""
                struct Share: View {
                    private var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                    var body: some View { Button("Share") { share(anchored: isPad) } }
                }
                """),
            // An action sheet on an iPad needs an anchor: the idiom picks the alert's presentation.
            RuleExample("""
                final class Library: UIViewController {
                    private var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                    func confirmDelete() {
                        let alert = UIAlertController(title: "Delete?", message: nil,
                                                      preferredStyle: UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet)
                        let other = UIAlertController(title: "Move?", message: nil, preferredStyle: isPad ? .alert : .actionSheet)
                        present(alert, animated: true)
                    }
                    func confirmLogOut() {
                        let preferredStyle: UIAlertController.Style
                        if UIDevice.current.userInterfaceIdiom == .phone {
                            preferredStyle = .actionSheet
                        } else {
                            preferredStyle = .alert
                        }
                    }
                }
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.memberAccessExpr, .ifConfigDecl]
    /// Calls that make a `#if` block layout code.
    private static let layoutCalls: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridItem",
        "frame", "padding", "spacing", "offset", "position", "containerRelativeFrame", "navigationSplitViewStyle",
        "NavigationSplitView", "columns",
    ]

    /// Endings of names that stand for layout.
    private static let layoutNameEndings = [
        "view", "layout", "column", "columns", "mode", "style", "insets", "margin", "margins", "width", "height",
        "size", "sidebar", "stack", "grid", "padding", "spacing", "frame", "alignment",
    ]

    private static let deviceProperties = TokenNames(["userInterfaceIdiom", "orientation", "model", "localizedModel"])

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        if let ifConfig = node.as(IfConfigDeclSyntax.self) {
            check(ifConfig, in: context)
            return
        }
        let member = node.cast(MemberAccessExprSyntax.self)
        guard isDeviceCheck(member) else { return }
        let statement = Self.statement(of: member)
        // One statement reading the device three times is one decision: reported at the first read.
        guard firstDeviceCheck(in: statement)?.id == member.id else { return }
        let property = "`UIDevice.current.\(member.declName.baseName.text)`"
        if decidesLayout(statement, check: Syntax(member)) {
            context.report(at: member, "\(property) decides layout by device; use `@Environment(\\.horizontalSizeClass)`")
        } else if let helper = Self.helperReturning(statement), let declarations = context.facts.enclosingTypeName(of: member).flatMap({ context.facts.types[$0] }),
                  usesDecideLayout(of: helper, in: declarations) {
            context.report(
                at: member,
                "`\(helper)` is \(property), and the view chooses its layout with it; use `@Environment(\\.horizontalSizeClass)`")
        }
    }

    /// The property or function whose whole result is the statement (`var isPad: Bool {
    /// UIDevice.current.userInterfaceIdiom == .pad }`), which the view then decides with.
    private static func helperReturning(_ statement: Syntax) -> String? {
        var node = statement
        if let item = node.parent?.as(CodeBlockItemSyntax.self) {
            guard item.parent?.as(CodeBlockItemListSyntax.self)?.count == 1 else { return nil }
            node = Syntax(item)
        }
        var owner = node
        while let parent = owner.parent, !(parent.is(AccessorBlockSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockItemSyntax.self)) {
            owner = parent
        }
        guard let found = owner.parent else { return nil }
        owner = found
        if let function = owner.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty { return function.name.text }
        if owner.is(AccessorBlockSyntax.self), let binding = owner.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let variable = owner.as(MemberBlockItemSyntax.self)?.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1 {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text  // `let isPad = …`
        }
        return nil
    }

    /// Whether a statement of the view that reads `helper` decides layout with it.
    private func usesDecideLayout(of helper: String, in declarations: [TypeDeclaration]) -> Bool {
        declarations.contains { declaration in
            declaration.node.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.text == helper, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      reference.parent?.is(PatternBindingSyntax.self) != true, reference.ancestor(FunctionDeclSyntax.self)?.name.text != helper
                else { return false }
                let use = reference.parent?.as(FunctionCallExprSyntax.self).map(Syntax.init) ?? Syntax(reference)
                return decidesLayout(Self.statement(of: use), check: use)
            }
        }
    }

    /// `UIDevice.current.userInterfaceIdiom`, `.orientation`, or a compared `.model`.
    private func isDeviceCheck(_ member: MemberAccessExprSyntax) -> Bool {
        // The name first: printing the base of every member access would cost more than the rule.
        guard Self.deviceProperties.contains(member.declName.baseName), member.base?.trimmedText == "UIDevice.current" else { return false }
        let name = member.declName.baseName.text
        return name == "userInterfaceIdiom" || name == "orientation" || isCompared(member)
    }

    /// The statement a check sits in: the whole `if`, `switch` or declaration; for a check in a
    /// `case … where` clause, that case, which is all the check decides.
    private static func statement(of member: some SyntaxProtocol) -> Syntax {
        var current = Syntax(member)
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
            if parent.is(SwitchCaseSyntax.self) { return parent }
            current = parent
        }
        return current
    }

    /// The first device check of a statement.
    private func firstDeviceCheck(in statement: Syntax) -> MemberAccessExprSyntax? {
        statement.tokens(viewMode: .sourceAccurate).lazy.compactMap { token in
            token.parent?.parent?.as(MemberAccessExprSyntax.self).flatMap { self.isDeviceCheck($0) ? $0 : nil }
        }.first
    }

    /// Whether the statement decides layout with the check. An `if` on the check with no `else`
    /// includes something for one device — a settings row, a toolbar button, a feature — and
    /// decides layout only when its body lays out (stacks, frames, paddings), sets a layout
    /// property, or adds to a stack (a second column). An `if`/`else` in a view builder that builds views in both branches chooses
    /// views (an iPad home against an iPhone home). Anything else shows layout by its names:
    /// stacks, frames, paddings, or names of views, columns, modes, styles, insets and sizes; a
    /// check that picks an asset, updates a title or picks an alert's style is not layout.
    private func decidesLayout(_ statement: Syntax, check: Syntax) -> Bool {
        if Self.choosesAlertStyle(statement) { return false }
        if let ifExpression = Self.ifExpression(statement, conditionHolding: check) {
            guard let otherwise = ifExpression.elseBody else {
                return bodyLaysOut(Syntax(ifExpression.body)) || Self.isInStack(ifExpression)
            }
            if Self.buildsViews(Syntax(ifExpression.body)) && Self.buildsViews(Syntax(otherwise)) { return true }
        }
        return namesLayout(statement)
    }

    /// A statement that picks `.actionSheet` or not (`preferredStyle: isPad ? .alert :
    /// .actionSheet`): an action sheet on an iPad needs an anchor to point at, so the check
    /// chooses how an alert is presented, not a layout.
    private static func choosesAlertStyle(_ statement: Syntax) -> Bool {
        statement.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .identifier("actionSheet") && token.parent?.parent?.is(MemberAccessExprSyntax.self) == true
        }
    }

    /// The `if` the statement is, when the check is in its condition.
    private static func ifExpression(_ statement: Syntax, conditionHolding check: Syntax) -> IfExprSyntax? {
        let ifExpression = statement.as(IfExprSyntax.self) ?? statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        guard let ifExpression, check.position >= ifExpression.conditions.position, check.endPosition <= ifExpression.conditions.endPosition
        else { return nil }
        return ifExpression
    }

    /// Whether a view builder's `if` adds to a stack or grid (a second column beside the first).
    private static func isInStack(_ ifExpression: IfExprSyntax) -> Bool {
        guard let holder = ClosureHolder.holders(of: ExprSyntax(ifExpression)).first?.call,
              let name = CallShape(holder)?.initializerName
        else { return false }
        return layoutCalls.contains(name)
    }

    /// A branch that builds views: a view builder's statement that is a view initializer.
    private static func buildsViews(_ branch: Syntax) -> Bool {
        guard let block = branch.as(CodeBlockSyntax.self) ?? branch.as(IfExprSyntax.self)?.body else { return false }
        return block.statements.contains { item in
            guard let call = item.item.as(FunctionCallExprSyntax.self), let name = CallShape(call.chainRoot)?.initializerName else { return false }
            return name.first?.isUppercase == true
        }
    }

    /// Whether a body lays out: layout calls, or an assignment to a layout-named property.
    private func bodyLaysOut(_ body: Syntax) -> Bool {
        if containsLayoutCalls(body) { return true }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .equal || token.parent?.is(AssignmentExprSyntax.self) == true,
                  let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self), let target = sequence.elements.first
            else { return false }
            return namesLayout(Syntax(target))
        }
    }

    /// Whether the code names layout: stacks, frames, paddings, or names of views, columns,
    /// modes, styles, insets and sizes.
    private func namesLayout(_ statement: Syntax) -> Bool {
        statement.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            if Self.layoutCalls.contains(name) { return true }
            let lowered = name.lowercased()
            return Self.layoutNameEndings.contains { lowered.hasSuffix($0) }
        }
    }

    /// `model == "iPad"`, `model.hasPrefix("iPad")`, `model.contains(…)`.
    private func isCompared(_ member: MemberAccessExprSyntax) -> Bool {
        if let outer = member.parent?.as(MemberAccessExprSyntax.self) {
            return ["hasPrefix", "contains", "hasSuffix", "starts"].contains(outer.declName.baseName.text)
        }
        guard let sequence = member.parent?.parent?.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { ["==", "!="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") }
    }

    private func check(_ ifConfig: IfConfigDeclSyntax, in context: LintContext) {
        // One branch that only includes a view is feature availability (alternate app icons are
        // not on Mac Catalyst); layout is alternatives, or modifiers added for one environment.
        // The condition first: reading every token of every branch costs more than the rule
        // where a whole file sits in `#if os(iOS)`.
        guard let first = ifConfig.clauses.first,
              ifConfig.clauses.contains(where: { $0.condition?.trimmedText.contains("targetEnvironment(") ?? false })
        else { return }
        let isPostfix = ifConfig.parent?.is(PostfixIfConfigExprSyntax.self) ?? false
        let layoutBranches = ifConfig.clauses.filter(containsLayout).count
        guard isPostfix ? layoutBranches >= 1 : layoutBranches >= 2 else { return }
        context.report(at: first.poundKeyword, "`#if targetEnvironment(…)` decides layout at build time; use size classes so the layout follows the window")
    }

    private func containsLayout(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let elements = clause.elements else { return false }
        return containsLayoutCalls(Syntax(elements))
    }

    /// Stacks, grids, frames, paddings or spacing called or passed in the code.
    private func containsLayoutCalls(_ code: Syntax) -> Bool {
        code.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, Self.layoutCalls.contains(name) else { return false }
            return token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
                || token.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true
                || token.parent?.is(LabeledExprSyntax.self) == true
        }
    }
}
