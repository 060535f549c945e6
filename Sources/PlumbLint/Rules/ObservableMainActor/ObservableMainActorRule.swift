import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// View models live on the main actor (docs/design-system.md#view-structure).
struct ObservableMainActorRule: SyntaxRule {
    static let description = RuleDescription(
        id: "observable-main-actor",
        summary: "An `@Observable` view model without `@MainActor`",
        explanation: """
            docs/design-system.md#view-structure: a view model is `@Observable @MainActor final class`. \
            Views read it on the main actor; without the annotation its properties can be written from any \
            thread, which Swift 6 reports as data races (or, in Swift 5 mode, SwiftUI warns about at run \
            time). This rule reports an `@Observable` class with no global-actor attribute, and — with a \
            deployment target of 17 or later, where `@Observable` is available — an `ObservableObject` class \
            without `@MainActor`. Actors, classes isolated to another global actor, `Sendable` classes (which guard their own \
            state, e.g. with locks) and `NSObject` subclasses (bridged models whose protocols are nonisolated) \
            are not reported. The \
            fix adds `@MainActor`, on its own line when the attributes are.
            """,
        severity: .warning,
        kind: .syntax,
        triggering: [
            RuleExample("""
                @Observable
                final class ↓LoginViewModel {
                    var email = ""
                }
                """),
            RuleExample("final class ↓Store: ObservableObject { @Published var items: [String] = [] }",
                        configuration: "deployment_target: \"17.0\""),
        ],
        nonTriggering: [
            RuleExample("@Observable final class Media: NSObject, QLPreviewItem { var previewItemURL: URL? }"),
            RuleExample("""
                @Observable
                @MainActor
                final class LoginViewModel {
                    var email = ""
                }
                """),
            RuleExample("@MainActor @Observable final class Model {}"),
            RuleExample("final class Store: ObservableObject { @Published var items: [String] = [] }"),
            RuleExample("final class Store: ObservableObject { @Published var items: [String] = [] }",
                        configuration: "deployment_target: \"16.0\""),
            RuleExample("@Observable @DatabaseActor final class Cache {}"),
            RuleExample("final class Plain { var value = 0 }"),
            RuleExample("@Observable final class Client: Sendable { private let state = Mutex(0) }"),
        ],
        corrections: [
            RuleCorrection("""
                @Observable
                final class LoginViewModel {
                    var email = ""
                }
                """, """
                @Observable
                @MainActor
                final class LoginViewModel {
                    var email = ""
                }
                """),
            RuleCorrection("@Observable class Model {}", "@Observable @MainActor class Model {}"),
        ],
        fixChange: .noFrame
    )

    static let nodeKinds: [SyntaxKind] = [.classDecl]

    private let checksObservableObject: Bool

    init(setting: RuleSetting, configuration: Configuration) {
        checksObservableObject = configuration.deploymentTarget(isAtLeast: "17") ?? false
    }

    func check(_ node: Syntax, in context: LintContext) {
        let type = node.cast(ClassDeclSyntax.self)
        let attributes = type.attributes.names
        let isObservable = attributes.contains("Observable")
        let inherited = type.inheritanceClause?.typeNames ?? []
        let isObservableObject = inherited.contains("ObservableObject")
        guard isObservable || (checksObservableObject && isObservableObject),
              !inherited.contains(where: { $0.hasSuffix("Sendable") }),
              // An Objective-C class (a `QLPreviewItem`, a delegate) conforms to nonisolated
              // protocols: isolating it would not compile. It is a model, not a view model.
              inherited.first != "NSObject",
              !attributes.contains(where: { $0.hasSuffix("Actor") })
        else { return }
        let kind = isObservable ? "@Observable" : "ObservableObject"
        context.report(
            at: type.name,
            "\(kind) view model '\(type.name.text)' is not isolated to the main actor; add `@MainActor`",
            fix: [context.inserting(insertion(for: type), at: insertionPoint(of: type))])
    }

    /// Right after the last attribute: on a new line with its indentation when the declaration
    /// continues on the next line, inline otherwise.
    private func insertionPoint(of type: ClassDeclSyntax) -> AbsolutePosition {
        (type.modifiers.first.map { Syntax($0) } ?? Syntax(type.classKeyword)).positionAfterSkippingLeadingTrivia
    }

    private func insertion(for type: ClassDeclSyntax) -> String {
        let next = type.modifiers.first?.firstToken(viewMode: .sourceAccurate) ?? type.classKeyword
        if let indentation = ModifierInsertion.indentation(of: next), !type.attributes.isEmpty {
            return "@MainActor\n" + indentation
        }
        return "@MainActor "
    }
}
