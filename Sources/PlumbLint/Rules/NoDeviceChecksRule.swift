import PlumbCore
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
            asset or updates a title is not reported — and `#if targetEnvironment(…)` blocks that contain layout (stacks, grids, frames, \
            paddings, spacing) in two branches, or that add layout modifiers to a view for one environment; a \
            single branch that only includes a view is feature availability. `identifierForVendor`, the battery, the device name and a \
            `targetEnvironment(simulator)` block without layout are not layout and are not reported. Use \
            `@Environment(\\.horizontalSizeClass)` instead.
            """,
        severity: .error,
        kind: .syntax,
        triggering: [
            RuleExample("let columns = ↓UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2"),
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

    private static let deviceProperties: Set<String> = ["userInterfaceIdiom", "orientation", "model", "localizedModel"]

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
        guard decidesLayout(statement), firstDeviceCheck(in: statement)?.id == member.id else { return }
        context.report(
            at: member,
            "`UIDevice.current.\(member.declName.baseName.text)` decides layout by device; use `@Environment(\\.horizontalSizeClass)`")
    }

    /// `UIDevice.current.userInterfaceIdiom`, `.orientation`, or a compared `.model`.
    private func isDeviceCheck(_ member: MemberAccessExprSyntax) -> Bool {
        let name = member.declName.baseName.text
        // The name first: printing the base of every member access would cost more than the rule.
        guard Self.deviceProperties.contains(name), member.base?.trimmedDescription == "UIDevice.current" else { return false }
        return name == "userInterfaceIdiom" || name == "orientation" || isCompared(member)
    }

    /// The statement a check sits in: the whole `if`, `switch` or declaration.
    private static func statement(of member: MemberAccessExprSyntax) -> Syntax {
        var current = Syntax(member)
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
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

    /// Whether the statement shows layout: stacks, frames, paddings, or names of views, columns,
    /// modes, styles, insets and sizes. A check that picks an asset or updates a title is not layout.
    private func decidesLayout(_ statement: Syntax) -> Bool {
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
        let isPostfix = ifConfig.parent?.is(PostfixIfConfigExprSyntax.self) ?? false
        let layoutBranches = ifConfig.clauses.filter(containsLayout).count
        guard let first = ifConfig.clauses.first,
              ifConfig.clauses.contains(where: { $0.condition?.trimmedDescription.contains("targetEnvironment(") ?? false }),
              isPostfix ? layoutBranches >= 1 : layoutBranches >= 2
        else { return }
        context.report(at: first.poundKeyword, "`#if targetEnvironment(…)` decides layout at build time; use size classes so the layout follows the window")
    }

    private func containsLayout(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let elements = clause.elements else { return false }
        return elements.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, Self.layoutCalls.contains(name) else { return false }
            return token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
                || token.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true
                || token.parent?.is(LabeledExprSyntax.self) == true
        }
    }
}
