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
    /// The loader whose content closure is being read: its closure's parameter, what it is given,
    /// whether the picture is loaded, and the scope the closure is read in.
    struct LoadingPicture {
        let parameter: String
        let content: ImageLoaderClosures.Content
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
            let saved = loadingPicture
            loadingPicture = LoadingPicture(parameter: parameter, content: form, isLoaded: isLoaded, scope: scope)
            defer { loadingPicture = saved }
            views = children(content)
        }
        let view = self.content(views)
        return view.origin == nil ? view.at(origin(of: call)) : view
    }

    /// The loaded picture where `expression` names it in the content closure being read, or in a
    /// closure of the project's that the content closure hands its parameter on to (`{ state in
    /// content(state) }`): the picture itself, or the name an `if let` or a `success` case binds
    /// the state's picture to.
    func loadedPicture(_ expression: ExprSyntax) -> ViewNode? {
        guard let loading = loadingPicture, let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let isPicture: Bool
        switch loading.content {
        case .picture: isPicture = isLoaderParameter(expression, loading)
        case .state: isPicture = Self.unwrappedState(of: reference).map { isLoaderParameter($0, loading) } ?? false
        }
        return isPicture ? opaque(.view("Image"), Self.loadedPictureReason, cause: .libraryImage, at: expression) : nil
    }

    /// The case a `switch` over the loading's phase takes: `success` when the picture is loaded,
    /// else `empty` (or `default`); nil for any other `switch`, or one without that case.
    func loadingCase(of choice: SwitchExprSyntax) -> CodeBlockItemListSyntax? {
        guard let loading = loadingPicture, loading.content == .state, isLoaderParameter(choice.subject, loading) else { return nil }
        let wanted = loading.isLoaded ? ImageLoaderClosures.loadedCase : ImageLoaderClosures.loadingCase
        let cases = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard let taken = cases.first(where: { Self.caseNames($0).contains(wanted) })
            ?? (loading.isLoaded ? nil : cases.first(where: { $0.label.is(SwitchDefaultLabelSyntax.self) }))
        else { return nil }
        assume(
            "took the case of 'switch \(choice.subject.trimmedText.prefix(40))' "
                + (loading.isLoaded ? "with its picture loaded" : "before its picture is loaded"), at: choice)
        return taken.statements
    }

    /// Whether `expression` is the loader's closure parameter: named in its closure, or bound to
    /// it where that closure hands it on.
    private func isLoaderParameter(_ expression: ExprSyntax, _ loading: LoadingPicture) -> Bool {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        if scope === loading.scope { return name == loading.parameter }
        guard let bound = scope.bound(expression), bound.scope === loading.scope else { return false }
        return bound.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == loading.parameter
    }

    /// The state whose picture `reference` names: `state` where an enclosing `if let image =
    /// state.image` or `case .success(let image)` of `switch state` binds it.
    private static func unwrappedState(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        let name = reference.baseName.text
        var child = Syntax(reference)
        while let current = child.parent {
            defer { child = current }
            if let conditional = current.as(IfExprSyntax.self), child.id == conditional.body.id {
                for element in conditional.conditions {
                    guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                        let picture = binding.initializer?.value.as(MemberAccessExprSyntax.self),
                        picture.declName.baseName.text == ImageLoaderClosures.pictureMember
                    else { continue }
                    return picture.base
                }
            }
            if let switchCase = current.as(SwitchCaseSyntax.self), caseNames(switchCase).contains(ImageLoaderClosures.loadedCase),
                binds(name, in: switchCase), let choice = switchCase.parent?.parent?.as(SwitchExprSyntax.self)
            {
                return choice.subject
            }
        }
        return nil
    }

    /// Whether a case's label binds `name` (`.success(let image)`, `let .success(image)`).
    private static func binds(_ name: String, in switchCase: SwitchCaseSyntax) -> Bool {
        switchCase.label.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == name && token.parent?.is(IdentifierPatternSyntax.self) == true
        }
    }

    /// `success`, `empty`: the cases a `switch` case's label names.
    private static func caseNames(_ switchCase: SwitchCaseSyntax) -> [String] {
        guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self) else { return [] }
        return label.caseItems.flatMap { item in
            item.pattern.tokens(viewMode: .sourceAccurate).filter { $0.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period }
                .map(\.text)
        }
    }

    static let loadedPictureReason = "a picture loaded at run time: its size is unknown"
}
