import PlumbCore
import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// Turns view expressions into view nodes, collecting what it cannot model. It reads in a
/// project: names are read through `ValueReader` in the current `ReadingScope`, custom views are
/// followed into their bodies (see `CustomViews.swift`), and branches are decided by the host.
final class TreeBuilder {
    let facts: ProjectFacts
    let values: ValueReader
    let options: ReadingOptions
    /// Where names are read now: the custom view being read and its arguments.
    var scope = ReadingScope.root
    private(set) var issues: [ReaderIssue] = []
    /// The choices made where the source leaves the view open (a run-time `if`, data rows).
    private(set) var assumptions: [ReaderIssue] = []
    /// Navigation titles met while reading a NavigationStack's content: whether one was set,
    /// and whether it is displayed inline.
    var navigationTitle: (isSet: Bool, isInline: Bool) = (false, false)
    /// Whether a view of the NavigationStack's content being read hides its bar (`NavigationBarVisibility`).
    var navigationBarHidden = false
    /// What the reading has asked of its host (see `HostQuestions`). Every question about the
    /// host goes through `hostPlatform`, `hostSizeClasses`, `hostIdiom` and the like, never `options.host`.
    private(set) var hostQuestions: HostQuestions = []
    /// Whether the views read may be a control's label measured without its control
    /// (`ViewMeasurer`), around which a control style the reader does not know draws unseen.
    var readsLabelsAlone = false
    /// How many of the app's own modifiers are being read, one inside another.
    var modifierDepth = 0
    /// The bodies of the `@ViewBuilder` helpers being read, one inside another.
    var helpersBeingRead: Set<SyntaxIdentifier> = []
    /// The SwiftUI view whose project initializer is being read, whose `self.init(…)` makes that
    /// view (`ExtensionInitializers`).
    var initializedView: String?
    /// The environment values that ancestors of the views being read set, by key (`AppEnvironment`).
    var environment: [String: ReadingScope.Bound] = [:]
    /// The environment keys the project's code sets anywhere (`EnvironmentKeyWrites`); nil when
    /// not known, and then no key's declared default is taken.
    var environmentKeyWrites: EnvironmentKeyWrites?
    /// The strings each stored property is only ever set to and the values stored properties
    /// keep, held by the value reader for every reading of the screen reader
    /// (`WrittenAssignmentMemo`); nil when each reading finds them again.
    var writtenAssignments: WrittenAssignmentMemo? {
        get { values.writtenAssignments }
        set { values.writtenAssignments = newValue }
    }
    /// In an image loader's content closure, the names of the picture it loads (`LoadedPictures`).
    var loadingPicture: LoadingPicture?
    /// In a variadic root's `body(children:)`, the children its tree hands it (`VariadicTrees`).
    var variadicChildren: VariadicChildren?

    init(facts: ProjectFacts, options: ReadingOptions) {
        self.facts = facts
        values = ValueReader(facts: facts)
        self.options = options
        values.decide = { [weak self] condition, scope in self?.reading(in: scope) { self?.decide(condition) } ?? nil }
        values.chooseOpen = { [weak self] choice, candidates in self?.chooseOpenNumber(choice, among: candidates) }
        values.textSize = { [weak self] in self?.hostTextSize ?? .large }
        values.displayScale = { [weak self] in self?.hostDisplayScale }
        values.instanceMember = { [weak self] member, scope in self?.instanceMember(member, in: scope) }
    }

    /// The platform `#if` is compiled for.
    var hostPlatform: Platform {
        hostQuestions.insert(.platform)
        return options.platform
    }

    /// The host's size classes, for `horizontalSizeClass` and `verticalSizeClass` branches.
    var hostSizeClasses: SizeClasses? {
        hostQuestions.insert(.sizeClasses)
        return options.host?.sizeClasses
    }

    /// The idiom of the host's device (`DevicePlatform.userInterfaceIdiom`); a bare canvas has none.
    var hostIdiom: String? {
        hostQuestions.insert(.idiom)
        return options.host?.platform?.userInterfaceIdiom
    }

    /// Whether the host's scenario shows content known only at run time.
    var hostOptionalContent: OptionalContent {
        hostQuestions.insert(.optionalContent)
        return options.host?.optionalContent ?? .present
    }

    /// Which candidate a number the source leaves open takes in the host's scenario.
    var hostOpenNumbers: OpenNumbers {
        hostQuestions.insert(.openNumbers)
        return options.host?.openNumbers ?? .low
    }

    /// The host's text size, which a `@ScaledMetric` scales with; while a layout modifier is
    /// read at each text size (`readingAtEveryTextSize`), the one it is read at.
    var hostTextSize: DynamicTypeSize {
        if let size = modifierTextSize.size {
            modifierTextSize.isAsked = true
            return size
        }
        hostQuestions.insert(.textSize)
        return options.host?.dynamicTypeSize ?? .large
    }

    /// The display's scale where the host is a device of the catalog; a bare canvas has none.
    var hostDisplayScale: Double? {
        hostQuestions.insert(.displayScale)
        guard let host = options.host, host.platform != nil else { return nil }
        return host.scale
    }

    /// The text size the layout modifier being read is read at, and whether its reading asked it.
    var modifierTextSize: (size: DynamicTypeSize?, isAsked: Bool) = (nil, false)

    /// What reading a frame, a padding or an offset may change of the reading around it: what
    /// `readingAtEveryTextSize` compares and puts back between its readings.
    struct ModifierState: Equatable {
        var issues: [ReaderIssue]
        var assumptions: [ReaderIssue]
        var hostQuestions: HostQuestions
        var openConditions: OpenConditions
    }

    var modifierState: ModifierState {
        get { ModifierState(issues: issues, assumptions: assumptions, hostQuestions: hostQuestions, openConditions: openConditions) }
        set { (issues, assumptions, hostQuestions, openConditions) = (newValue.issues, newValue.assumptions, newValue.hostQuestions, newValue.openConditions) }
    }

    /// Records that the reading depends on the host's text size.
    func askTextSize() {
        hostQuestions.insert(.textSize)
    }

    /// Whether each run-time condition held where the reading decided it (`OpenConditions`).
    var openConditions = OpenConditions()

    /// A call's parts, its arguments read in the current scope.
    func parts(_ call: FunctionCallExprSyntax) -> Call {
        Call(call, values: (values, scope))
    }

    func report(_ message: String, at node: some SyntaxProtocol) {
        issues.append(ReaderIssue(position: position(of: node), message: message))
    }

    /// Withdraws the report of the opaque `node`, which a later reading models after all (a
    /// container that a project style draws).
    func withdrawReport(of node: ViewNode) {
        guard let position = node.origin?.position, let reason = node.opaqueReason else { return }
        issues.removeAll { $0.position == position && $0.message == reason }
    }

    /// Records a choice the reader made for a view the source leaves open, when the reading
    /// keeps them (its message quotes source, which costs a copy of the node).
    func assume(_ message: @autoclosure () -> String, at node: some SyntaxProtocol) {
        guard options.recordsAssumptions else { return }
        assumptions.append(ReaderIssue(position: position(of: node), message: message()))
    }

    private func position(of node: some SyntaxProtocol) -> SourcePosition {
        facts.file(containing: node)?.position(of: node) ?? SourcePosition(file: "", line: 0, column: 0)
    }

    /// An opaque node of `kind` standing for `syntax`, which the reader cannot model for
    /// `reason`; the reason is reported and kept in the node, with its `cause` when the kind
    /// does not say it (`NotModelledCause(kind:)`).
    func opaque(
        _ kind: NodeKind, _ reason: String, cause: NotModelledCause? = nil, at syntax: some SyntaxProtocol, label: String? = nil,
        children: [ViewNode] = []
    ) -> ViewNode {
        report(reason, at: syntax)
        return ViewNode.opaque(kind, label: label, reason: reason, cause: cause, children: children).at(origin(of: syntax))
    }

    /// Where `syntax` is: its first token and its span without trivia, starting at `start` when
    /// given (a modifier starts at its `.name`, not at the view it modifies), and the custom
    /// views followed to reach it.
    func origin(of syntax: some SyntaxProtocol, from start: (some SyntaxProtocol)? = nil as Syntax?) -> SourceOrigin {
        let first = start.map { $0.positionAfterSkippingLeadingTrivia } ?? syntax.positionAfterSkippingLeadingTrivia
        let position = facts.file(containing: syntax)?.position(of: first) ?? SourcePosition(file: "", line: 0, column: 0)
        return SourceOrigin(
            position: position, span: first.utf8Offset..<syntax.endPositionBeforeTrailingTrivia.utf8Offset,
            viewChain: scope.viewChain)
    }

    /// The view an expression describes. A node the expression makes carries its origin; a
    /// modifier that changes nothing leaves its view's. Several views (a custom view whose body
    /// is a list of views) become a ZStack, as SwiftUI's implicit one does.
    func view(_ expression: ExprSyntax) -> ViewNode {
        content(views(expression))
    }

    /// The views an expression describes: usually one; a custom view or `@ViewBuilder` helper
    /// may give several, which join the enclosing list as a Group's do.
    func views(_ expression: ExprSyntax) -> [ViewNode] {
        if let modified = scope.modifiedView(expression) ?? loadedPicture(expression) { return [modified] }
        if let bound = scope.bound(expression) {
            if let type = bound.declaredType, let member = implicitMemberViews(bound.expression, of: type, in: bound.scope) {
                return member
            }
            return reading(in: bound.scope) { boundViews(bound.expression) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, scope.bound(call.calledExpression) != nil {
            return boundViews(expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let optional = optionalCallViews(call) ?? delegatedInitializerViews(call) { return optional }
            if let helper = helperViews(call) { return helper }
            if let color = declaredColor(call) { return [color] }
            if let helper = staticHelperViews(call) ?? optionalContentViews(call) ?? qualifiedCustomViews(call) ?? variadicTreeViews(call)
                ?? specializedCustomViews(call) ?? calledInPlaceViews(call)
            {
                return helper
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                Self.swiftUIQualifiedName(call.calledExpression) == nil
            {
                if let style = declaredMethodStyleViews(call, member) { return style }
                return modified(settingEnvironment(by: call, member) { views(ofModified: base) }, by: call, member)
            }
            if isGroup(call) { return builtContent(parts(call)) }
            if isForEach(call) { return forEach(call) }
            return views(call: call)
        }
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) { return compiledModifiers(postfix) }
        if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
            let only = parenthesized.elements.first, only.label == nil
        {
            // `(isBold ? Text(a).bold() : Text(a))`: the parentheses only group.
            return views(only.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let style = shapeStyle(member) {
            return [style.at(origin(of: member))]
        }
        if let helper = helperViews(property: expression) ?? staticHelperViews(property: expression) { return helper }
        if let image = accessorImage(expression) { return [image] }
        if let constant = fileConstantViews(expression) { return constant }
        // After the asset accessors: `Asset.Media.banner.swiftUIImage` names its catalog image,
        // which the accessor type's code, read as any instance's, would only name at run time.
        if let member = instanceMemberViews(expression) { return member }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return branch(condition: ExprSyntax(ternary.condition), at: ternary) { taken in
                taken
                    ? ternaryBranchViews(ternary.thenExpression, other: ternary.elseExpression)
                    : ternaryBranchViews(ternary.elseExpression, other: ternary.thenExpression)
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let choice = ValueReader.ternary(sequence) {
            return branch(condition: choice.condition, at: sequence) { taken in
                taken ? ternaryBranchViews(choice.then, other: choice.else) : ternaryBranchViews(choice.else, other: choice.then)
            }
        }
        // An `if` or `switch` written as a value (`content = switch state { case .ready: AnyView(…) … }`,
        // Swift 5.9): the branch the reading takes, as in its statement form.
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return statementViews(expression) }
        if let sequence = expression.as(SequenceExprSyntax.self), let text = concatenatedText(sequence) { return [text] }
        if let optional = optionalViews(expression) ?? declaredStyleViews(expression) ?? leadingDotStyleViews(expression) { return optional }
        let text = expression.trimmedText
        return [opaque(.view(String(text.prefix(40))), "unsupported expression '\(text.prefix(40))'", cause: .expression, at: expression)]
    }

    /// A bound argument used as a view: a `@ViewBuilder` closure's content, `content()` (or
    /// `row(item)`, its parameters bound to the arguments), or a view expression.
    private func boundViews(_ expression: ExprSyntax) -> [ViewNode] {
        if let closure = expression.as(ClosureExprSyntax.self) { return children(closure) }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let bound = scope.bound(call.calledExpression)
        {
            let given = bound.closureHandedOn()
            if let closure = given.expression.as(ClosureExprSyntax.self) {
                return closureViews(closure, in: given.scope, given: call.arguments)
            }
            if let style = reading(in: given.scope, { calledValueStyleViews(given.expression) }) { return style }
            return reading(in: bound.scope) { boundViews(bound.expression) }
        }
        return views(expression)
    }

    /// Runs `read` in `scope`, then returns to the current scope.
    func reading<T>(in scope: ReadingScope, _ read: () -> T) -> T {
        let saved = self.scope
        self.scope = scope
        defer { self.scope = saved }
        return read()
    }

    /// The views a modifier applies to: a `Group`'s, a `ForEach`'s or a bound view builder's
    /// (`content()`, `header?()`) each (SwiftUI applies their modifiers to every view in them,
    /// `.onDelete` to every row; an absent `header?()` is modified into nothing), else the one
    /// view of `base`.
    private func views(ofModified base: ExprSyntax) -> [ViewNode] {
        var inner = base
        while let call = inner.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let next = member.base
        {
            inner = next
        }
        if let group = inner.as(FunctionCallExprSyntax.self),
            isGroup(group) || isForEach(group)
                || (group.trailingClosure == nil && (scope.bound(group.calledExpression) != nil || group.calledExpression.is(OptionalChainingExprSyntax.self)))
        {
            return views(base)
        }
        return [view(base)]
    }

    /// `Group { … }` or `Group(content: content)`: its views join the list it is in, as in SwiftUI.
    private func isGroup(_ call: FunctionCallExprSyntax) -> Bool {
        scope.bound(call.calledExpression) == nil && call.arguments.allSatisfy { $0.label?.text == "content" }
            && call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Group"
    }

    /// `views` each with the modifier `call` applied.
    private func modified(_ views: [ViewNode], by call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax) -> [ViewNode] {
        views.map { modified($0, by: call, name: member.declName.baseName.text, from: Syntax(member.period)) }
    }

    /// `view` with the modifier `call` named `name` applied, the node starting at `start`.
    private func modified(_ view: ViewNode, by call: FunctionCallExprSyntax, name: String, from start: Syntax) -> ViewNode {
        guard let node = readingAtEveryTextSize(name, { modifier(name, of: view, parts(call)) }) ?? appModifier(name, of: view, call)
            ?? libraryLoadingModifier(name, of: view, call) ?? packageModifier(name, of: view, call)
        else {
            return opaque(.modifier(name), "unknown modifier '\(name)'", at: call.calledExpression, children: [view])
                .at(origin(of: call, from: start))
        }
        return node.origin == nil ? node.at(origin(of: call, from: start)) : node
    }

    /// `view #if os(iOS) .modifier() #endif`: the modifiers of the clause compiled for the host
    /// applied to the view.
    private func compiledModifiers(_ postfix: PostfixIfConfigExprSyntax) -> [ViewNode] {
        let base = postfix.base.map { views(ofModified: $0) } ?? []
        guard case .postfixExpression(let chain)? = compiledClause(postfix.config)?.elements else { return base }
        return applying(chain, to: base)
    }

    /// The modifier chain `.a().b()` of a `#if` clause (its innermost member has no base)
    /// applied to `views`.
    private func applying(_ chain: ExprSyntax, to views: [ViewNode]) -> [ViewNode] {
        if let postfix = chain.as(PostfixIfConfigExprSyntax.self) {
            let inner = postfix.base.map { applying($0, to: views) } ?? views
            guard case .postfixExpression(let next)? = compiledClause(postfix.config)?.elements else { return inner }
            return applying(next, to: inner)
        }
        guard let call = chain.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else {
            let text = chain.trimmedText
            return [opaque(.modifier(String(text.prefix(20))), "unsupported modifier in #if '\(text.prefix(40))'", cause: .expression, at: chain, children: views)]
        }
        let inner = member.base.map { applying($0, to: views) } ?? views
        return modified(inner, by: call, member)
    }

    /// The views `call` makes where a view builder lists them: one, or a project view's body's
    /// several, which join the list they are in as a `Group`'s do (SwiftUI's view builder makes
    /// such a body one tuple of views, and a stack, a List or a Section takes each as its own
    /// child), so a Form's Sections that a view of the project holds are the Form's sections.
    private func views(call: FunctionCallExprSyntax) -> [ViewNode] {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), !modifiesSelf(reference),
            let custom = customView(reference.baseName.text, call)
        {
            return custom
        }
        return [view(call: call)]
    }

    /// Whether `reference` names a modifier of `self` in a `View` extension's method (`padding(8)`).
    private func modifiesSelf(_ reference: DeclReferenceExprSyntax) -> Bool {
        scope.modified?.name == "self" && reference.baseName.text.first?.isLowercase == true
    }

    private func view(call: FunctionCallExprSyntax) -> ViewNode {
        let parts = self.parts(call)
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if modifiesSelf(reference), let modified = scope.modified {
                return self.modified(modified.view, by: call, name: name, from: Syntax(reference))
            }
            // A project view is read by `views(call:)`.
            if let shape = projectShape(name, call) { return shape }
            if let free = freeFunctionViews(name, call) ?? extensionInitializerViews(name, call) { return content(free) }
            return swiftUIView(name, parts, at: call)
        }
        if let name = Self.swiftUIQualifiedName(call.calledExpression) {
            // `SwiftUI.Form { … }`: SwiftUI's view, also where the app declares its own `Form`.
            return swiftUIView(name, parts, at: call)
        }
        if let style = call.calledExpression.as(MemberAccessExprSyntax.self), style.base == nil,
            SwiftUIViews.gradientStyles.contains(style.declName.baseName.text)
        {
            // `.linearGradient(…)` where a view or style goes: a gradient fills what it is offered.
            return ViewNode.shape(style.declName.baseName.text).at(origin(of: call))
        }
        if let name = ImplicitInitializer.typeName(of: call) {
            // `.init(self)` returned as an `AnyView`: the type the code writes for it.
            if let custom = customView(name, call) { return content(custom) }
            return swiftUIView(name, parts, at: call)
        }
        if let picture = libraryPicture(builtBy: call) { return picture }
        let callee = String(call.calledExpression.trimmedText.prefix(40))
        return opaque(.view(callee), "unsupported call '\(callee)'", cause: .expression, at: call)
    }

    /// SwiftUI's view `name` made by `call`, or an opaque node for a view the reader does not know.
    func swiftUIView(_ name: String, _ parts: Call, at call: FunctionCallExprSyntax) -> ViewNode {
        if let loader = loaderContent(name, parts, at: call) { return loader }
        guard let node = construct(name, parts) else {
            if let picture = libraryPicture(name, at: call) { return picture }
            return opaque(.view(name), "unknown view '\(name)'", at: call, children: children(parts.closure(nil)))
        }
        return node.origin == nil ? node.at(origin(of: call)) : node
    }

    /// `Form` in `SwiftUI.Form`: a name qualified with SwiftUI's module.
    static func swiftUIQualifiedName(_ callee: ExprSyntax) -> String? {
        guard let member = callee.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
        else { return nil }
        return member.declName.baseName.text
    }

    /// `Color.red`, `.red`, `.ultraThinMaterial`: a colour or style filling what it is offered.
    func shapeStyle(_ member: MemberAccessExprSyntax) -> ViewNode? {
        let name = member.declName.baseName.text
        switch member.base {
        case nil:
            return Self.isColorName(name) ? .color(name) : .shape("ShapeStyle", fill: name)
        case let base? where base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color":
            return .color(name)
        default:
            return projectColor(member) ?? memberColor(member) ?? colorMember(member)
        }
    }

    /// A colour constant of the project (`AppTheme.Colors.surface`): a colour named as written,
    /// which a wireframe fills with the value the project declares (`ProjectFacts.declaredColors`).
    private func projectColor(_ member: MemberAccessExprSyntax) -> ViewNode? {
        let expression = ExprSyntax(member)
        guard let name = ValueResolver.dottedName(expression) else { return nil }
        let value = values.dereference(expression, in: scope).0
        guard value.id != expression.id, Self.isColor(value) else { return nil }
        return .color(name)
    }

    /// Whether a constant's value is a `Color`: `Color(…)`, `Color.red`, `.red`.
    private static func isColor(_ value: ExprSyntax) -> Bool {
        if let call = value.as(FunctionCallExprSyntax.self) {
            return SystemColorNames.swiftUIColor.contains(ValueResolver.dottedName(call.calledExpression) ?? "")
        }
        guard let member = value.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = member.base else { return isColorName(member.declName.baseName.text) }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
    }

    /// Whether a leading-dot name in a colour position is a colour: `.blue`, `.primary`, `.clear`.
    private static func isColorName(_ name: String) -> Bool {
        SystemColorNames.palette.contains(name) || SystemColorNames.styles.contains(name)
    }

    /// The views of a `@ViewBuilder` closure, one per view statement. A `Group`'s views join
    /// the enclosing list, as in SwiftUI; `EmptyView()` adds none; `ForEach` adds its content
    /// once per element (see `ForEachRows`); `if`, `switch` and `#if` add the branch taken.
    func children(_ closure: ClosureExprSyntax?) -> [ViewNode] {
        guard let closure else { return [] }
        return statements(closure.statements)
    }

    /// A container's content (or a control's `label:`): its trailing or `content:` closure, or
    /// the view builder a project view hands on by name (`HStack(spacing: spacing, content:
    /// content)`, `NavigationLink(destination: …, label: label)`: a stored `@ViewBuilder`
    /// closure, read where its caller wrote it, or a view-building method of the type,
    /// `VStack(content: rows)`). SwiftUI draws the views that builder makes either way.
    func builtContent(_ call: Call, label: String? = nil) -> [ViewNode] {
        if let closure = call.closure(label) { return children(closure) }
        guard let handedOn = call.arguments.expression(label ?? "content") else { return [] }
        return (scope.bound(handedOn) == nil ? helperViews(reference: handedOn) : nil) ?? views(handedOn)
    }

    /// The views of the statements of a view builder (a closure, a `body`, a helper); a body
    /// Swift builds no views from is read as what it is (`BodyForm`).
    func statements(_ items: CodeBlockItemListSyntax) -> [ViewNode] {
        switch BodyForm(items) {
        case .returning: return returnedViews(items) ?? []
        case .action: return []
        case .builder: break
        }
        // A view that is `EmptyView()` (a custom view whose body is) adds none either.
        return items.flatMap { item -> [ViewNode] in
            switch item.item {
            case .expr(let expression):
                return statementViews(expression)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    return statementViews(expression)
                }
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    return returned.expression.map(statementViews) ?? []
                }
            case .decl(let declaration):
                // Local constants are read where they are used; `#if` picks its clause.
                if declaration.is(VariableDeclSyntax.self) { return [] }
                if let conditional = declaration.as(IfConfigDeclSyntax.self) {
                    guard case .statements(let items)? = compiledClause(conditional)?.elements else { return [] }
                    return statements(items)
                }
            }
            let text = item.trimmedText
            return [opaque(.view(String(text.prefix(20))), "unsupported statement '\(text.prefix(40))'", cause: .expression, at: item)]
        }
    }

    func statementViews(_ expression: ExprSyntax) -> [ViewNode] {
        if let conditional = expression.as(IfExprSyntax.self) { return ifViews(conditional) }
        if let choice = expression.as(SwitchExprSyntax.self) { return switchViews(choice) }
        return views(expression).filter { !$0.isEmptyView }
    }

    /// The one view of a closure or argument that holds content: several become a ZStack's
    /// children, as SwiftUI's implicit ZStack does for overlays and backgrounds.
    func content(_ views: [ViewNode]) -> ViewNode {
        switch views.count {
        case 0: .empty
        case 1: views[0]
        default: .zStack(views)
        }
    }

    /// A call's node, or an opaque node (without a label, which would be a guess) if an argument
    /// was not a literal it models (a variable, an interpolation, an out-of-range count). The
    /// opaque node keeps the content: a modifier's `modified` view, else the node's children.
    func checked(
        _ node: ViewNode, _ arguments: CallArguments, name: String, at syntax: some SyntaxProtocol,
        modified: ViewNode? = nil
    ) -> ViewNode {
        guard !arguments.unreadable.isEmpty else { return node }
        let names = arguments.unreadable.joined(separator: "', '")
        return opaque(
            modified == nil ? .view(name) : .modifier(name), "argument '\(names)' of \(name) is not a value the reader resolves",
            cause: .argument(of: name), at: syntax,
            children: modified.map { [$0] } ?? node.children)
    }
}
