import PlumbLayout
import SwiftSyntax

/// The modifiers that set how the text and the controls inside the modified view look, and the
/// container modifiers of newer SDKs. `ModifierCatalog` classifies each; here is what each form
/// does to the tree: a form the reader models is laid out, another is an opaque node naming it.
extension TreeBuilder {
    /// An environment modifier other than the fonts, line limits and styles `ModifierReader`
    /// reads; a neutral one leaves the view as it is.
    func textAndControlModifier(_ name: String, of view: ViewNode, _ call: inout Call) -> ViewNode {
        func style() -> String? { call.arguments.read(position: 0, LiteralValue.memberName) }
        switch name {
        case "fontDesign":
            // SF Pro Rounded is SF Pro with rounded ends, on the same metrics (text widths are Inter's
            // approximation of SF Pro either way); New York and SF Mono are other fonts.
            let design = style()
            return ["default", "rounded", nil].contains(design) ? view : unmodelledStyle(name, design, in: view, at: call, where: \.holdsText)
        case "fontWidth":
            let width = style()
            return ["standard", nil].contains(width) ? view : unmodelledStyle(name, width, in: view, at: call, where: \.holdsText)
        case "textCase":
            let textCase = style()
            return TextCaseRewriter.texts(in: view, uppercased: textCase == "uppercase", lowercased: textCase == "lowercase")
        case "monospaced", "monospacedDigit":
            // `.monospaced(false)` draws as before; an unread Bool leaves an unread argument.
            guard call.arguments.bool(nil) ?? true, let face = MonospacedFaces.face(of: name) else { return view }
            assumeUnmeasured(face: face, at: call.syntax)
            return view.monospaced(face: face)
        case "lineSpacing":
            // An unresolved length leaves an unread argument, which `checked` makes opaque.
            return call.arguments.number(position: 0).map(view.lineSpacing) ?? view
        case "tracking":
            return call.arguments.number(position: 0).map(view.tracking) ?? view
        case "kerning":
            return call.arguments.number(position: 0).map(view.kerning) ?? view
        case "minimumScaleFactor":
            return call.arguments.number(position: 0).map(view.minimumScaleFactor) ?? view
        case "controlSize":
            return controlSize(style(), of: view, call)
        case "labelsHidden":
            // A segmented style on the same chain reads the hidden label itself (`segmentedPickers`).
            let pickers = chainSetsSegmentedStyle(call.syntax)
                ? view : pickersKeptOpaque(in: view, reason: "a Picker whose label is hidden is not modelled", at: call)
            return StyleRewriter.hidingToggleLabels(in: pickers)
        case "pickerStyle":
            let pickerStyle = StyleRewriter.styleName(call.arguments.unlabelled(0))
            if ["automatic", "menu"].contains(pickerStyle) { return view }
            if let pickerStyle, Self.segmentedStyles.contains(pickerStyle) { return segmentedPickers(in: view, at: call) }
            return pickersKeptOpaque(in: view, reason: "pickerStyle '\(pickerStyle ?? "?")' is not modelled", at: call)
        case "toggleStyle":
            let toggleStyle = builtInStyle(call)
            return ["automatic", "switch"].contains(toggleStyle)
                ? view : unmodelledStyle(name, toggleStyle, in: view, at: call, where: \.isToggle)
        case "progressViewStyle":
            let progressStyle = builtInStyle(call)
            guard let known = progressStyle.flatMap(ProgressViewLayout.Style.init(rawValue:)) else {
                return progressStyle == "automatic" ? view : unmodelledStyle(name, progressStyle, in: view, at: call, where: \.isProgressView)
            }
            return StyleRewriter.progressViews(in: view, style: known)
        case "environment":
            // Of the values `.environment(\.key, value)` sets, only the layout direction moves views
            // (an unread direction leaves an unread argument, which `checked` makes opaque).
            guard call.arguments.unlabelled(0).flatMap(Self.environmentKey) == "layoutDirection" else { return view }
            return call.arguments.read(position: 1) { LayoutDirection(rawValue: LiteralValue.memberName($0) ?? "") }
                .map(view.layoutDirection) ?? view
        case "menuStyle":
            return menuStyle(of: view, call)
        case "menuIndicator":
            return menuIndicator(of: view, call)
        case "tabViewStyle":
            // A TabView is laid out with its tab bar: the automatic style on a phone.
            let tabStyle = builtInStyle(call)
            return ["automatic", "tabBarOnly", "sidebarAdaptable"].contains(tabStyle) ? view
                : unmodelledStyle(name, tabStyle, in: view, at: call, where: { $0.kind == .view("TabView") })
        default:
            return view
        }
    }

    /// `.controlSize(.large)`: the regular size is what the engine lays controls out at, and a
    /// circular progress view has UIKit's large size too; at any other size, each control the
    /// size changes becomes an opaque node holding it.
    private func controlSize(_ size: String?, of view: ViewNode, _ call: Call) -> ViewNode {
        switch size {
        case "regular", nil:
            return view
        case "large":
            return unmodelledStyle(
                "controlSize", size, in: StyleRewriter.largeProgressViews(in: view), at: call, where: \.isSizedByControlSize)
        default:
            return unmodelledStyle(
                "controlSize", size, in: view, at: call, where: { $0.isSizedByControlSize || $0.isProgressView })
        }
    }

    /// A control style the reader does not know (an app's it cannot read, a newer SDK's): the
    /// controls it draws become opaque; a view that holds none of them is left as it is, unless it
    /// may be a control's label measured alone (`readsLabelsAlone`), around which the style draws.
    func unknownControlStyle(
        _ name: String, _ style: String?, in view: ViewNode, at call: Call, where affected: (ViewNode) -> Bool
    ) -> ViewNode {
        func holdsControl(_ node: ViewNode) -> Bool { affected(node) || node.children.contains(where: holdsControl) }
        guard holdsControl(view) || !readsLabelsAlone else {
            let reason = "\(name) '\(style ?? call.arguments.unlabelled(0)?.trimmedText ?? "?")' is not modelled"
            return opaque(.modifier(name), reason, at: call.syntax, children: [view])
        }
        return unmodelledStyle(name, style, in: view, at: call, where: affected)
    }

    /// `view` with each node `affected` says the style changes made an opaque node holding it:
    /// the style is not one the reader models, and the views it does not change stay judged.
    /// The built-in style a style modifier's argument names, in any spelling (`.switch`,
    /// `SwitchToggleStyle(tint: .red)`), read without making the argument unreadable: a style the
    /// reader does not know changes only the controls it draws, which `unmodelledStyle` holds.
    func builtInStyle(_ call: Call) -> String? {
        StyleRewriter.styleName(call.arguments.unlabelled(0).map(call.arguments.dereferenced))
    }

    func unmodelledStyle(
        _ name: String, _ style: String?, in view: ViewNode, at call: Call, where affected: (ViewNode) -> Bool
    ) -> ViewNode {
        let reason = "\(name) '\(style ?? call.arguments.unlabelled(0)?.trimmedText ?? "?")' is not modelled"
        var reported = false
        func rewrite(_ node: ViewNode) -> ViewNode {
            if affected(node) {
                if !reported { report(reason, at: call.syntax) }
                reported = true
                return ViewNode.opaque(node.kind, reason: reason, children: [node]).at(node.origin)
            }
            var copy = node
            copy.children = node.children.map(rewrite)
            return copy
        }
        return rewrite(view)
    }

    /// `.toolbarTitleDisplayMode(_:)`, iOS 17's spelling of `navigationBarTitleDisplayMode`:
    /// inline, large, or automatic (large at the root of a stack).
    func toolbarTitleDisplayMode(_ view: ViewNode, _ call: inout Call) -> ViewNode {
        switch call.arguments.read(position: 0, LiteralValue.memberName) {
        case "inline":
            navigationTitle.isInline = true
        case "large", "automatic":
            navigationTitle.isInline = false
        default:
            let mode = call.arguments.unlabelled(0)?.trimmedText ?? "?"
            return opaque(
                .modifier("toolbarTitleDisplayMode"), "toolbarTitleDisplayMode '\(mode)' is not modelled", at: call.syntax,
                children: [view])
        }
        return view
    }

    /// `.listRowInsets(EdgeInsets(…))`: the insets of the row the view is; `nil` keeps the
    /// list's own.
    func listRowInsets(_ view: ViewNode, _ call: inout Call) -> ViewNode {
        guard let insets = call.arguments.readMade(nil, implicitType: "EdgeInsets", PaddingReader.edgeInsets) else { return view }
        return view.listRowInsets(insets)
    }
}

extension ViewNode {
    /// Whether the node shows text of its own (a Text, or a text known only at run time).
    fileprivate var holdsText: Bool { kind == .view("Text") }

    var isToggle: Bool { kind == .view("Toggle") }

    /// A Button (or a link drawn as one) that no style has drawn yet.
    var isDefaultStyledButton: Bool { (layout as? ButtonLayout)?.style == .automatic }

    /// A Label showing its icon and title, as no style has drawn it yet.
    var isDefaultStyledLabel: Bool { kind == .view("Label") && layout is StackLayout && children.count == 2 }

    fileprivate var isProgressView: Bool { layout is ProgressViewLayout }

    /// A control the control size resizes, as the engine lays it out: a bordered button's bezel,
    /// a switch, a text field's rounded border, a linear progress bar, a slider's track.
    fileprivate var isSizedByControlSize: Bool {
        if let button = layout as? ButtonLayout { return button.style == .bordered || button.style == .borderedProminent }
        if let progress = layout as? ProgressViewLayout { return progress.style == .linear }
        return layout is ToggleLayout || layout is TextFieldLayout || layout is SliderLayout
    }
}

/// `.textCase(.uppercase)`: every Text inside shows its string in capitals (or small letters), as
/// wide as those are.
enum TextCaseRewriter {
    static func texts(in view: ViewNode, uppercased: Bool, lowercased: Bool) -> ViewNode {
        guard uppercased || lowercased else { return view }
        if view.layout is TextLayout, let string = view.label {
            return ViewNode.text(uppercased ? string.uppercased() : string.lowercased()).at(view.origin)
        }
        var copy = view
        copy.children = view.children.map { texts(in: $0, uppercased: uppercased, lowercased: lowercased) }
        return copy
    }
}
