import PlumbCore
import PlumbLayout
import SwiftSyntax

/// A resizable image whose picture is known only at run time (`Image(uiImage:)` of loaded data,
/// a name read at run time) takes the size proposed to it, or its picture's where none is. It
/// stays opaque until the view itself gives it a size: a frame of fixed width and height around
/// it (`.resizable().scaledToFit().frame(width: 80, height: 80)`), or an aspect ratio it states
/// (`.resizable().aspectRatio(16 / 9, contentMode: .fit)`). Then it is laid out as a shape filling
/// that size; its picture decides only how it is drawn there (fit inside, fill over the edges).
extension TreeBuilder {
    /// `Image(…).resizable()` of a picture whose size is unknown, or nil when `image` is not
    /// one. Only `Image` has `resizable()`, so what the reader could not read at all before it
    /// (`type.icon(isPrivate: true).resizable()`) is such an image too: its reason leads the
    /// picture's, and its reports give way to the picture's.
    func resizableRunTimePicture(_ image: ViewNode, at call: FunctionCallExprSyntax) -> ViewNode? {
        // A library's view (`KFImage(url).resizable()`) is read as resizable already.
        if Self.isRunTimePicture(image) { return image }
        guard Self.isWhollyOpaque(image) else { return nil }
        var reason = Self.runTimePictureReason
        if image.kind != .view("Image") || !image.children.isEmpty {
            withdrawReports(in: image, chainedAt: origin(of: call))
            reason = "\(image.opaqueReason ?? "a view the reader does not read"), an image: \(reason)"
        } else if image.notModelledCause == .libraryImage {
            // A loader's picture (`LoadedPictures`): its reason gives way to the resizable one's.
            withdrawReport(of: image)
        }
        return opaque(.view("Image"), reason, cause: image.notModelledCause == .libraryImage ? .libraryImage : .assetImage, at: call, label: image.label, children: [.shape("Image")])
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

    /// Whether `view` is a resizable picture of unknown size (`resizableRunTimePicture`).
    static func isRunTimePicture(_ view: ViewNode) -> Bool {
        view.kind == .view("Image") && [.assetImage, .libraryImage].contains(view.notModelledCause) && view.children.count == 1
            && view.children[0].layout is ShapeLayout
    }

    /// `view` with the resizable run-time picture it modifies laid out at the size it is given,
    /// and the picture's reports withdrawn; `view` itself when it holds none. The picture's own
    /// ratio only says how it is drawn in that size, so an `aspectRatio` without a ratio between
    /// them is dropped; modifiers that pass the proposal on (`padding`, `clipped`) are kept, and
    /// under `fixedSize`, which asks the picture's own size, it stays opaque.
    func sizingRunTimePicture(_ view: ViewNode) -> ViewNode {
        sizedRunTimePicture(view) ?? view
    }

    private func sizedRunTimePicture(_ view: ViewNode) -> ViewNode? {
        if Self.isRunTimePicture(view), let shape = view.children.first {
            withdrawReport(of: view)
            let picture = view.label.map { [Self.notInCatalogs($0), Self.unreadablePicture($0)] } ?? [Self.namedAtRunTime]
            for reason in picture { withdrawReport(of: ViewNode.opaque(view.kind, reason: reason).at(view.origin)) }
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
