import PlumbCore
import PlumbLayout
import SwiftSyntax

/// The modifiers the reader knows, applied to the view they modify. `ModifierCatalog` says
/// what each name is; here is how each kind changes the tree.
extension TreeBuilder {
    func modifier(_ name: String, of view: ViewNode, _ call: Call) -> ViewNode? {
        if let styled = appStyle(name, of: view, call.syntax) { return styled }
        guard let known = ModifierCatalog.modifier(name) else { return nil }
        if case .opaque(let reason) = known.modelling {
            report(reason, at: call.syntax)
            return .opaque(.modifier(name), reason: reason, children: [view])
        }
        let kind = known.kind
        var call = call
        let node: ViewNode?
        switch kind {
        case .layout:
            node = layoutModifier(name, of: view, &call)
        case .environment:
            node = environmentModifier(name, of: view, &call)
        case .drawing:
            node = drawingModifier(name, of: view, &call)
        case .container:
            node = containerModifier(name, of: view, &call)
        case .behaviour:
            node = view
        case .presentation:
            // What a presentation shows is apart from the view and leaves its layout alone.
            node = view
        }
        guard let node else { return nil }
        return checked(node, call.arguments, name: name, at: call.syntax, modified: view)
    }

    /// Every `ModifierKind.layout` modifier of the catalog; nil for a form the reader cannot model.
    private func layoutModifier(_ name: String, of view: ViewNode, _ call: inout Call) -> ViewNode? {
        switch name {
        case "padding", "safeAreaPadding":
            let insets = PaddingReader.insets(&call.arguments) ?? .zero
            return name == "padding"
                ? view.padding(insets)
                : ViewNode(kind: .modifier(name), layout: PaddingLayout(insets: insets), children: [view])
        case "frame":
            return frame(view, &call.arguments)
        case "fixedSize":
            return view.fixedSize(
                horizontal: call.arguments.bool("horizontal") ?? true, vertical: call.arguments.bool("vertical") ?? true)
        case "layoutPriority":
            return view.layoutPriority(call.arguments.number(position: 0) ?? 0)
        case "aspectRatio":
            let mode = call.arguments.read("contentMode") { AspectRatioLayout.ContentMode(rawValue: LiteralValue.memberName($0) ?? "") }
            let ratio = call.arguments.aspectRatio(position: 0)
            return (ratio == nil ? view : sizingRunTimePicture(view)).aspectRatio(ratio, contentMode: mode ?? .fit)
        case "scaledToFit", "scaledToFill":
            return view.aspectRatio(contentMode: name == "scaledToFit" ? .fit : .fill)
        case "offset":
            return view.offset(x: call.arguments.number("x") ?? 0, y: call.arguments.number("y") ?? 0)
        case "overlay", "background":
            return secondary(name, view, &call)
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            return ignoresSafeArea(view, &call.arguments, name: name)
        case "safeAreaInset":
            let edge = call.arguments.read("edge", LiteralValue.edge) ?? .bottom
            let inset = content(children(call.closure(nil)))
            return view.safeAreaInset(
                edge: edge, alignment: call.arguments.alignment() ?? .center, spacing: call.arguments.number("spacing"),
                inset)
        case "containerRelativeFrame":
            let axes = call.arguments.read(position: 0, LiteralValue.axes) ?? [.horizontal, .vertical]
            let count = call.arguments.count("count") ?? 1
            return view.containerRelativeFrame(
                axes, count: count, span: call.arguments.count("span") ?? 1,
                spacing: call.arguments.number("spacing") ?? 0, alignment: call.arguments.alignment() ?? .center)
        case "alignmentGuide":
            return alignmentGuide(view, &call)
        case "resizable":
            guard isImageResizable(view, at: call.syntax) else { return nil }
            if let picture = resizableRunTimePicture(view, at: call.syntax) { return picture }
            // `capInsets` and `resizingMode` say how the picture is drawn into its frame, not its size.
            guard var image = view.layout as? ImageLayout else { return nil }
            image.isResizable = true
            var resizable = view
            resizable.layout = image
            return resizable
        default:
            return nil
        }
    }

    /// The environment values the engine models (fonts, text size, line limits, the styles it
    /// lays out); the others leave the layout alone.
    private func environmentModifier(_ name: String, of view: ViewNode, _ call: inout Call) -> ViewNode? {
        switch name {
        case "contentMargins":
            return contentMargins(view, &call)
        case "listSectionSpacing":
            return listSectionSpacing(view, &call)
        case "font":
            return call.arguments.read(position: 0) { font($0) }.map(view.font) ?? view
        case "fontWeight":
            return call.arguments.read(position: 0) { fontWeight($0) }.map(view.fontWeight) ?? view
        case "bold":
            return view.fontWeight(.bold)
        case "dynamicTypeSize":
            let size = call.arguments.read(position: 0) { DynamicTypeSize(rawValue: LiteralValue.memberName($0) ?? "") }
            return size.map(view.dynamicTypeSize) ?? view
        case "imageScale":
            return call.arguments.read(position: 0) { ImageScale(rawValue: LiteralValue.memberName($0) ?? "") }
                .map(view.imageScale) ?? view
        case "lineLimit":
            if isInheritedLineLimit(call.arguments.unlabelled(0), of: call.syntax) { return view }
            let limit = call.arguments.count(position: 0)
            if let limit, limit < 1 {
                // SwiftUI documents no limit below one line (UIKit's 0 means none), and no render shows it.
                return opaque(.modifier(name), "lineLimit(\(limit)): how many lines SwiftUI draws is not measured", at: call.syntax, children: [view])
            }
            return view.lineLimit(limit)
        case "labelStyle":
            let style = builtInStyle(call)
            return style.flatMap { StyleRewriter.labels(in: view, style: $0) }
                ?? unknownControlStyle(name, style, in: view, at: call, where: \.isDefaultStyledLabel)
        case "buttonStyle":
            let style = builtInStyle(call)
            guard let known = style.flatMap(ButtonLayout.Style.init(rawValue:)) else {
                return unknownControlStyle(name, style, in: view, at: call, where: \.isDefaultStyledButton)
            }
            return StyleRewriter.buttons(in: view, style: known)
        case "textFieldStyle":
            let rounded = call.arguments.unlabelled(0).flatMap(LiteralValue.memberName) == "roundedBorder"
            return rounded ? StyleRewriter.roundedTextFields(in: view) : view
        case "listStyle", "formStyle":
            // The engine lays lists and forms out in the inset-grouped style, iOS's default.
            let style = StyleRewriter.styleName(call.arguments.unlabelled(0))
            if name == "listStyle", style == "plain", let plain = StyleRewriter.plainLists(in: view) { return plain }
            let modelled = name == "listStyle" ? ["automatic", "insetGrouped"] : ["automatic", "grouped"]
            guard let style, modelled.contains(style) else {
                let reason = style == "plain" ? "a plain list's Sections are not modelled" : "only the inset-grouped look is"
                return opaque(.modifier(name), "\(name) '\(style ?? "?")' is not modelled (\(reason))", at: call.syntax, children: [view])
            }
            return view
        case "navigationViewStyle":
            return StyleRewriter.styleName(call.arguments.unlabelled(0)) == "stack" ? StyleRewriter.stackedNavigationViews(in: view) : view
        case "foregroundStyle", "foregroundColor":
            return StyleRewriter.filled(view, with: call.arguments.unlabelled(0))
        default:
            return textAndControlModifier(name, of: view, &call)
        }
    }

    /// Drawing leaves the layout alone; the reader keeps the fill (a shape's colour label) and
    /// the shapes that clip the view or its hit area.
    private func drawingModifier(_ name: String, of view: ViewNode, _ call: inout Call) -> ViewNode {
        switch name {
        case "fill":
            return StyleRewriter.filled(view, with: call.arguments.unlabelled(0))
        case "contentShape", "clipShape":
            // `.contentShape(.interaction, Circle())` names the kind of content shape before the shape.
            let shape = (call.arguments.unlabelled(1) ?? call.arguments.unlabelled(0))?.trimmedText ?? ""
            return name == "clipShape" ? view.clipShape(shape) : view.contentShape(shape)
        case "scaleEffect":
            return scaleEffect(view, call.arguments)
        case "hidden":
            return view.hidden()
        default:
            return view
        }
    }

    /// `.scaleEffect(s)`, `.scaleEffect(x:y:)`, with an `anchor` of the alignments' names. A
    /// scale or anchor the reader cannot read (one chosen at run time, a `CGSize`, a
    /// `UnitPoint(x:y:)`) leaves the view drawn where it is laid out, as before it was modelled:
    /// the layout is the same either way.
    private func scaleEffect(_ view: ViewNode, _ arguments: CallArguments) -> ViewNode {
        var anchor = Alignment.center
        if let written = arguments.expression("anchor") {
            guard let read = LiteralValue.alignment(arguments.dereferenced(written)) else { return view }
            anchor = read
        }
        if let uniform = arguments.unlabelled(0) {
            guard let scale = arguments.numberValue(uniform) else { return view }
            return view.scaleEffect(x: scale, y: scale, anchor: anchor)
        }
        // Each factor: absent (nil, which is 1), unreadable (.some(nil)) or its value.
        let x = arguments.expression("x").map(arguments.numberValue), y = arguments.expression("y").map(arguments.numberValue)
        guard x != nil || y != nil, let scaleX = x ?? 1, let scaleY = y ?? 1 else { return view }
        return view.scaleEffect(x: scaleX, y: scaleY, anchor: anchor)
    }

    /// The navigation bar's title and how it is shown take room from the screen, and a list
    /// row's insets the row's; the rest of what a view tells its container leaves the view's
    /// layout alone.
    private func containerModifier(_ name: String, of view: ViewNode, _ call: inout Call) -> ViewNode? {
        switch name {
        case "navigationTitle":
            navigationTitle.isSet = true
        case "navigationBarTitle":
            // The iOS 13 spelling: the title and, optionally, how it is shown.
            navigationTitle.isSet = true
            if call.arguments.read("displayMode", LiteralValue.memberName) == "inline" { navigationTitle.isInline = true }
        case "navigationBarTitleDisplayMode":
            navigationTitle.isInline = call.arguments.unlabelled(0).flatMap(LiteralValue.memberName) == "inline"
        case "toolbarTitleDisplayMode":
            return toolbarTitleDisplayMode(view, &call)
        case "listRowInsets":
            return listRowInsets(view, &call)
        case "searchable":
            return searchable(view, call)
        case "navigationBarHidden", "toolbar", "toolbarVisibility":
            return navigationBarVisibility(name, of: view, call)
        default:
            break
        }
        return view
    }

    private func frame(_ view: ViewNode, _ arguments: inout CallArguments) -> ViewNode {
        if let measured = measuredFrame(view, &arguments) { return measured }
        let alignment = arguments.alignment() ?? .center
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        if flexible.contains(where: { arguments.expression($0) != nil }) {
            return view.frame(
                minWidth: arguments.number("minWidth"), idealWidth: arguments.number("idealWidth"),
                maxWidth: arguments.number("maxWidth"), minHeight: arguments.number("minHeight"),
                idealHeight: arguments.number("idealHeight"), maxHeight: arguments.number("maxHeight"),
                alignment: alignment)
        }
        let width = arguments.number("width"), height = arguments.number("height")
        let sized = width != nil && height != nil ? sizingRunTimePicture(view) : view
        return sized.frame(width: width, height: height, alignment: alignment)
    }

    private func secondary(_ name: String, _ view: ViewNode, _ call: inout Call) -> ViewNode {
        let alignment = call.arguments.alignment() ?? .center
        var content: ViewNode
        if let closure = call.closure(nil) {
            content = self.content(children(closure))
        } else if let first = call.arguments.unlabelled(0) {
            content = call.arguments.expression("in") == nil ? self.view(first) : style(first)
            if content.kind.isView(in: SwiftUIViews.shapeStyleViews), call.arguments.expression("in") == nil {
                // `.background(Color.gray)`, `.background(LinearGradient(…))` take the ShapeStyle
                // overload, which fills under the safe area too (`ignoresSafeAreaEdges:`, all edges
                // by default); a view does not.
                content = content.ignoresSafeArea(call.arguments.read("ignoresSafeAreaEdges", LiteralValue.edges) ?? .all)
            }
        } else if name == "background" {
            // `.background()` is `.background(.background)`: the default background style,
            // which fills under the safe area on every edge.
            content = ViewNode.color("background").ignoresSafeArea(.all)
        } else {
            content = .opaque(.view(name), reason: "\(name) without content")
        }
        return name == "overlay" ? view.overlay(content, alignment: alignment) : view.background(content, alignment: alignment)
    }

    private func ignoresSafeArea(_ view: ViewNode, _ arguments: inout CallArguments, name: String) -> ViewNode {
        // `.ignoresSafeArea(.keyboard)` leaves the container safe area alone.
        let regions = name == "ignoresSafeArea" ? arguments.read(position: 0, LiteralValue.memberName) : nil
        let edges = arguments.read("edges", LiteralValue.edges)
            ?? (name == "edgesIgnoringSafeArea" ? arguments.read(position: 0, LiteralValue.edges) : nil) ?? .all
        guard regions != "keyboard", !edges.isEmpty, !SafeAreaHosts.hostsItsPages(view) else { return view }
        return view.ignoresSafeArea(edges)
    }
}

/// Reads the arguments of `padding` and `safeAreaPadding`.
enum PaddingReader {
    static func insets(_ arguments: inout CallArguments) -> EdgeInsets? {
        if arguments.isEmpty { return EdgeInsets(PaddingLayout.defaultLength) }
        if let first = arguments.unlabelled(0), arguments.unlabelled(1) == nil {
            if let length = arguments.numberValue(first) { return EdgeInsets(length) }
            if arguments.dereferenced(first).is(FunctionCallExprSyntax.self) || arguments.namesProjectConstant(first, of: "EdgeInsets") {
                return arguments.readMade(nil, implicitType: "EdgeInsets", edgeInsets)
            }
        }
        let edges = arguments.read(position: 0, LiteralValue.edges) ?? .all
        let length = arguments.number(position: 1) ?? PaddingLayout.defaultLength
        return EdgeInsets(length, on: edges)
    }

    /// `EdgeInsets(top:leading:bottom:trailing:)`, `EdgeInsets.init(…)`, or `.init(…)` where an
    /// `EdgeInsets` is expected, its lengths read by `arguments` (`CallArguments.readMade`).
    static func edgeInsets(_ expression: ExprSyntax, arguments: (LabeledExprListSyntax) -> CallArguments) -> EdgeInsets? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression
        let namesInit = callee.as(MemberAccessExprSyntax.self).map { initializer in
            initializer.declName.baseName.text == "init"
                && (initializer.base.map { $0.as(DeclReferenceExprSyntax.self)?.baseName.text == "EdgeInsets" } ?? true)
        } ?? false
        guard namesInit || callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "EdgeInsets" else { return nil }
        var arguments = arguments(call.arguments)
        let insets = EdgeInsets(
            top: arguments.number("top") ?? 0, leading: arguments.number("leading") ?? 0,
            bottom: arguments.number("bottom") ?? 0, trailing: arguments.number("trailing") ?? 0)
        return arguments.unreadable.isEmpty ? insets : nil
    }
}

/// Reads font weights (`.bold`, `.semibold`); fonts are `TreeBuilder.font(_:)`'s.
enum FontReader {
    static func weight(_ expression: ExprSyntax) -> FontWeight? {
        LiteralValue.memberName(expression).flatMap(FontWeight.init(rawValue:))
    }
}
