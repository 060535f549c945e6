import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Layout never reads the screen's or the window's size (docs/design-system.md#adaptive-layout).
struct NoScreenBoundsRule: SyntaxRule {
    static let description = RuleDescription(
        id: "no-screen-bounds",
        summary: "The screen's or key window's size used for layout",
        explanation: """
            docs/design-system.md#adaptive-layout: "Views should work in any context. Never assume presentation style or screen size … \
            NEVER use `UIDevice.current`, `UIScreen.main.bounds`, or `#if targetEnvironment` for layout". The \
            screen is not the space a view gets: iPad split view, Stage Manager, slide over, sheets and \
            external displays all give less. This rule reports reading a size from `UIScreen.main.bounds` \
            or `.nativeBounds`, `NSScreen.main?.frame` or `.visibleFrame`, and the frame or bounds of \
            `UIApplication.shared`'s (key) window. `UIScreen.main.scale`, `.brightness` and `.isCaptured` are \
            not sizes and are not reported, nor is `UIWindow(frame: UIScreen.main.bounds)`, how an app \
            delegate creates its window, nor the screen's size as the fallback where the window is not known \
            (`window?.bounds ?? UIScreen.main.bounds`, also behind a property the type uses only that way), nor `NSScreen` read in an `NSWindowController`, \
            `NSWindow` or `NSPanel` (a project subclass too), which places windows on the screen, or in a type that \
            is no view (neither a SwiftUI view nor an `NSView` or `NSViewController`: a window manager's geometry), \
            where the screen is the subject. In a SwiftUI view use `containerRelativeFrame`, \
            `ViewThatFits`, `onGeometryChange` or the size classes instead; in UIKit code, the view's or the \
            window's bounds.
            """,
        severity: .error,
        kind: .syntax,
        triggering: [
            RuleExample("let v = image.frame(width: ↓UIScreen.main.bounds.width)"),
            RuleExample("let h = ↓UIScreen.main.nativeBounds.height"),
            RuleExample("let w = ↓NSScreen.main?.frame.width ?? 800"),
            RuleExample("let w = ↓NSScreen.main!.visibleFrame.size"),
            RuleExample("let w = ↓UIApplication.shared.windows.first?.frame.width"),
            RuleExample("let w = ↓UIApplication.shared.keyWindow?.bounds.size"),
            RuleExample("let size = ↓UIScreen.main.bounds.size"),
            // The property is also used on its own: there it is the screen, not a fallback.
            RuleExample("""
                struct Banner: View {
                    let measuredWidth: CGFloat?
                    private var fallbackWidth: CGFloat { ↓UIScreen.main.bounds.width }
                    var body: some View { Text("A").frame(width: measuredWidth ?? fallbackWidth).padding(fallbackWidth / 10) }
                }
                """),
            // In view code the screen stands for the view's space.
            RuleExample("""
                struct Toasts: View {
                    var body: some View { VStack { Text("Saved") }.frame(maxHeight: ↓NSScreen.main?.visibleFrame.height ?? 600) }
                }
                final class SidebarController: NSViewController {
                    override func viewDidLoad() { view.frame.size.width = ↓NSScreen.main!.frame.width / 4 }
                }
                """),
            RuleExample("""
                final class PlayerController: UIViewController {
                    override func viewDidLoad() { player.frame = ↓UIScreen.main.bounds }
                }
                """),
        ],
        nonTriggering: [
            // A panel is a window: it is placed on the screen.
            RuleExample("""
                final class HUDPanel: NSPanel {
                    init() {
                        super.init(contentRect: NSScreen.main?.frame ?? .zero, styleMask: [.borderless], backing: .buffered, defer: false)
                    }
                }
                """),
            // A window manager's geometry: the screen is what it tiles.
            RuleExample("""
                struct TileLayout {
                    func halves() -> [CGRect] {
                        let screen = NSScreen.main!.visibleFrame
                        return [screen.divided(atDistance: screen.width / 2, from: .minXEdge).slice]
                    }
                }
                """),
            RuleExample("let scale = UIScreen.main.scale"),
            RuleExample("UIScreen.main.brightness = 1"),
            RuleExample("let recording = UIScreen.main.isCaptured"),
            RuleExample("let w = view.bounds.width"),
            RuleExample("let f = window.frame"),
            RuleExample("let window = UIWindow(frame: UIScreen.main.bounds)"),
            RuleExample("let size = windowScene?.keyWindow?.bounds.size ?? UIScreen.main.bounds.size"),
            RuleExample("let width = (window?.bounds ?? UIScreen.main.bounds).width"),
            // The fallback behind a property the view uses only as a fallback.
            RuleExample("""
                struct Banner: View {
                    let measuredWidth: CGFloat?
                    private var fallbackWidth: CGFloat { UIScreen.main.bounds.width }
                    var body: some View { Text("A").frame(width: measuredWidth ?? fallbackWidth) }
                }
                """),
            RuleExample("""
                final class Layout {
                    var containerSize: CGSize?
                    private let screenSize = UIScreen.main.bounds.size
                    func size() -> CGSize { containerSize ?? self.screenSize }
                }
                """),
            RuleExample("let v = image.containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }"),
            RuleExample("""
                class AppWindowController: NSWindowController {}
                final class MainWindowController: AppWindowController {
                    static var defaultRect: NSRect { NSScreen.main?.visibleFrame.insetBy(dx: 50, dy: 120) ?? .zero }
                }
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.memberAccessExpr]
    private static let screenSizes: [String: Set<String>] = [
        "UIScreen.main": ["bounds", "nativeBounds"],
        "NSScreen.main": ["frame", "visibleFrame"],
    ]

    private static let windowClasses: Set<String> = [
        "NSWindowController", "NSWindow", "NSPanel", "AppKit.NSWindowController", "AppKit.NSWindow", "AppKit.NSPanel",
    ]
    private static let appKitViewClasses: Set<String> = ["NSView", "NSViewController", "AppKit.NSView", "AppKit.NSViewController"]

    private static let sizeProperties = TokenNames(["bounds", "nativeBounds", "frame", "visibleFrame"])

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let member = node.cast(MemberAccessExprSyntax.self)
        // The name first: printing the base of every member access would cost more than the rule.
        // A modifier's base is the view it modifies (`Text(…).frame`): never a screen.
        guard Self.sizeProperties.contains(member.declName.baseName), let base = member.base?.unwrappingOptionals,
              !base.is(FunctionCallExprSyntax.self) || member.parent?.is(FunctionCallExprSyntax.self) != true
        else { return }
        let name = member.declName.baseName.text
        let baseText = base.trimmedText
        let isScreen = Self.screenSizes[baseText]?.contains(name) ?? false
        let isWindow = ["frame", "bounds"].contains(name) && baseText.contains("UIApplication.shared.")
            && (baseText.contains("window") || baseText.contains("Window"))
        guard isScreen || isWindow, !isWindowCreation(member), !isFallback(member, facts: context.facts),
              !(baseText == "NSScreen.main" && placesWindows(member, facts: context.facts))
              && !(baseText == "NSScreen.main" && isOutsideViewCode(member, facts: context.facts))
        else { return }
        let inView = context.facts.enclosingTypeName(of: member).map(context.facts.isView) ?? false
        let instead = inView
            ? "use `containerRelativeFrame`, `ViewThatFits` or size classes"
            : "use the bounds of the view or its window"
        context.report(
            at: member,
            "`\(member.trimmedText)` is the \(isScreen ? "screen's" : "window's") size, not the space this view gets; \(instead)")
    }

    /// `window?.bounds ?? UIScreen.main.bounds`: the screen stands in where the window is unknown;
    /// also behind a property whose whole value it is (`var fallbackWidth: CGFloat {
    /// UIScreen.main.bounds.width }`) when the type uses that property only as such a fallback.
    private func isFallback(_ member: MemberAccessExprSyntax, facts: ProjectFacts) -> Bool {
        var operand = ExprSyntax(member)
        while let parent = operand.parent?.as(MemberAccessExprSyntax.self) { operand = ExprSyntax(parent) }
        if operand.isNilCoalescingFallback { return true }
        guard let property = Self.property(holding: operand), let type = facts.enclosingTypeName(of: member),
              let declarations = facts.types[type]
        else { return false }
        let uses = declarations.flatMap { declaration in
            declaration.node.tokens(viewMode: .sourceAccurate).compactMap { token -> ExprSyntax? in
                guard token.text == property, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? ExprSyntax(member) : nil
                }
                return ExprSyntax(reference)
            }
        }
        return !uses.isEmpty && uses.allSatisfy(\.isNilCoalescingFallback)
    }

    /// The property whose whole value `expression` is: its initializer, or its getter's one expression.
    private static func property(holding expression: ExprSyntax) -> String? {
        var binding = expression.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)
        if binding == nil, let item = expression.parent?.as(CodeBlockItemSyntax.self), item.parent?.as(CodeBlockItemListSyntax.self)?.count == 1 {
            binding = item.parent?.parent?.as(AccessorBlockSyntax.self)?.parent?.as(PatternBindingSyntax.self)
        }
        return binding?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// In an `NSWindowController`, `NSWindow` or `NSPanel` (an `NSWindow` too; a project subclass
    /// of any): the screen is the space its windows are placed in.
    private func placesWindows(_ member: MemberAccessExprSyntax, facts: ProjectFacts) -> Bool {
        guard let type = facts.enclosingTypeName(of: member) else { return false }
        return facts.inherits(type, fromAnyOf: Self.windowClasses)
    }

    /// In a type that is no view (neither a SwiftUI view nor an `NSView` or `NSViewController`): a
    /// window manager's geometry or a window coordinator, where the screen is the subject, not the
    /// space some view gets.
    private func isOutsideViewCode(_ member: MemberAccessExprSyntax, facts: ProjectFacts) -> Bool {
        guard let type = facts.enclosingTypeName(of: member) else { return false }
        return !facts.isView(type) && !facts.inherits(type, fromAnyOf: Self.appKitViewClasses)
    }

    /// `UIWindow(frame: UIScreen.main.bounds)`: how an app delegate makes its window, not layout.
    private func isWindowCreation(_ member: MemberAccessExprSyntax) -> Bool {
        guard let argument = member.parent?.as(LabeledExprSyntax.self), argument.label?.text == "frame",
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return CallShape(call)?.initializerName == "UIWindow"
    }
}
