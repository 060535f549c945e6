import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Containers and text take the width they are given, not a hard-coded one (docs/design-system.md#adaptive-layout).
struct FixedWidthRule: SyntaxRule {
    static let description = RuleDescription(
        id: "fixed-width",
        summary: "A hard-coded `.frame(width:)` of 100pt or more on a container, text or list",
        explanation: """
            docs/design-system.md#adaptive-layout: "NEVER hardcode frame widths" and "Avoid - magic numbers that don't adapt". A fixed width \
            on a stack, text, list or form overflows a narrow split view and wastes an iPad's width; a \
            thumbnail, an icon or a shape of fixed size is fine (a stack of shapes only is one drawing). This rule reports a `.frame(width:)` that resolves to \
            100pt or more on a `VStack`, `HStack`, `ZStack`, lazy stack, `Grid`, `ScrollView`, `List`, `Form`, \
            `Text`, `TextField`, `TextEditor` or `Label`. `maxWidth` caps (`.frame(maxWidth: 700)`) are how \
            readable widths are made and are fine; so are widths Plumb cannot resolve, stacks with a fixed \
            width and height (tiles, cards in a carousel) and code only built for macOS, tvOS or watchOS. A \
            width is deliberate, and not reported, where it is named for a picture (`Const.imageWidth`), and \
            where it is the wide branch of an `if` on the size class or a width (`if proxy.isCompact`), where the \
            view is a card in a horizontal `ScrollView`, a popover's content, a context menu's preview (both \
            float over the screen at their own size), a `Window` scene's content (a Mac or visionOS window, \
            whose size its content sets) or content rendered with `ImageRenderer` — directly, or wherever \
            its helper or view type is used —, and where the view then applies `.fixedSize()` (a floating card \
            that takes its own width whatever it is offered, where `maxWidth:` would change nothing).
            """,
        severity: .warning,
        kind: .syntax,
        platforms: .on([.iOS, .iPadOS, .visionOS]),
        triggering: [
            RuleExample("let v = VStack { content }.frame(width: ↓320)"),
            RuleExample("let v = Text(\"Welcome\").font(.title).frame(width: ↓250, height: 40)"),
            RuleExample("let v = List { rows }.frame(width: isWide ? ↓400 : ↓300)"),
            // Fixed only vertically: the width still does not adapt.
            RuleExample("let v = VStack { content }.frame(width: ↓240).fixedSize(horizontal: false, vertical: true)"),
        ],
        nonTriggering: [
            // A floating card that takes its own width whatever it is offered.
            RuleExample("let toast = ZStack { RoundedRectangle(cornerRadius: 12); Text(message) }.frame(width: 195).fixedSize()"),
            RuleExample("""
                let card = VStack(alignment: .leading) { Text(title); Text(detail) }
                    .frame(width: 240)
                    .padding()
                    .fixedSize(horizontal: true, vertical: false)
                """),
            RuleExample("let v = Text(\"Welcome\").frame(maxWidth: 700)"),
            RuleExample("let v = Image(\"thumb\").resizable().frame(width: 120, height: 120)"),
            RuleExample("let v = VStack { content }.frame(width: 80)"),
            // Shapes layered into one drawing, sized like a shape.
            RuleExample("let v = ZStack { Circle().fill(.red.opacity(0.25)); Circle().strokeBorder(.red, lineWidth: 2) }.frame(width: 100)"),
            RuleExample("let v = VStack { content }.frame(width: columnWidth)"),
            RuleExample("let v = Circle().frame(width: 200, height: 200)"),
            RuleExample("let v = VStack { title; score }.frame(width: 180, height: 220)"),
            // Deliberate widths: matched to an image, a carousel's card, a popover, a rendered image.
            RuleExample("let v = HStack { share; copy }.frame(width: Const.imageWidth)"),
            RuleExample("""
                let editor = WidthThresholdReader { proxy in
                    if proxy.isCompact { Form { content } } else { HStack { viewer; Form { content }.frame(width: 350) } }
                }
                """),
            RuleExample("""
                struct Cast: View {
                    let people: [Person]
                    var body: some View {
                        ScrollView(.horizontal) { LazyHStack { ForEach(people) { PersonCard(person: $0) } } }
                    }
                }
                struct PersonCard: View {
                    let person: Person
                    var body: some View { VStack { Text(person.name); Text(person.role) }.frame(width: 100) }
                }
                """),
            RuleExample("""
                struct Avatar: View {
                    @State private var showing = false
                    var body: some View {
                        Button("Profile") { showing = true }
                            .popover(isPresented: $showing) { VStack { Text("Name"); Text("Bio") }.frame(width: 500) }
                    }
                }
                """),
            RuleExample("""
                struct Help: View {
                    var body: some View { ScrollView { Text("Questions") }.frame(width: 600, height: 800) }
                }
                struct HelpScene: Scene {
                    var body: some Scene { Window("Help", id: "help") { Help() }.windowResizability(.contentSize) }
                }
                """),
            RuleExample("""
                struct Row: View {
                    var body: some View {
                        Text("Session").contextMenu { Button("Delete") {} } preview: { SessionPreview() }
                    }
                }
                struct SessionPreview: View {
                    var body: some View { VStack { Text("Started"); Text("Duration") }.frame(width: 300) }
                }
                """),
            RuleExample("""
                func snapshot() -> UIImage? {
                    let card = ZStack { Rectangle().fill(.gray); poster }.frame(width: 400)
                    return ImageRenderer(content: card).uiImage
                }
                """),
            RuleExample("""
                #if os(macOS)
                let v = VStack { details }.frame(width: 275)
                #endif
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let threshold = 100.0
    private static let flexibleViews: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid", "LazyVGrid", "LazyHGrid", "ScrollView",
        "List", "Form", "Text", "TextField", "SecureField", "TextEditor", "Label",
    ]

    /// Words in a width's name that tie it to a picture's size (`Const.imageWidth`).
    private static let artworkWords = ["image", "thumbnail", "poster", "artwork", "avatar", "cover", "qr", "icon"]
    /// Where a fixed width is the design: a card in a horizontal carousel, a popover's content,
    /// a `Window` scene's content (macOS and visionOS only), a view rendered to an image (and a
    /// context menu's `preview:`, `isDeliberatelySized`).
    private static let sizedContainers: Set<String> = ["popover", "Window", "ImageRenderer"]

    init(setting: RuleSetting, configuration: Configuration) {}

    /// A width named for a picture (`imageWidth`, `posterWidth`): the view matches an image's size.
    private static func isSizedToArtwork(_ width: ExprSyntax) -> Bool {
        guard let name = width.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? width.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return false }
        let lowered = name.lowercased()
        return artworkWords.contains { lowered.contains($0) }
    }

    /// Whether the view sits where a fixed width is the design — in a horizontal carousel, a
    /// popover, a context menu's preview or an `ImageRenderer` (also a local handed to one) —
    /// directly, or wherever its helper or view type is used (from the view graph).
    private func isDeliberatelySized(_ node: Syntax, in context: LintContext) -> Bool {
        var followed = Set<String>()
        return isDeliberatelySized(node, in: context, followed: &followed)
    }

    private func isDeliberatelySized(_ node: Syntax, in context: LintContext, followed: inout Set<String>) -> Bool {
        if Self.isInSizeBranch(node) { return true }
        for holder in ClosureHolder.holders(of: node) {
            guard let name = ValuePosition.calleeName(holder.call) else { continue }
            if Self.sizedContainers.contains(name) || (name == "contextMenu" && holder.label == "preview") { return true }
            if name == "ScrollView", holder.call.arguments.first?.expression.trimmedText == ".horizontal" { return true }
        }
        if Self.isRenderedLocal(node, references: context.references) { return true }
        guard let usages = ViewUsages.of(node, in: context, followed: &followed), !usages.isEmpty else { return false }
        return usages.allSatisfy { isDeliberatelySized($0, in: context, followed: &followed) }
    }

    /// Words of a condition that chooses by the space available: a width reader's `isCompact`,
    /// the size class.
    private static let sizeWords = ["compact", "regular", "sizeclass", "width"]

    /// Inside a branch chosen by the space available (`if proxy.isCompact { … } else { … }`,
    /// `if sizeClass == .regular`): the layout already adapts, the width is the wide layout's.
    private static func isInSizeBranch(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let ifExpression = parent.as(IfExprSyntax.self), current.id != Syntax(ifExpression.conditions).id {
                let condition = ifExpression.conditions.trimmedText.lowercased()
                if sizeWords.contains(where: condition.contains) { return true }
            }
            current = parent
        }
        return false
    }

    /// `let image = VStack { … }.frame(width: 400)` later given to `ImageRenderer(content: image)`.
    private static func isRenderedLocal(_ node: Syntax, references: [String: [Syntax]]) -> Bool {
        var current = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self) { current = parent }
        guard let binding = current.as(VariableDeclSyntax.self)?.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let block = current.parent?.parent?.as(CodeBlockItemListSyntax.self)
        else { return false }
        return (references[name] ?? []).contains { reference in
            block.range.contains(reference.position)
                && reference.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
                    .flatMap { CallShape($0)?.initializerName } == "ImageRenderer"
        }
    }

    /// A stack of shapes only (`ZStack { Circle().fill(…); Circle().strokeBorder(…) }`) is a
    /// drawing, sized as the shapes it layers are.
    private static func layersShapesOnly(_ stack: FunctionCallExprSyntax) -> Bool {
        guard let items = stack.trailingClosure?.statements, !items.isEmpty else { return false }
        return items.allSatisfy { item in
            item.item.as(FunctionCallExprSyntax.self).flatMap { CallShape($0.chainRoot)?.initializerName }
                .map(SwiftUIViews.shapes.contains) ?? false
        }
    }

    /// `.frame(width: 195).fixedSize()`: the view takes its own width whatever it is offered (a
    /// floating card, a toast), where `maxWidth:` would change nothing.
    private static func takesOwnWidth(_ frame: FunctionCallExprSyntax) -> Bool {
        var current = ExprSyntax(frame)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), let call = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "fixedSize" {
                let horizontal = call.argument("horizontal")?.expression.as(BooleanLiteralExprSyntax.self)?.literal.text
                return call.arguments.isEmpty || horizontal == "true"
            }
            current = ExprSyntax(call)
        }
        return false
    }

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard case .modifier("frame", let base)? = context.shape(of: call), let width = call.argument("width")?.expression,
              let root = base.as(FunctionCallExprSyntax.self)?.chainRoot,
              let view = CallShape(root)?.initializerName, Self.flexibleViews.contains(view),
              // A stack with a fixed width and height is a tile (a card in a carousel), not a column of content.
              !(SwiftUIViews.stacks.contains(view) && call.argument("height") != nil), !Self.isSizedToArtwork(width),
              !Self.layersShapesOnly(root), !Self.takesOwnWidth(call)
        else { return }
        let wide = width.valueBranches.compactMap { branch -> (ExprSyntax, Double)? in
            guard let value = context.resolver.resolve(branch)?.value, value >= Self.threshold else { return nil }
            return (branch, value)
        }
        // Following the view's uses reads the file's tokens: only for a width worth reporting.
        guard !wide.isEmpty, !isDeliberatelySized(Syntax(call), in: context) else { return }
        for (branch, value) in wide {
            context.report(
                at: branch,
                "\(view) is fixed at \(NumberText.literal(value))pt wide and will not adapt; use `maxWidth:` or `containerRelativeFrame`")
        }
    }
}
