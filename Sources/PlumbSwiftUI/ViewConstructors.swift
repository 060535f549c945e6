import PlumbLayout
import SwiftSyntax

/// The views the reader knows, from their initialiser calls.
extension TreeBuilder {
    func construct(_ name: String, _ call: Call) -> ViewNode? {
        var call = call
        let node: ViewNode
        switch name {
        case "HStack", "LazyHStack":
            let alignment = call.arguments.read("alignment", LiteralValue.verticalAlignment) ?? .center
            node = .hStack(
                alignment: alignment, spacing: call.arguments.number("spacing"), kind: name, children(call.closure(nil)))
        case "VStack", "LazyVStack":
            let alignment = call.arguments.read("alignment", LiteralValue.horizontalAlignment) ?? .center
            node = .vStack(
                alignment: alignment, spacing: call.arguments.number("spacing"), kind: name, children(call.closure(nil)))
        case "ZStack":
            node = .zStack(alignment: call.arguments.alignment() ?? .center, children(call.closure(nil)))
        case "Color":
            let colorName = call.arguments.read(position: 0) { LiteralValue.string($0) ?? LiteralValue.memberName($0) }
            node = .color(colorName ?? "Color")
        case _ where SwiftUIViews.shapes.contains(name):
            node = .shape(name)
        case "Text":
            guard let string = call.arguments.read(position: 0, LiteralValue.string) ?? call.arguments.string("verbatim")
                ?? (call.arguments.isEmpty ? "" : nil)
            else { return runTimeText(call) }
            node = .text(string)
        case "Image":
            guard let symbol = call.arguments.string("systemName") else {
                return opaque(
                    name, "Image without systemName: an asset's size is unknown", at: call.syntax,
                    label: call.arguments.unlabelled(0).flatMap(LiteralValue.string))
            }
            node = .image(systemName: symbol)
        case "Spacer":
            node = .spacer(minLength: call.arguments.number("minLength"))
        case "Divider":
            node = .divider()
        case "ScrollView":
            let axes = call.arguments.read(position: 0, LiteralValue.axes) ?? [.vertical]
            node = .scrollView(axes, children(call.closure(nil)))
        case "ViewThatFits":
            let axes = call.arguments.read("in", LiteralValue.axes) ?? [.horizontal, .vertical]
            node = .viewThatFits(in: axes, children(call.closure(nil)))
        case "LazyVGrid", "LazyHGrid":
            let label = name == "LazyVGrid" ? "columns" : "rows"
            let items = call.arguments.read(label) { GridItemReader.items($0) } ?? []
            let spacing = call.arguments.number("spacing")
            let cells = children(call.closure(nil))
            node = name == "LazyVGrid"
                ? .lazyVGrid(columns: items, spacing: spacing, cells) : .lazyHGrid(rows: items, spacing: spacing, cells)
        case "Grid":
            node = .grid(
                alignment: call.arguments.alignment() ?? .center, horizontalSpacing: call.arguments.number("horizontalSpacing"),
                verticalSpacing: call.arguments.number("verticalSpacing"), children(call.closure(nil)))
        case "GridRow":
            if call.arguments.expression("alignment") != nil { report("GridRow alignment not modelled", at: call.syntax) }
            node = .gridRow(children(call.closure(nil)))
        case "AnyLayout":
            let content = children(call.closure(nil))
            node = call.arguments.read(position: 0, AnyLayoutReader.layout).map {
                ViewNode(kind: "AnyLayout", label: $0.name, layout: $0.layout, children: content)
            } ?? opaque("AnyLayout", "AnyLayout's layout is not one the reader models", at: call.syntax, children: content)
        default:
            return control(name, &call)
        }
        return checked(node, call.arguments, name: name, at: call.syntax)
    }

    /// Controls and containers.
    private func control(_ name: String, _ call: inout Call) -> ViewNode? {
        let node: ViewNode
        switch name {
        case "Button":
            node = .button(label: titledLabel(&call, control: name))
        case "Toggle":
            node = .toggle(label: titledLabel(&call, control: name))
        case "TextField", "SecureField":
            node = .textField(prompt: call.arguments.read(position: 0, LiteralValue.string) ?? "")
        case "Label":
            guard let title = call.arguments.read(position: 0, LiteralValue.string),
                let symbol = call.arguments.string("systemImage")
            else { return nil }
            node = .label(title: title, systemImage: symbol)
        case "List", "Form":
            // `List(data) { row }`: the rows come from data, like a ForEach.
            let data = call.arguments.unlabelled(0)
            let rows = data == nil ? children(call.closure(nil)) : self.rows(of: data, at: call.syntax) { children(call.closure(nil)) }
            node = .list(kind: name, rows)
            return node
        case "Section":
            if call.arguments.unlabelled(0) != nil || call.closure("header") != nil {
                report("Section header not modelled", at: call.syntax)
            }
            node = .section(children(call.closure(nil) ?? call.closure("content")))
        case "NavigationStack", "NavigationView":
            let saved = navigationTitle
            navigationTitle = (false, false)
            let content = content(children(call.closure(nil)))
            let large = navigationTitle.isSet && !navigationTitle.isInline
            navigationTitle = saved
            node = ViewNode(
                kind: name, layout: BarContainerLayout(bar: .navigation(largeTitle: large)), children: [content])
        case "TabView":
            node = .tabView(children(call.closure(nil)))
        default:
            return nil
        }
        return checked(node, call.arguments, name: name, at: call.syntax)
    }

    /// A Text whose string is known only at run time (`Text(item.title)`, an interpolation): an
    /// opaque node holding a Text of the expression as written, so the layout around it keeps
    /// a plausible size while no rule trusts its geometry.
    private func runTimeText(_ call: Call) -> ViewNode {
        let written = call.arguments.unlabelled(0)?.trimmedDescription ?? call.syntax.arguments.trimmedDescription
        let sample = written.hasPrefix("\"") && written.hasSuffix("\"") && written.count > 1
            ? String(written.dropFirst().dropLast()) : written
        return opaque(
            "Text", "text known only at run time: \(written.prefix(40))", at: call.syntax,
            children: [ViewNode.text(sample).at(origin(of: call.syntax))])
    }

    /// A control's label: its title string as a Text, else its label closure (`ControlLabel`).
    private func titledLabel(_ call: inout Call, control: String) -> ViewNode {
        if let title = call.arguments.read(position: 0, LiteralValue.string) { return .text(title) }
        if let closure = call.closure("label") { return content(children(closure)) }
        let actionIsArgument = call.arguments.expression("action") != nil
        if ControlLabel.trailingClosureIsLabel(ofControl: control, actionIsArgument: actionIsArgument), let closure = call.closure(nil) {
            return content(children(closure))
        }
        return .text("")
    }
}

/// Reads the items of a grid's `columns:` or `rows:` (`GridItemSyntax`) into layout items.
enum GridItemReader {
    static func items(_ expression: ExprSyntax) -> [GridItem]? {
        guard let written = GridItemSyntax.items(in: expression) else { return nil }
        let items = written.compactMap(item)
        return items.count == written.count ? items : nil
    }

    static func item(_ written: GridItemSyntax) -> GridItem? {
        var arguments = CallArguments(written.call.arguments)
        let size = arguments.read(position: 0, size) ?? .flexible()
        let spacing = arguments.number("spacing")
        return arguments.unreadable.isEmpty ? GridItem(size, spacing: spacing) : nil
    }

    static func size(_ expression: ExprSyntax) -> GridItem.Size? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let kind = GridItemSyntax.SizeKind(call) else { return nil }
        var arguments = CallArguments(call.arguments)
        let size: GridItem.Size? = switch kind {
        case .fixed: arguments.number(position: 0).map { .fixed($0) }
        case .flexible: .flexible(minimum: arguments.number("minimum") ?? 10, maximum: arguments.number("maximum") ?? .infinity)
        case .adaptive: arguments.number("minimum").map { .adaptive(minimum: $0, maximum: arguments.number("maximum") ?? .infinity) }
        }
        return arguments.unreadable.isEmpty ? size : nil
    }
}

/// Reads `HStackLayout(…)`, `VStackLayout(…)`, `ZStackLayout(…)` for AnyLayout.
enum AnyLayoutReader {
    static func layout(_ expression: ExprSyntax) -> (name: String, layout: any ViewLayout)? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        var arguments = CallArguments(call.arguments)
        let layout: any ViewLayout
        switch name {
        case "HStackLayout":
            let vertical = arguments.read("alignment", LiteralValue.verticalAlignment) ?? .center
            layout = StackLayout(
                axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: vertical),
                spacing: arguments.number("spacing"))
        case "VStackLayout":
            let horizontal = arguments.read("alignment", LiteralValue.horizontalAlignment) ?? .center
            layout = StackLayout(
                axis: .vertical, alignment: Alignment(horizontal: horizontal, vertical: .center),
                spacing: arguments.number("spacing"))
        case "ZStackLayout":
            layout = ZStackLayout(alignment: arguments.alignment() ?? .center)
        default:
            return nil
        }
        return arguments.unreadable.isEmpty ? (name, layout) : nil
    }
}
