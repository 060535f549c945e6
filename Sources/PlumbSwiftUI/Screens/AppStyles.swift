import PlumbCore
import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// The project's own control styles (a `ButtonStyle`, `PrimitiveButtonStyle`, `ToggleStyle`,
/// `LabelStyle`, `GroupBoxStyle`, `DisclosureGroupStyle`, `ControlGroupStyle`, `ProgressViewStyle`
/// or `TextFieldStyle`: `ControlStyle.all`), set with `.buttonStyle(…)` and its kin: like
/// SwiftUI's environment, the style draws every control of its kind inside the modified view that
/// no nearer style has drawn, with its `makeBody(configuration:)` read in place of the control,
/// the control's parts in place of the configuration's and the style's properties bound to the
/// initializer that made it.
extension TreeBuilder {
    /// A style the project declares: its type's members, its `makeBody`, and its stored
    /// properties bound to the arguments that made it.
    private struct DeclaredStyle {
        let members: ViewTypeMembers
        /// Its `makeBody(configuration:)` (`ControlStyle.drawingFunction`).
        let drawing: FunctionDeclSyntax
        let body: CodeBlockItemListSyntax
        let bindings: [String: ReadingScope.Bound]
    }

    /// How many static members and factory functions are followed to reach a style's initializer.
    private static let maximumStyleSteps = 8

    /// `view` with the project style that the style modifier `call` (named `name`) sets; nil
    /// when `name` sets no style a project can write, its argument is no style of the project
    /// the reader can read, or `view` holds no control for it (the modifier is then read as any
    /// other).
    func appStyle(_ name: String, of view: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        guard let family = ControlStyle.applied(by: name), call.arguments.count == 1, let argument = call.arguments.first,
            argument.label == nil, let style = declaredStyle(argument.expression, family, in: scope, selfType: nil, steps: 0),
            !scope.viewChain.contains(where: { $0.typeName == style.members.fullName })
        else { return nil }
        let use = SourceOrigin.ViewUse(typeName: style.members.fullName, callSite: facts.file(containing: call)?.position(of: call))
        var drawn = false
        let styled = restyled(view, family) { control in
            drawn = true
            return draw(control, with: style, family, use)
        }
        // A view with no such control inside is not this style's to read: a control's label
        // measured without its control (`ViewMeasurer`) would lose the style's drawing. One whose
        // controls a nearer style drew already (`configuration.label.labelStyle(…)` in a toggle
        // style, around a label the same style drew) is left as that style drew it, as in SwiftUI.
        return drawn || Self.holdsDrawnControl(view, family) ? styled : nil
    }

    /// Whether `node` holds a control of `family`'s kind that a style drew.
    private static func holdsDrawnControl(_ node: ViewNode, _ family: ControlStyle) -> Bool {
        isDrawn(node, by: family) || node.children.contains { holdsDrawnControl($0, family) }
    }

    /// Whether `node` is a control of `family`'s kind a style drew: the node `draw` makes, whose
    /// body is the style's.
    private static func isDrawn(_ node: ViewNode, by family: ControlStyle) -> Bool {
        node.kind == .view(family.control) && node.layout is PassThroughLayout
    }

    /// `node` with every control of `family`'s kind in it that no style has drawn yet drawn by
    /// `draw`. A control a style drew is not entered again: its body is the style's.
    private func restyled(_ node: ViewNode, _ family: ControlStyle, _ draw: (ViewNode) -> ViewNode) -> ViewNode {
        if Self.isUndrawn(node, by: family) { return draw(node) }
        // A style's drawing holds the control it was handed when its configuration is the control.
        if Self.isDrawn(node, by: family) { return node }
        var copy = node
        copy.children = node.children.map { restyled($0, family, draw) }
        return copy
    }

    /// Whether `node` is a control of `family`'s kind as SwiftUI draws it by default: a button
    /// (or a link drawn as one) in the automatic style, a switch toggle, a label's icon and title,
    /// a plain text field, a progress view, a group box, disclosure group or control group.
    private static func isUndrawn(_ node: ViewNode, by family: ControlStyle) -> Bool {
        switch family.control {
        case "Button": (node.layout as? ButtonLayout)?.style == .automatic
        case "Toggle": node.layout is ToggleLayout
        case "Label": node.kind == .view("Label") && node.layout is StackLayout && node.children.count == 2
        case "TextField": (node.layout as? TextFieldLayout)?.isRoundedBorder == false
        case "ProgressView": node.layout is ProgressViewLayout || (node.kind == .view("ProgressView") && node.layout.role == .opaque)
        // The containers the reader does not model without a style: their content is all they hold.
        default: node.kind == .view(family.control) && node.layout.role == .opaque
        }
    }

    /// The control drawn by `style`: its `makeBody` read with the control's parts, kept in a node
    /// of the control's kind (a button keeps its role, without a bezel: the style draws it). What
    /// the style draws is reached through the views that reach the control, then the style.
    private func draw(_ control: ViewNode, with style: DeclaredStyle, _ family: ControlStyle, _ use: SourceOrigin.ViewUse)
        -> ViewNode
    {
        let parameter = style.drawing.signature.parameterClause.parameters.first
        let configuration = StyleConfiguration(
            name: parameter.map { ($0.secondName ?? $0.firstName).text } ?? "configuration", style: family, control: control)
        let inner = ReadingScope(
            typeName: style.members.fullName, bindings: environmentBindings(of: style.members).merging(style.bindings) { $1 },
            viewChain: (control.origin?.viewChain ?? scope.viewChain) + [use], configuration: configuration)
        let body = reading(in: inner) { content(statements(style.body)) }
        withdrawReport(of: control)
        let layout: any ViewLayout = control.layout is ButtonLayout ? ButtonLayout(style: .plain) : PassThroughLayout()
        return ViewNode(kind: control.kind, label: control.label, layout: layout, children: [body]).at(control.origin)
    }

    /// The project style `expression` makes, read in `scope`: an initializer (`CardButtonStyle()`,
    /// `CardButtonStyle(radius: 8)`), or a static member or function of the style protocol's
    /// extension (`.card`, `.card(radius: 8)` in `extension ButtonStyle where Self == …`) followed
    /// to the initializer it returns. `selfType` is what `Self` and `.init` name there.
    private func declaredStyle(
        _ expression: ExprSyntax, _ family: ControlStyle, in scope: ReadingScope, selfType: String?, steps: Int
    ) -> DeclaredStyle? {
        guard steps < Self.maximumStyleSteps else { return nil }
        let (value, valueScope) = values.dereference(expression, in: scope)
        if let call = value.as(FunctionCallExprSyntax.self) {
            if let typeName = Self.constructedType(call.calledExpression, selfType: selfType) {
                return declaredStyle(named: typeName, made: call, in: valueScope, family)
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                let factory = staticMember(member.declName.baseName.text, inExtensionsOf: family.protocolNames, function: true),
                let function = factory.declaration.as(FunctionDeclSyntax.self),
                let returned = function.body.flatMap({ Self.returnedExpression($0.statements) })
            else { return nil }
            let bindings = reading(in: valueScope) { self.scope.parameterBindings(of: function, for: call, adding: [:]) }
            let functionScope = ReadingScope(typeName: nil, bindings: bindings, viewChain: valueScope.viewChain)
            return declaredStyle(returned, family, in: functionScope, selfType: factory.selfType, steps: steps + 1)
        }
        guard let member = value.as(MemberAccessExprSyntax.self), member.base == nil,
            let property = staticMember(member.declName.baseName.text, inExtensionsOf: family.protocolNames, function: false),
            let returned = Self.propertyValue(property.declaration)
        else { return nil }
        return declaredStyle(returned, family, in: ReadingScope(typeName: nil), selfType: property.selfType, steps: steps + 1)
    }

    /// The style type `typeName`, made by `made`, when the project declares it conforming to
    /// one of `family`'s protocols with a `makeBody` the reader can see.
    private func declaredStyle(named typeName: String, made: FunctionCallExprSyntax, in scope: ReadingScope, _ family: ControlStyle)
        -> DeclaredStyle?
    {
        guard let members = ViewTypeMembers(facts.declarations(ofTypeNamed: typeName, near: made)),
            facts.inherits(members.fullName, fromAnyOf: family.protocolNames),
            let drawing = members.function(family.drawingFunction), let body = drawing.body?.statements
        else { return nil }
        let bindings = reading(in: scope) { self.bindings(of: members, for: made) }
        return DeclaredStyle(members: members, drawing: drawing, body: body, bindings: bindings)
    }

    /// The type a call constructs: `Name(…)`, `Name.init(…)`, and `Self(…)`, `.init(…)` or
    /// `Self.init(…)` where `selfType` says what `Self` is.
    private static func constructedType(_ callee: ExprSyntax, selfType: String?) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name == "Self" ? selfType : name.first?.isUppercase == true ? name : nil
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else { return nil }
        guard let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            return member.base == nil ? selfType : nil
        }
        return base == "Self" ? selfType : base
    }

    /// The static function (or property) `name` of an extension of one of `protocols` (a style
    /// family's, `ShapeStyle`), and the type `Self` is there: the extension's `where Self ==
    /// CardButtonStyle`, else the member's declared type.
    func staticMember(_ name: String, inExtensionsOf protocols: Set<String>, function isFunction: Bool)
        -> (declaration: DeclSyntax, selfType: String?)?
    {
        for declaration in protocols.sorted().flatMap({ facts.types[$0] ?? [] }) {
            guard let extensionDecl = declaration.node.as(ExtensionDeclSyntax.self) else { continue }
            let whereSelf = extensionDecl.genericWhereClause?.requirements.lazy
                .compactMap { $0.requirement.as(SameTypeRequirementSyntax.self) }
                .first { $0.leftType.trimmedText == "Self" }?.rightType.trimmedText
            for item in extensionDecl.memberBlock.members {
                if isFunction, let function = item.decl.as(FunctionDeclSyntax.self), function.modifiers.isStatic, function.name.text == name {
                    let returned = function.signature.returnClause?.type.trimmedText
                    return (item.decl, whereSelf ?? returned)
                }
                if !isFunction, let variable = item.decl.as(VariableDeclSyntax.self), variable.modifiers.isStatic,
                    let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                {
                    return (item.decl, whereSelf ?? binding.typeAnnotation?.type.trimmedText)
                }
            }
        }
        return nil
    }

    /// What a static property gives: its initializer, or its getter's one expression.
    private static func propertyValue(_ declaration: DeclSyntax) -> ExprSyntax? {
        guard let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first else { return nil }
        if let initializer = binding.initializer?.value { return initializer }
        return binding.accessorBlock.flatMap(ViewTypeMembers.getter).flatMap(returnedExpression)
    }

    /// The one expression a body of one statement returns: `X()` or `return X()`.
    private static func returnedExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return item.as(ExpressionStmtSyntax.self)?.expression
    }
}
