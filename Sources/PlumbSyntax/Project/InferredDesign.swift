import Foundation
import PlumbCore

/// Something in the project that shows how the app handles light and dark appearance, and where.
public struct AppearanceEvidence: Sendable, Equatable {
    public let appearance: Appearance
    public let position: SourcePosition
    /// What was found: `an @AppStorage colour-scheme setting (selectedScheme)`.
    public let reason: String

    public init(appearance: Appearance, position: SourcePosition, reason: String) {
        self.appearance = appearance
        self.position = position
        self.reason = reason
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

    /// The configuration's design settings, with the inferred ones where it has none.
    public func completing(_ design: DesignSettings) -> DesignSettings {
        var completed = design
        completed.appearance = design.appearance ?? appearance
        return completed
    }
}

/// Finds `.preferredColorScheme(…)` calls in a file's text: a scheme chosen at run time is an
/// in-app appearance setting; a constant one on the App's scene locks the appearance. A byte
/// search, as the facts pass does not enter bodies.
enum PreferredColorSchemeScan {
    struct Call {
        let offset: Int
        let argument: String

        var isConstant: Bool { [".dark", ".light", "ColorScheme.dark", "ColorScheme.light"].contains(argument) }
    }

    static func calls(in bytes: [UInt8]) -> [Call] {
        let needle = Array("preferredColorScheme(".utf8)
        guard bytes.count > needle.count else { return [] }
        var calls: [Call] = []
        var index = 0
        while index <= bytes.count - needle.count {
            guard bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) else {
                index += 1
                continue
            }
            var depth = 1
            var end = index + needle.count
            while end < bytes.count, depth > 0, bytes[end] != UInt8(ascii: "\n") {
                if bytes[end] == UInt8(ascii: "(") { depth += 1 }
                if bytes[end] == UInt8(ascii: ")") { depth -= 1 }
                end += 1
            }
            if depth == 0 {
                let argument = String(decoding: bytes[(index + needle.count)..<(end - 1)], as: UTF8.self)
                    .trimmingCharacters(in: .whitespaces)
                if !argument.isEmpty, argument != "nil" { calls.append(Call(offset: index, argument: argument)) }
            }
            index = end
        }
        return calls
    }
}
