import PlumbSyntax
import SwiftSyntax

/// One of the project's own SwiftUI views (a type conforming to `View` or `ViewModifier`), with
/// its stored properties and the views it connects to.
public struct ViewType: Sendable {
    public enum Kind: Sendable {
        case view
        /// A `ViewModifier`: its `body(content:)` wraps the view it is applied to.
        case modifier
    }

    /// The full dotted name: `Settings.Row`.
    public let name: String
    public let kind: Kind
    /// Its declaration and extensions, in any file.
    public let declarations: [TypeDeclaration]
    /// Its stored properties, in declaration order: the values a caller can pass.
    public let properties: [ViewProperty]
    /// Whether a declaration writes its own `init`, so that arguments need not be named after
    /// properties.
    public let hasCustomInitializer: Bool
    /// The project views its code builds as part of its own layout (not presented), by full
    /// name, each once, in source order.
    public internal(set) var shownViews: [String] = []
    /// What its code presents.
    public internal(set) var presentations: [Presentation] = []
    /// The properties a caller gives a value: stored, without an initial value (`let title:
    /// String`, `@Binding var isOn: Bool`, `@ViewBuilder let content: Content`).
    public var parameters: [ViewProperty] { properties.filter(\.isParameter) }

    public func property(named name: String) -> ViewProperty? {
        properties.first { $0.name == name }
    }
}

/// A stored property of a view type.
public struct ViewProperty: Sendable {
    public let name: String
    public let declaration: VariableDeclSyntax
    /// The written type, when there is one.
    public let type: TypeSyntax?
    public let initializer: ExprSyntax?
    /// The property wrappers and other attributes: `State`, `Binding`, `ViewBuilder`.
    public let attributes: [String]

    /// Whether callers give it a value: stored without an initial value, and not a wrapper the
    /// view fills itself (`@Environment`, `@Query`, `@FocusState`, …).
    public var isParameter: Bool {
        initializer == nil && Self.callerFilled(attributes)
    }

    /// Whether the property holds views built by the caller: `@ViewBuilder`, or a closure type.
    public var holdsContent: Bool {
        attributes.contains("ViewBuilder") || type?.is(FunctionTypeSyntax.self) == true
            || type?.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true
    }

    private static func callerFilled(_ attributes: [String]) -> Bool {
        !attributes.contains(where: PropertyWrappers.filledBySwiftUI.contains)
    }
}
