import PlumbSyntax
import SwiftSyntax

/// A presentation whose content is a view's initializer given by reference, not called:
///
///     .sheet(item: $route, content: RouteSheet.init)
///     .fullScreenCover(item: $photo, content: PhotoViewer.init(photo:))
///
/// SwiftUI calls the initializer with the presented item, so the view is shown at the root of
/// the presentation although no call of it is written there (`Presentation.uncalledView`).
enum InitializerReference {
    /// The type written before `.init` when the content of a presentation is such a reference.
    static func typeName(in content: ExprSyntax?) -> String? {
        guard let member = content?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              let written = member.base.flatMap(ValueResolver.dottedName), ViewReferences.isTypeName(written)
        else { return nil }
        return written
    }
}
