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
                alignment: alignment, spacing: call.arguments.number("spacing"), kind: .view(name), builtContent(call))
        case "VStack", "LazyVStack":
            let alignment = call.arguments.read("alignment", LiteralValue.horizontalAlignment) ?? .center
            node = .vStack(
                alignment: alignment, spacing: call.arguments.number("spacing"), kind: .view(name), builtContent(call))
        case "ZStack":
            node = .zStack(alignment: call.arguments.alignment() ?? .center, builtContent(call))
        case "Color":
            // A colour fills what it is offered whatever its value: one named at run time is a colour too.
            let argument = call.arguments.unlabelled(0).map(call.arguments.dereferenced)
            node = .color(argument.flatMap { LiteralValue.string($0) ?? LiteralValue.memberName($0) } ?? "Color")
        case _ where SwiftUIViews.shapes.contains(name) || SwiftUIViews.gradients.contains(name):
            node = .shape(name)
        case "Text":
            if let literal = call.arguments.read(position: 0, LiteralValue.string) {
                node = shown(literal, call.arguments.unlabelled(0))
            } else if let verbatim = call.arguments.string("verbatim") ?? (call.arguments.isEmpty ? "" : nil) {
                node = .text(verbatim)
            } else {
                return runTimeText(call)
            }
        case "Image":
            // A symbol named at run time is laid out as any symbol `SymbolMetrics` has not
            // measured: a square as tall as a line of its font. `systemSymbol:` is SFSafeSymbols' spelling.
            guard let symbol = call.arguments.expression("systemName") ?? call.arguments.expression("systemSymbol") else {
                let name = call.arguments.unlabelled(0) ?? call.arguments.expression("decorative")
                return assetImage(named: name ?? call.arguments.expression("uiImage") ?? call.arguments.expression("nsImage"), at: call.syntax)
            }
            node = symbolImage(symbol)
        case "EmptyView":
            node = .empty
        case "Spacer":
            node = .spacer(minLength: call.arguments.number("minLength"))
        case "Divider":
            node = .divider()
        case "ScrollView":
            let axes = call.arguments.read(position: 0, LiteralValue.axes) ?? [.vertical]
            node = .scrollView(axes, builtContent(call))
        case "ViewThatFits":
            let axes = call.arguments.read("in", LiteralValue.axes) ?? [.horizontal, .vertical]
            node = .viewThatFits(in: axes, builtContent(call))
        case "LazyVGrid", "LazyHGrid":
            node = lazyGrid(name, &call)
        case "Grid":
            node = .grid(
                alignment: call.arguments.alignment() ?? .center, horizontalSpacing: call.arguments.number("horizontalSpacing"),
                verticalSpacing: call.arguments.number("verticalSpacing"), builtContent(call))
        case "GridRow":
            if call.arguments.expression("alignment") != nil { report("GridRow alignment not modelled", at: call.syntax) }
            node = .gridRow(builtContent(call))
        case "GeometryReader":
            let content = call.closure(nil)
            node = .geometryReader(children(content), closure: content.map { origin(of: $0).position })
        case "ProgressView":
            return progressView(call)
        case "Slider":
            return slider(call)
        case "AnyLayout":
            let content = children(call.closure(nil))
            node = call.arguments.read(position: 0, AnyLayoutReader.layout).map {
                ViewNode(kind: .view("AnyLayout"), label: $0.name, layout: $0.layout, children: content)
            } ?? opaque(.view("AnyLayout"), "AnyLayout's layout is not one the reader models", at: call.syntax, children: content)
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
        case "NavigationLink":
            // Its destination is a screen of its own; here it is a button showing its label.
            node = .navigationLink(label: titledLabel(&call, control: name))
        case "Toggle":
            node = .toggle(label: titledLabel(&call, control: name))
        case "Stepper":
            node = .stepper(label: titledLabel(&call, control: name))
        case "TextField", "SecureField":
            node = textField(call)
        case "TextEditor":
            node = .textEditor
        case "Label":
            guard let label = label(call) else {
                return opaque(.view(name), "a Label form the reader does not read", at: call.syntax, children: children(call.closure(nil)))
            }
            node = label
        case "List", "Form":
            // `List(data) { row }`: the rows come from data, like a ForEach.
            let data = call.arguments.unlabelled(0)
            let rows = data == nil ? builtContent(call) : self.rows(of: data, at: call.syntax, content: call.closure(nil))
            node = .list(kind: .view(name), listRows(rows, in: call).map(placingSectionHeader))
            return node
        case "Section":
            node = section(call)
        case "NavigationStack", "NavigationView":
            let saved = (navigationTitle, navigationBarHidden)
            (navigationTitle, navigationBarHidden) = ((false, false), false)
            let content = content(builtContent(call))
            let large = navigationTitle.isSet && !navigationTitle.isInline
            let bar: BarContainerLayout.Bar = navigationBarHidden ? .hidden : .navigation(largeTitle: large)
            (navigationTitle, navigationBarHidden) = saved
            node = ViewNode(kind: .view(name), layout: BarContainerLayout(bar: bar), children: [content])
            if name == "NavigationView", hostSizeClasses?.horizontal == .regular {
                // Until `.navigationViewStyle(.stack)` says otherwise (see `ModifierReader`).
                return opaque(
                    .view(name), "a NavigationView shows columns at regular width, which Plumb does not lay out", at: call.syntax,
                    children: [checked(node, call.arguments, name: name, at: call.syntax)])
            }
        case "TabView":
            node = .tabView(builtContent(call))
        case "Link":
            node = .link(label: titledLabel(&call, control: name))
        case "Menu":
            node = .menu(label: titledLabel(&call, control: name))
        case "LabeledContent":
            return labeledContent(call)
        case "Picker":
            return picker(call)
        case "ContentUnavailableView":
            return contentUnavailableView(call)
        default:
            return transparentView(name, call) ?? catalogOpaqueView(name, call)
        }
        return checked(node, call.arguments, name: name, at: call.syntax)
    }

    /// The rows of a List, Form or Section (`list`). A row that is a NavigationLink shows a
    /// disclosure indicator at its trailing edge; a Picker is laid out as a menu-style row.
    private func listRows(_ rows: [ViewNode], in list: Call) -> [ViewNode] {
        rows.map(placingMenuPicker).map { placingDisclosureIndicator($0, in: list) }
    }

    /// `Section { rows }` with its header and footer, if any: `Section("Title")`,
    /// `Section(header: Text(…))`, `Section { … } header: { … } footer: { … }`. The footer is laid
    /// out below the rows as the inset-grouped style places it; the header's place is not measured
    /// on a render yet: it is an opaque node holding its content, so the rows are sized but not placed.
    private func section(_ call: Call) -> ViewNode {
        let rows = listRows(builtContent(call), in: call)
        var section = ViewNode.section(rows)
        let header = call.arguments.unlabelled(0) != nil ? title(call) : sectionPart("header", call)
        if let header {
            section.children.insert(opaque(.view("SectionHeader"), "a Section's header is placed by the list style", cause: .sectionHeader, at: call.syntax, children: [header]), at: 0)
        }
        if let footer = sectionPart("footer", call) {
            section.children.append(ViewNode.sectionFooter(footer).at(origin(of: call.syntax)))
        }
        return section
    }

    /// A Section's `header:` or `footer:`, as a closure or a view argument. One that shows no
    /// view (`{ EmptyView() }`, a wrapper's default) is none: `Section { … }` is a Section whose
    /// header and footer are `EmptyView`.
    private func sectionPart(_ label: String, _ call: Call) -> ViewNode? {
        let part = call.closure(label).map { content(children($0)) } ?? call.arguments.expression(label).map(view)
        return part?.isEmptyView == true ? nil : part
    }


    /// What a string literal given as a view's text shows: SwiftUI reads a literal as a
    /// `LocalizedStringKey`, so it shows the catalog's text for it when the project has one, read
    /// as Markdown (`InlineMarkdown`). A string held in a constant is not localized, but one that
    /// is evidently a key (`EvidentKey`, handed to a `LocalizedStringKey` parameter) is not shown
    /// as its characters either.
    func shown(_ string: String, _ argument: ExprSyntax?) -> ViewNode {
        guard argument?.is(StringLiteralExprSyntax.self) == true else { return unreadKey(string) ?? .text(string) }
        let key = localizedText(key: string)
        guard key.layout is TextLayout, let label = key.label else { return key }
        let visible = InlineMarkdown.visibleText(label)
        return visible == label ? key : .text(visible)
    }

    /// `Label("title", systemImage:)`, `Label { title } icon: { icon }`: the icon and the
    /// title, either of which may be known only at run time.
    private func label(_ call: Call) -> ViewNode? {
        if let title = call.closure(nil) ?? call.closure("title"), let icon = call.closure("icon") {
            return .label(title: content(children(title)), icon: content(children(icon)))
        }
        guard let title = title(call) else { return nil }
        let icon: ViewNode
        if let symbol = call.arguments.expression("systemImage") {
            icon = symbolImage(symbol)
        } else if let image = call.arguments.expression("image") {
            icon = assetImage(named: image, at: call.syntax)
        } else {
            return nil
        }
        return .label(title: title, icon: icon.at(origin(of: call.syntax)))
    }

    /// The SF Symbol `name` names: a literal, or code naming it at run time, which takes the frame
    /// of a symbol not measured (`ImageLayout`).
    func symbolImage(_ name: ExprSyntax) -> ViewNode {
        let literal = LiteralValue.string(name)
        return .image(systemName: literal ?? name.trimmedText, isSFSymbol: literal != nil)
    }

    /// The Text a control's first argument names: a literal, or a string known only at run time.
    func title(_ call: Call) -> ViewNode? {
        guard let argument = ControlLabel.title(of: call.syntax) else { return nil }
        if let title = LiteralValue.string(call.arguments.dereferenced(argument)) { return shown(title, argument) }
        return runTimeText(call)
    }

    /// A control's label: its title (a literal or a string known at run time) as a Text, else its
    /// label closure (`ControlLabel`).
    private func titledLabel(_ call: inout Call, control: String) -> ViewNode {
        // `Button("Add", systemImage: "plus") { … }` shows a Label, icon and title.
        if call.arguments.expression("systemImage") != nil || call.arguments.expression("image") != nil, let label = label(call) {
            return label
        }
        if let title = title(call) { return title }
        if call.arguments.expression("label") != nil || call.additional["label"] != nil {
            return content(builtContent(call, label: "label"))
        }
        let actionIsArgument = call.arguments.expression("action") != nil
        if ControlLabel.trailingClosureIsLabel(ofControl: control, actionIsArgument: actionIsArgument), let closure = call.closure(nil) {
            return content(children(closure))
        }
        return .text("")
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
