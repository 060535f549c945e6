import Foundation
import PlumbCore

/// Something in the project that shows how the app handles light and dark appearance, and where.
public struct AppearanceEvidence: Sendable, Equatable {
    public let appearance: Appearance
    public let position: SourcePosition
    /// What was found: `an @AppStorage colour-scheme setting (selectedScheme)`.
    public let reason: String
    /// The target whose setting it is; `nil` for a settings file no target names. Evidence in
    /// Swift code belongs to the targets of its file (`ProjectFacts.inferredDesign(ofFile:)`).
    public var target: String?

    public init(appearance: Appearance, position: SourcePosition, reason: String, target: String? = nil) {
        self.appearance = appearance
        self.position = position
        self.reason = reason
        self.target = target
    }

    /// `UIUserInterfaceStyle is Light in target App (App/Info.plist:12)`: for messages and `plumb project`.
    public var summary: String {
        let owner = target.map { " in target \($0)" } ?? ""
        return "\(reason)\(owner) (\(position.file):\(position.line))"
    }
}

/// The design settings the code shows, for rules that depend on a setting the configuration
/// leaves out (`docs/design-system.md`, "Colors"). Nothing is assumed: without evidence a
/// setting stays unknown and the rules that need it stay silent. Density and surfaces have no
/// reliable evidence in code, so they are never inferred.
public struct InferredDesign: Sendable {
    public let appearance: Appearance?
    public let evidence: [AppearanceEvidence]

    /// Switchable when the app chooses its colour scheme at run time or declares light/dark
    /// colour pairs; fixed when it locks one (`UIUserInterfaceStyle`, a constant
    /// `preferredColorScheme` on the App's scene); unknown when the evidence disagrees.
    public init(evidence: [AppearanceEvidence]) {
        self.evidence = evidence.sorted { $0.position < $1.position }
        let values = Set(evidence.map(\.appearance))
        appearance = values.count == 1 ? values.first : nil
    }

    /// What several targets' settings say of code they all compile: a setting they all show
    /// alike, with the evidence of each.
    public init(agreeing designs: [InferredDesign]) {
        evidence = designs.flatMap(\.evidence).sorted { $0.position < $1.position }
        let values = Set(designs.map(\.appearance))
        appearance = values.count == 1 ? values.first ?? nil : nil
    }

    /// The configuration's design settings, with the inferred ones where it has none.
    public func completing(_ design: DesignSettings) -> DesignSettings {
        var completed = design
        completed.appearance = design.appearance ?? appearance
        return completed
    }
}
