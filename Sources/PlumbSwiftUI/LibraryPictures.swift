import PlumbLayout
import SwiftSyntax

/// A view of an image library (`KFImage(url)`, `LazyImage(url:)`, `WebImage(url:)`) shows a
/// picture loaded at run time: it is read as a run-time picture (`RunTimePictures`), laid out at
/// the size the view states around it (a frame of fixed width and height, an aspect ratio) and
/// opaque where it states none. `ImageLibraries` says which names and modifiers are the libraries'.
extension TreeBuilder {
    /// The run-time picture `call` shows when it makes the library view `name` (`KFImage(url)`, or
    /// a builder of it, `KFImage.url(url)`); nil when `name` is no library view here.
    func libraryPicture(_ name: String, at call: FunctionCallExprSyntax) -> ViewNode? {
        guard isLibraryView(name, at: call) else { return nil }
        let reason = "\(name): its picture is loaded at run time; it is sized only by a frame of fixed width and height or an aspect ratio around it"
        return opaque(.view("Image"), reason, cause: .libraryImage, at: call, children: [.shape("Image")])
    }

    /// `KFImage.url(url)`: the library view a static builder makes.
    func libraryPicture(builtBy call: FunctionCallExprSyntax) -> ViewNode? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        return libraryPicture(name, at: call)
    }

    /// `view` itself when `name` is one of the library's loading options applied to its picture,
    /// or by `call` to a loader whose content closure was read (`LoadedPictures`): how it is
    /// fetched or faded in, not its size.
    func libraryLoadingModifier(_ name: String, of view: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        guard ((view.runTimePicture?.cause ?? view.notModelledCause) == .libraryImage && Self.isRunTimePicture(view)) || modifiesLoader(call) else { return nil }
        let isOption = ImageLibraries.loadingModifiers.contains(name)
            || ImageLibraries.optionProtocols.contains { DeclaredMember.instanceFunction(name, of: $0, in: facts) != nil }
        return isOption ? view : nil
    }

    /// Whether the modifier `call` is chained on a library's loader view (`LazyImage(url:) { … }.processors(…)`).
    private func modifiesLoader(_ call: FunctionCallExprSyntax) -> Bool {
        var base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let inner = base?.as(FunctionCallExprSyntax.self), let member = inner.calledExpression.as(MemberAccessExprSyntax.self),
            member.base != nil
        {
            base = member.base
        }
        guard let loader = base?.as(FunctionCallExprSyntax.self),
            let name = loader.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ImageLoaderClosures.views.contains(name)
        else { return false }
        return isLibraryView(name, at: loader)
    }

    /// Whether `name` is the library's view where `call` is: its file imports the library, and
    /// the project declares no type of that name (its own `LazyImage` is not Nuke's).
    func isLibraryView(_ name: String, at call: FunctionCallExprSyntax) -> Bool {
        guard let modules = ImageLibraries.modules(declaring: name), !(facts.types[name] ?? []).contains(where: { !$0.isExtension })
        else { return false }
        return fileImports(anyOf: modules, at: call)
    }

    /// Whether the file holding `node` imports one of `modules`, or a submodule of one
    /// (`import Nuke.ImagePipeline`), or some file of the project re-exports one
    /// (`@_exported import Inject`).
    func fileImports(anyOf modules: Set<String>, at node: some SyntaxProtocol) -> Bool {
        guard let file = facts.file(containing: node) else { return false }
        return facts.imports(of: file).contains { modules.contains(String($0.prefix { $0 != "." })) }
            || facts.reexportsAny(of: modules)
    }
}
