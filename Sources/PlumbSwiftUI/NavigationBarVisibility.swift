import PlumbCore
import PlumbLayout
import SwiftSyntax

/// A navigation bar the app hides: `.navigationBarHidden(true)`, `.toolbar(.hidden)`, `.toolbar(.hidden,
/// for: .navigationBar)` or `.toolbarVisibility(.hidden, for: .navigationBar)` on a view a
/// NavigationStack shows. Like a title, it is a preference the stack reads from its content:
/// the stack then draws no bar, and its content takes the room the bar took. Written outside a
/// stack (a pushed screen's own code), there is no bar Plumb lays out to hide. A visibility
/// chosen at run time is not known: the view becomes opaque.
extension TreeBuilder {
    func navigationBarVisibility(_ name: String, of view: ViewNode, _ call: Call) -> ViewNode {
        let hidden: Bool?
        if name == "navigationBarHidden" {
            hidden = call.arguments.unlabelled(0).map(call.arguments.dereferenced).flatMap(LiteralValue.bool)
        } else {
            // `toolbar { … }` and `toolbar(content:)` place items: only a visibility shows or hides a bar.
            guard call.arguments.unlabelled(0) != nil else { return view }
            // `for:` is variadic: its bars are its own argument and the unlabelled ones after the visibility.
            let bars = ([call.arguments.expression("for")] + (1..<4).map(call.arguments.unlabelled)).compactMap { $0 }
            guard bars.isEmpty ? automaticBarIsNavigationBar : bars.contains(where: isNavigationBar) else { return view }
            hidden = call.arguments.unlabelled(0).map(call.arguments.dereferenced).flatMap(LiteralValue.memberName).map { $0 == "hidden" }
        }
        guard let hidden else {
            return opaque(.modifier(name), "a navigation bar shown or hidden at run time is not modelled", at: call.syntax, children: [view])
        }
        if hidden { navigationBarHidden = true }
        return view
    }

    /// No bar named is `.automatic`, the primary bar: the navigation bar on iOS, iPadOS and watchOS
    /// (SwiftUI's own example hides a NavigationView's bar with `.toolbar(.hidden)`), the tab bar
    /// on tvOS.
    private var automaticBarIsNavigationBar: Bool {
        hostPlatform != .tvOS
    }

    private func isNavigationBar(_ bar: ExprSyntax) -> Bool {
        switch LiteralValue.memberName(bar) {
        case "navigationBar": true
        case "automatic": automaticBarIsNavigationBar
        default: false
        }
    }
}
