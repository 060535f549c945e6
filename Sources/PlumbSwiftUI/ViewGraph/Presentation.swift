import PlumbSyntax
import SwiftSyntax

/// A place where a view presents other views in a new place: a modal presentation
/// (`.sheet`, `.fullScreenCover`, `.popover`, …) or a navigation push (`.navigationDestination`,
/// `NavigationLink(destination:)`). The views it presents are not part of the presenting view's
/// own layout: they are screens of their own.
public struct Presentation: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case sheet, fullScreenCover, popover, inspector, alert, confirmationDialog
        case navigationDestination
        /// `NavigationLink(destination: …)` or `NavigationLink { destination } label: { … }`.
        case navigationLink

        /// The kind of a modifier or view by its name: `sheet`, `NavigationLink`.
        public init?(callee name: String) {
            if name == "NavigationLink" {
                self = .navigationLink
            } else if let kind = Kind(rawValue: name), kind != .navigationLink {
                self = kind
            } else {
                return nil
            }
        }

        /// Modal presentations: what they show is configured apart from the presenting view
        /// (its own `.presentationDetents`, its own navigation).
        public var isModal: Bool { self != .navigationDestination && self != .navigationLink }

        /// Whether the presented content is a screen (an alert's buttons are not).
        public var presentsScreen: Bool { self != .alert && self != .confirmationDialog }
    }

    public let kind: Kind
    /// The `.sheet(…)` modifier call or the `NavigationLink(…)` call.
    public let call: FunctionCallExprSyntax
    public let file: SourceFile
    /// The full name of the type whose code presents, when it is written in a type.
    public let presenter: String?
    /// What is presented: the content closure, or the expression given as `content:`/`destination:`.
    public let content: ExprSyntax?
    /// The project's view types the content calls, by full name, in source order.
    public internal(set) var presentedViews: [String] = []

    /// The content of a presentation call: for a modifier, its trailing closure or `content:`
    /// argument; for a `NavigationLink`, its `destination:` (argument or trailing closure).
    static func content(of call: FunctionCallExprSyntax, kind: Kind) -> ExprSyntax? {
        switch kind {
        case .navigationLink:
            if let destination = call.argument("destination") { return destination.expression }
            if let closure = call.additionalTrailingClosures.first(where: { $0.label.text == "destination" }) {
                return ExprSyntax(closure.closure)
            }
            // `NavigationLink { Destination() } label: { … }`: the first trailing closure.
            return call.additionalTrailingClosures.contains { $0.label.text == "label" } ? call.trailingClosure.map(ExprSyntax.init) : nil
        case .alert, .confirmationDialog:
            return call.argument("actions")?.expression ?? call.trailingClosure.map(ExprSyntax.init)
        default:
            return call.trailingClosure.map(ExprSyntax.init) ?? call.argument("content")?.expression
                ?? call.argument("destination")?.expression
        }
    }
}
