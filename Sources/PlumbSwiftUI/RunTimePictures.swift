import PlumbCore
import PlumbLayout
import SwiftSyntax

/// A resizable image whose picture is known only at run time (`Image(uiImage:)` of loaded data,
/// a name read at run time, a loader's loaded picture) takes the size proposed to it, or its
/// picture's where none is: it is a `RunTimePictureLayout`, judged in every layout that proposes
/// it both lengths and opaque in a layout that leaves one to its picture (a scroll view's axis,
/// `fixedSize`, an aspect ratio taken from the picture). Inside a frame of fixed width and height
/// an aspect ratio without a ratio (`.resizable().scaledToFit().frame(width: 80, height: 80)`)
/// only says how the picture is drawn in that size, so it is left out. An image library's view
/// (`KFImage(url)`) is sized alike by such a frame or by an aspect ratio it states.
extension TreeBuilder {
    /// `Image(…).resizable()` of a picture whose size is unknown, or nil when `image` is not
    /// one. Only `Image` has `resizable()`, so what the reader could not read at all before it
    /// (`type.icon(isPrivate: true).resizable()`) is such an image too: its reason leads the
    /// picture's. The reports of what it replaces are withdrawn: it is reported only where a
    /// layout asks its picture's size.
    func resizableRunTimePicture(_ image: ViewNode, at call: FunctionCallExprSyntax) -> ViewNode? {
        if image.runTimePicture != nil { return image }
        let isLibraryView = Self.isLibraryViewPicture(image)
        guard isLibraryView || Self.isWhollyOpaque(image) else { return nil }
        withdrawReports(in: image, chainedAt: origin(of: call))
        let cause = image.notModelledCause == .libraryImage ? NotModelledCause.libraryImage : .assetImage
        let reason = switch (cause, image.kind == .view("Image") && (isLibraryView || image.children.isEmpty)) {
        case (.libraryImage, true): "\(Self.runTimePictureReason) (a picture loaded at run time)"
        case (_, true): Self.runTimePictureReason
        case (_, false): "\(image.opaqueReason ?? "a view the reader does not read"), an image: \(Self.runTimePictureReason)"
        }
        return ViewNode.runTimePicture(reason: reason, cause: cause, label: image.label).at(origin(of: call))
    }

    /// Whether `.resizable()` at `call` is `Image`'s, `receiver` being what the reader made of
    /// the view before it. In SwiftUI only `Image` has `resizable()`, so it is on an image (a
    /// catalog's, a symbol, a library's picture) and on what the reader could not read (a
    /// property or function of type `Image`, a modifier it does not know), unless the project
    /// declares a `resizable` modifier of its own. Made on a view of another type — the
    /// project's own (`Avatar(url: url).resizable()`, whatever its body draws), one without a
    /// body the reader sees, one it does not know — it is that view's method, never a picture's.
    func isImageResizable(_ receiver: ViewNode, at call: FunctionCallExprSyntax) -> Bool {
        if let made = madeType(of: call), made != "Image", facts.isView(made) { return false }
        if receiver.kind == .view("Image") || receiver.layout is ImageLayout { return true }
        if case .view = receiver.kind, receiver.notModelledCause != .expression { return false }
        return facts.viewMethod(named: "resizable") == nil
    }

    /// The type whose initializer makes the view a modifier `call` is made on (`Avatar` of
    /// `Avatar(url: url).resizable()`, or of a constant holding that call).
    private func madeType(of call: FunctionCallExprSyntax) -> String? {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        let made = values.dereference(base, in: scope).0.as(FunctionCallExprSyntax.self)?.calledExpression
        return made?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    private static func isWhollyOpaque(_ view: ViewNode) -> Bool {
        view.isOpaque && view.children.allSatisfy(isWhollyOpaque)
    }

    /// Withdraws the reports of `view` and of what it holds, each made where its node starts
    /// or, for a modifier (whose node starts at its `.name`), where its chain does.
    private func withdrawReports(in view: ViewNode, chainedAt chain: SourceOrigin) {
        withdrawReport(of: view)
        withdrawReport(of: view.at(chain))
        for child in view.children { withdrawReports(in: child, chainedAt: chain) }
    }

    /// Whether `view` is a picture of unknown size that a frame or a ratio it states sizes: a
    /// resizable run-time picture, or an image library's view (`libraryPicture`).
    static func isRunTimePicture(_ view: ViewNode) -> Bool {
        view.runTimePicture != nil || isLibraryViewPicture(view)
    }

    /// An image library's view before `.resizable()`: opaque, holding the shape a frame or a
    /// ratio it states lays it out as.
    private static func isLibraryViewPicture(_ view: ViewNode) -> Bool {
        view.kind == .view("Image") && view.notModelledCause == .libraryImage && view.children.count == 1
            && view.children[0].layout is ShapeLayout
    }

    /// `view` with the run-time picture it modifies laid out at the size it is given, and an
    /// image library's view's reports withdrawn; `view` itself when it holds none. The picture's
    /// own ratio only says how it is drawn in that size, so an `aspectRatio` without a ratio
    /// between them is dropped; modifiers that pass the proposal on (`padding`, `clipped`) are
    /// kept, and under `fixedSize`, which asks the picture's own size, it stays as it is.
    func sizingRunTimePicture(_ view: ViewNode) -> ViewNode {
        sizedRunTimePicture(view) ?? view
    }

    private func sizedRunTimePicture(_ view: ViewNode) -> ViewNode? {
        if view.runTimePicture != nil { return view }
        if Self.isLibraryViewPicture(view), let shape = view.children.first {
            withdrawReport(of: view)
            return shape.at(view.origin)
        }
        guard case .modifier(let name) = view.kind, name != "fixedSize", !view.isOpaque, let modified = view.children.first,
            let sized = sizedRunTimePicture(modified)
        else { return nil }
        if name == "aspectRatio", (view.layout as? AspectRatioLayout)?.ratio == nil { return sized }
        var modifiedSized = view
        modifiedSized.children[0] = sized
        return modifiedSized
    }

    private static let runTimePictureReason = "a resizable image takes the size proposed, or its picture's where none is"
}
