import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Every tab shows an SF Symbol (docs/design-system.md#sf-symbols: "required for every … tab").
struct TabItemSymbolRule: SyntaxRule {
    static let description = RuleDescription(
        id: "tab-item-symbol",
        summary: "A tab (.tabItem, Tab) with no SF Symbol",
        explanation: """
            docs/design-system.md#sf-symbols: "SF Symbols only for all icons — required for every list row, button, empty state, and \
            tab." This rule reports a `.tabItem { … }` whose label names no SF Symbol (no \
            `Image(systemName:)`, no `Label(_, systemImage:)`) and shows an asset image (`Image("tab-home")`, \
            `Label(_, image:)`) or only text; and an iOS 18 `Tab` with a title and no `systemImage:` (or \
            with `image:`). A label built by a project view or helper is not judged — its symbol may be \
            inside — and neither is a `Tab` with a `role:` (the system supplies its symbol) or a project type \
            of its own named `Tab`. Tabs of a page-style `TabView` (`.tabViewStyle(.page)`, and every `TabView` \
            on watchOS) have no tab bar, so their labels are never shown and are not judged. A tab written outside \
            any `TabView` (in a helper function or property, or a view's `body`) belongs to the `TabView`s where \
            that helper or view is used, and is not judged when they are all page-style. A project whose only \
            platform is tvOS (tab bars of titles) is not checked.
            """,
        severity: .error,
        kind: .syntax,
        platforms: .on([.iOS, .iPadOS, .macOS, .visionOS]),
        triggering: [
            RuleExample("""
                struct Root: View {
                    var body: some View {
                        TabView {
                            Home().↓tabItem { Text("Home") }
                            Settings().↓tabItem { Label("Settings", image: "gear-asset") }
                            Profile().↓tabItem {
                                Image("tab-profile").renderingMode(.template)
                                Text("Profile")
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Root: View {
                    var body: some View {
                        TabView {
                            ↓Tab("Home", value: 0) { Home() }
                            ↓Tab("Map", image: "map-asset", value: 1) { MapScreen() }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Root: View {
                    var body: some View {
                        TabView { ForEach(sections) { section in page(section) } }
                    }
                    func page(_ section: Section) -> some View {
                        SectionView(section: section).↓tabItem { Text(section.title) }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct Stories: View {
                    var body: some View {
                        TabView(selection: $style) {
                            ForEach(styles) { style in page(style) }
                            Welcome()
                        }
                        .tabViewStyle(.page)
                    }
                    func page(_ style: Style) -> some View {
                        Preview(style: style).tabItem { Text(style.name) }
                    }
                }
                struct Welcome: View {
                    var body: some View { Text("Hi").tabItem { Image("step-1") } }
                }
                """),
            RuleExample("""
                struct Onboarding: View {
                    var body: some View {
                        TabView {
                            Welcome().tabItem { Text("Welcome") }
                            Permissions().tabItem { Image("step-2") }
                        }
                        .tabViewStyle(.page)
                    }
                }
                """),
            RuleExample("""
                struct Root: View {
                    var body: some View {
                        TabView {
                            Home().tabItem { Label("Home", systemImage: "house") }
                            Settings().tabItem {
                                Image(systemName: selected ? "gear.circle.fill" : "gear")
                                Text("Settings")
                            }
                            Profile().tabItem { tab.label }
                            Feed().tabItem { TabLabel(tab: .feed) }
                            Tab("Home", systemImage: "house", value: 0) { Home() }
                            Tab(value: 1, role: .search) { Search() }
                        }
                    }
                }
                """),
            RuleExample("""
                enum Tab: Int { case home, settings }
                let first = Tab(rawValue: 0)
                let labelled = Tab("Home") { Text("A") }
                """),
            RuleExample("""
                let root = TabView { Home().tabItem { Text("Home") } }
                """, configuration: "platforms: [tvOS]"),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        switch context.shape(of: call) {
        case .modifier("tabItem", _)?:
            guard let closure = call.trailingClosure, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  TabLabel(closure).lacksSymbol
            else { return }
            var followed: Set<String> = []
            guard !Self.isPageOfPageStyleTabView(call, in: context, followed: &followed) else { return }
            context.report(at: member.declName, "this tab has no SF Symbol; use Label(\"…\", systemImage: \"…\") or Image(systemName:)")
        case .initializer("Tab")?:
            guard call.trailingClosure != nil, !declaresOwnTab(context), Self.tabLacksSymbol(call) else { return }
            context.report(at: call, "this Tab has no SF Symbol; add systemImage:")
        default:
            return
        }
    }

    /// A `TabView` styled `.page` (or `.verticalPage`) shows pages, not a tab bar.
    static func isInPageStyleTabView(_ node: some SyntaxProtocol) -> Bool {
        enclosingTabView(of: node).map(isPageStyle) ?? false
    }

    /// Whether the tab `node` belongs to is a page of a page-style `TabView`: the `TabView`
    /// around it, or, for a tab a helper or a view's `body` builds outside any `TabView`
    /// (`func page(_ style:) -> some View { … .tabItem { … } }`), the `TabView`s around every use
    /// of that helper or view. A tab whose `TabView` cannot be found is taken for a tab bar's.
    private static func isPageOfPageStyleTabView(_ node: some SyntaxProtocol, in context: LintContext, followed: inout Set<String>) -> Bool {
        if let tabView = enclosingTabView(of: node) { return isPageStyle(tabView) }
        guard let uses = ViewUsages.of(node, in: context, followed: &followed), !uses.isEmpty else { return false }
        return uses.allSatisfy { isPageOfPageStyleTabView($0, in: context, followed: &followed) }
    }

    private static func enclosingTabView(of node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        ClosureHolder.holders(of: node).first { CallShape($0.call)?.initializerName == "TabView" }?.call
    }

    private static func isPageStyle(_ tabView: FunctionCallExprSyntax) -> Bool {
        var outer = Syntax(tabView)
        while let call = outer.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
              case .modifier(let name, _)? = CallShape(call) {
            if name == "tabViewStyle", call.arguments.first?.expression.trimmedText.lowercased().contains("page") == true { return true }
            outer = Syntax(call)
        }
        return false
    }

    private static func tabLacksSymbol(_ call: FunctionCallExprSyntax) -> Bool {
        if SymbolNames.namesSymbol(call) || call.argument("role") != nil { return false }
        if call.argument("image") != nil { return true }
        if let label = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) {
            return TabLabel(label.closure).lacksSymbol
        }
        return call.arguments.first?.label == nil
    }

    private func declaresOwnTab(_ context: LintContext) -> Bool {
        context.facts.types["Tab"]?.contains { !$0.isExtension } ?? false
    }
}

/// What a tab's label closure shows, as far as the source proves it.
private struct TabLabel {
    private var namesSymbol = false
    private var showsAsset = false
    private var isTextOnly = false

    init(_ closure: ClosureExprSyntax) {
        for call in closure.statements.flatMap(\.descendantCalls) {
            namesSymbol = namesSymbol || SymbolNames.namesSymbol(call)
            showsAsset = showsAsset || Self.isAssetImage(call)
        }
        if closure.statements.count == 1, let only = closure.statements.first?.item.as(FunctionCallExprSyntax.self) {
            isTextOnly = CallShape(only.chainRoot)?.initializerName == "Text"
        }
    }

    var lacksSymbol: Bool { !namesSymbol && (showsAsset || isTextOnly) }

    /// `Image("name")`, `Image(uiImage:)`, `Image(decorative:)`, `Label(_, image:)`.
    private static func isAssetImage(_ call: FunctionCallExprSyntax) -> Bool {
        switch CallShape(call)?.initializerName {
        case "Image":
            guard let first = call.arguments.first else { return false }
            return first.label == nil || ["uiImage", "nsImage", "decorative"].contains(first.label?.text ?? "")
        case "Label":
            return call.argument("image") != nil
        default:
            return false
        }
    }
}
