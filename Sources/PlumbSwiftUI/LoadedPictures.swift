import PlumbLayout
import SwiftSyntax

/// An image loader whose content closure says how its picture is shown (`LazyImage(url:) { state
/// in if let image = state.image { image.resizable() } else { Color.gray } }`, `AsyncImage(url:)
/// { image in … } placeholder: { … }`, `AsyncImage(url:) { phase in switch phase { … } }`) is
/// read as the optional-content scenarios have it (`OptionalContent`): present, the picture is
/// loaded and the closure shows it; absent, it is not and the placeholder, or what the closure
/// shows without it, is read as written. The loaded picture is an image of a size known only at
/// run time: resizable, it is the run-time picture a frame or an aspect ratio sizes
/// (`RunTimePictures`); else it stays opaque. `ImageLoaderClosures` says which views and closures.
extension TreeBuilder {
    /// The names a content closure being read gives its loaded picture, in the scope it is read in.
    struct LoadingPicture {
        let names: Set<String>
        /// The state's parameter (`phase`), for `.state` closures.
        let state: String?
        let isLoaded: Bool
        let scope: ReadingScope
    }

    /// The view of the loader `name` made by `call` with a content closure; nil when `name` is no
    /// loader here or `call` gives no closure literal as its content.
    func loaderContent(_ name: String, _ parts: Call, at call: FunctionCallExprSyntax) -> ViewNode? {
        let placeholder = parts.closure(ImageLoaderClosures.placeholderLabel)
        guard let content = parts.closure(nil), let form = ImageLoaderClosures.content(of: name, hasPlaceholder: placeholder != nil),
            name == "AsyncImage" || isLibraryView(name, at: call),
            let parameter = Self.parameterNames(of: content, count: 1).first
        else { return nil }
        let isLoaded = hostOptionalContent == .present
        assume(
            isLoaded
                ? "laid out '\(name)' with its picture loaded: it is loaded at run time"
                : "laid out '\(name)' before its picture is loaded: it is loaded at run time (optional content absent)",
            at: call)
        let views: [ViewNode]
        if form == .picture, !isLoaded {
            views = children(placeholder)
        } else {
            let names = form == .picture ? [parameter] : Self.loadedPictureNames(in: content, state: parameter)
            let loading = LoadingPicture(names: names, state: form == .state ? parameter : nil, isLoaded: isLoaded, scope: scope)
            let saved = loadingPicture
            loadingPicture = loading
            defer { loadingPicture = saved }
            views = children(content)
        }
        let view = self.content(views)
        return view.origin == nil ? view.at(origin(of: call)) : view
    }

    /// The loaded picture where `expression` names it in the content closure being read.
    func loadedPicture(_ expression: ExprSyntax) -> ViewNode? {
        guard let loading = loadingPicture, loading.scope === scope,
            let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, loading.names.contains(name)
        else { return nil }
        return opaque(.view("Image"), Self.loadedPictureReason, cause: .libraryImage, at: expression)
    }

    /// The case a `switch` over the loading's phase takes: `success` when the picture is loaded,
    /// else `empty` (or `default`); nil for any other `switch`, or one without that case.
    func loadingCase(of choice: SwitchExprSyntax) -> CodeBlockItemListSyntax? {
        guard let loading = loadingPicture, loading.scope === scope, let state = loading.state,
            choice.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == state
        else { return nil }
        let wanted = loading.isLoaded ? ImageLoaderClosures.loadedCase : ImageLoaderClosures.loadingCase
        let cases = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard let taken = cases.first(where: { Self.caseNames($0).contains(wanted) })
            ?? (loading.isLoaded ? nil : cases.first(where: { $0.label.is(SwitchDefaultLabelSyntax.self) }))
        else { return nil }
        assume("took the case of 'switch \(state)' \(loading.isLoaded ? "with its picture loaded" : "before its picture is loaded")", at: choice)
        return taken.statements
    }

    /// `success`, `empty`: the cases a `switch` case's label names.
    private static func caseNames(_ switchCase: SwitchCaseSyntax) -> [String] {
        guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self) else { return [] }
        return label.caseItems.flatMap { caseNames(of: $0.pattern) }
    }

    /// The names after a leading dot in a case pattern (`.success(let image)`, `let .success(image)`).
    private static func caseNames(of pattern: PatternSyntax) -> [String] {
        pattern.tokens(viewMode: .sourceAccurate).filter { $0.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period }.map(\.text)
    }

    /// The names a state closure binds its picture to: `if let image = state.image`, `guard let
    /// image = state.image`, `case .success(let image)`.
    private static func loadedPictureNames(in closure: ClosureExprSyntax, state: String) -> Set<String> {
        let picture = "\(state).\(ImageLoaderClosures.pictureMember)"
        let bindings = closure.statements.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.as(IdentifierPatternSyntax.self) }
        return Set(bindings.filter { binding in
            if let condition = binding.parent?.as(OptionalBindingConditionSyntax.self) {
                return condition.initializer?.value.trimmedDescription == picture
            }
            var ancestor = binding.parent
            while let node = ancestor, !node.is(SwitchCaseItemSyntax.self) { ancestor = node.parent }
            guard let item = ancestor?.as(SwitchCaseItemSyntax.self) else { return false }
            return caseNames(of: item.pattern).contains(ImageLoaderClosures.loadedCase)
        }.map(\.identifier.text))
    }

    static let loadedPictureReason = "a picture loaded at run time: its size is unknown"
}
