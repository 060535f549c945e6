import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Asset images used as icons where an SF Symbol belongs (docs/design-system.md#sf-symbols).
struct SFSymbolsRule: SyntaxRule {
    static let description = RuleDescription(
        id: "sf-symbols",
        summary: "An asset image used as an icon in a button, label, tab or empty state",
        explanation: """
            docs/design-system.md#sf-symbols: "SF Symbols only for all icons — required for every list row, button, empty state, and \
            tab … No custom icon assets unless the app concept specifically requires them." This rule reports \
            `Image("name")` and `UIImage(named:)` with a literal name, or the resource Xcode generates for an asset \
            (`Image(.name)`, `ImageResource.name`), inside the label of a `Button`, `Link`, \
            `NavigationLink`, `Menu`, `Toggle`, `Label`, `.tabItem`, `Tab` or `ContentUnavailableView`, and \
            `Label(_, image:)` with either. Artwork is not an icon: an image made resizable and framed larger than 60pt, \
            filling its frame, or clipped to a shape (`.clipShape(…)`: an app's own icon, an avatar) is left alone, and so are images elsewhere (list rows show thumbnails as \
            often as icons). A custom symbol of the asset catalogs (a `.symbolset`) is drawn as an SF Symbol \
            is and is left alone too. `allow` lists asset names that are artwork or brand marks. A tab's \
            label is `tab-item-symbol`'s to judge while that rule is on (one problem, one finding), and the \
            tabs of a page-style `TabView` show no tab bar.
            """,
        severity: .warning,
        kind: .syntax,
        options: [OptionSpec("allow", .stringList, default: "[]", "asset names that may be used as icons (logos, artwork)")],
        triggering: [
            RuleExample("""
                struct Toolbar: View {
                    var body: some View {
                        Button(action: share) { ↓Image("share-icon") }
                        Button { save() } label: { HStack { ↓Image("save").renderingMode(.template); Text("Save") } }
                        Label("Settings", image: ↓"gear-asset")
                        Menu { Text("A") } label: { if compact { ↓Image("more") } else { Text("More") } }
                        ContentUnavailableView { Label { Text("None") } icon: { ↓Image("empty") } }
                        // Framed like an icon and not clipped: a glyph.
                        Label { Text("Boost") } icon: { ↓Image("bolt").resizable().frame(width: 20, height: 20) }
                    }
                }
                """),
            // The resources Xcode generates for an asset catalog's images name assets too.
            RuleExample("""
                struct Row: View {
                    var body: some View {
                        Button(action: star) { ↓Image(.starSmall) }
                        Link(destination: site) { HStack { ↓Image(ImageResource.globe); Text("Site") } }
                        Label("Download", image: ↓.downloadSmall)
                    }
                }
                """),
            // With `tab-item-symbol` off, a tab bar's asset icon is this rule's finding.
            RuleExample("""
                struct Root: View {
                    var body: some View { TabView { Home().tabItem { ↓Image("home-asset"); Text("Home") } } }
                }
                """, configuration: "rules: { tab-item-symbol: off }"),
        ],
        nonTriggering: [
            RuleExample("""
                struct Gallery: View {
                    var body: some View {
                        Button(action: open) { Image("hero").resizable().frame(width: 320, height: 180) }
                        NavigationLink(value: item) { Image("cover").resizable().scaledToFill() }
                        Button("Share", systemImage: "square.and.arrow.up", action: share)
                        List(items) { item in HStack { Image(item.thumbnail); Text(item.name) } }
                        Button(action: open) { Image(.cover).resizable().frame(width: 120, height: 160) }
                        Button(action: open) { Image(decorative: cgImage, scale: 2) }
                        Image("background")
                        // The app's own icon and a person's picture, clipped to their shapes.
                        Label { Text("Plumb") } icon: { Image("AppIcon").resizable().frame(width: 30, height: 30).clipShape(RoundedRectangle(cornerRadius: 6)) }
                        Button(action: profile) { Image("avatar").resizable().frame(width: 28, height: 28).clipShape(Circle()) }
                        // The placeholder of a logo loaded at run time.
                        Button(action: open) { Image(uiImage: tracker.icon ?? UIImage(named: "placeholder")!).resizable().frame(width: 44, height: 44) }
                    }
                }
                """),
            // A tab's asset icon is `tab-item-symbol`'s finding while that rule is on (one problem,
            // one finding), and the tabs of a page-style TabView have no tab bar at all.
            RuleExample("""
                struct Root: View {
                    var body: some View {
                        TabView {
                            Home().tabItem { Label("Home", image: "home-asset") }
                            Feed().tabItem { Image("feed-asset"); Text("Feed") }
                        }
                        TabView {
                            Welcome().tabItem { Image("step-1") }
                        }
                        .tabViewStyle(.page)
                    }
                }
                """, configuration: "rules: { tab-item-symbol: error }"),
            RuleExample("""
                struct Onboarding: View {
                    var body: some View {
                        TabView { Welcome().tabItem { Image("step-1") } }.tabViewStyle(.page)
                    }
                }
                """, configuration: "rules: { tab-item-symbol: off }"),
            RuleExample("""
                struct Login: View {
                    var body: some View { Button(action: signIn) { Image("apple-logo") } }
                }
                """, configuration: "rules: { sf-symbols: { allow: [apple-logo] } }"),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    /// Views whose closures build a label, icon or empty state.
    private static let iconHosts: Set<String> = [
        "Button", "Link", "NavigationLink", "Menu", "Toggle", "Label", "tabItem", "Tab", "ContentUnavailableView", "ShareLink",
    ]
    /// Containers a label's content may sit in on its way up to the host.
    private static let layoutContainers: Set<String> = ["HStack", "VStack", "ZStack", "Group"]

    /// Tab labels: `tab-item-symbol` reports an asset image there, so one problem is one finding.
    private static let tabHosts: Set<String> = ["tabItem", "Tab"]

    private let allowed: Set<String>
    private let tabsJudgedByTabRule: Bool

    init(setting: RuleSetting, configuration: Configuration) {
        allowed = Set(setting.strings("allow") ?? [])
        tabsJudgedByTabRule = RuleRegistry.isEnabled(TabItemSymbolRule.description, in: configuration)
    }

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        switch context.shape(of: call)?.initializerName {
        case "Image", "UIImage":
            guard let first = call.arguments.first, first.label == nil || ["named", "resource"].contains(first.label?.text),
                  let asset = AssetReference(first.expression), !allowed.contains(asset.name), !Self.isCustomSymbol(asset, context),
                  isInIconHost(call), !isArtwork(call, context), !Self.isPlaceholder(call)
            else { return }
            context.report(at: call, "asset image \(Self.written(first.expression)) used as an icon; use an SF Symbol (Image(systemName:))")
        case "Label":
            guard let image = call.argument("image")?.expression, let asset = AssetReference(image),
                  !allowed.contains(asset.name), !Self.isCustomSymbol(asset, context), !isTabLabel(call)
            else { return }
            context.report(at: image, "asset image \(Self.written(image)) as a label's icon; use Label(_, systemImage:)")
        default:
            return
        }
    }

    /// The asset's name as the message quotes it: `"share"` for a literal, `` `.share` `` as written otherwise.
    private static func written(_ expression: ExprSyntax) -> String {
        expression.as(StringLiteralExprSyntax.self).map { "\"\($0.representedLiteralValue ?? "")\"" } ?? "`\(expression.trimmedText)`"
    }

    /// Whether the image sits in a closure of an icon host, through layout containers only.
    private func isInIconHost(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        while let parent = current.parent {
            if parent.is(MemberBlockSyntax.self) || parent.is(AccessorBlockSyntax.self) { return false }
            if parent.is(CodeBlockSyntax.self), parent.parent?.is(IfExprSyntax.self) != true { return false }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let owner = Self.owner(of: closure), let name = ValuePosition.calleeName(owner) else { return false }
                if Self.tabHosts.contains(name) {
                    // A page-style TabView shows no tab bar, so its tab labels are never drawn.
                    return !tabsJudgedByTabRule && !TabItemSymbolRule.isInPageStyleTabView(owner)
                }
                if Self.iconHosts.contains(name) { return true }
                guard Self.layoutContainers.contains(name) else { return false }
                current = Syntax(owner)
                continue
            }
            current = parent
        }
        return false
    }

    /// A `Label` that is a tab's label, which `tab-item-symbol` judges (or, in a page-style
    /// `TabView`, nobody sees).
    private func isTabLabel(_ call: FunctionCallExprSyntax) -> Bool {
        guard let host = ClosureHolder.holders(of: call).first?.call,
              let name = ValuePosition.calleeName(host), Self.tabHosts.contains(name)
        else { return false }
        return tabsJudgedByTabRule || TabItemSymbolRule.isInPageStyleTabView(host)
    }

    /// The call a closure is given to, as a trailing closure or an argument.
    private static func owner(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        var current = closure.parent
        while let node = current, !node.is(FunctionCallExprSyntax.self) {
            guard node.is(LabeledExprSyntax.self) || node.is(LabeledExprListSyntax.self)
                || node.is(MultipleTrailingClosureElementSyntax.self) || node.is(MultipleTrailingClosureElementListSyntax.self)
            else { return nil }
            current = node.parent
        }
        return current?.as(FunctionCallExprSyntax.self)
    }

    /// The placeholder of a picture loaded at run time (`tracker.icon ?? UIImage(named: "Cover")!`):
    /// its place shows a bitmap, which no SF Symbol replaces.
    private static func isPlaceholder(_ call: FunctionCallExprSyntax) -> Bool {
        let operand = call.parent?.as(ForceUnwrapExprSyntax.self).map(ExprSyntax.init) ?? ExprSyntax(call)
        return operand.isNilCoalescingFallback
    }

    /// A custom symbol of the asset catalogs (`.symbolset`): drawn and sized as an SF Symbol is.
    private static func isCustomSymbol(_ asset: AssetReference, _ context: LintContext) -> Bool {
        asset.image(in: context.facts.model.assets) == .symbol
    }

    /// A picture rather than an icon: resizable and framed larger than an icon, filling, or
    /// clipped to a shape (an app icon's rounded square, an avatar's circle), which only a
    /// picture needs.
    private func isArtwork(_ call: FunctionCallExprSyntax, _ context: LintContext) -> Bool {
        let modifiers = call.appliedModifiers
        let names = modifiers.compactMap { CallShape($0)?.modifierName }
        if names.contains("scaledToFill") || names.contains("clipShape") { return true }
        let fills = modifiers.contains { modifier in
            CallShape(modifier)?.modifierName == "aspectRatio" && modifier.argument("contentMode")?.expression.trimmedText == ".fill"
        }
        if fills { return true }
        guard names.contains("resizable") else { return false }
        return (ModifierChain.largestFrameSide(modifiers, resolver: context.resolver) ?? 0) > 60
    }
}
