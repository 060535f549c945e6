import Foundation
import PlumbCore

/// The rules a run checks when the command line narrows them: `--only` runs just the rules it
/// names (opt-in ones included), `--disable` turns the rules it names off; both over what the
/// configuration says.
public struct RuleSelection: Sendable, Equatable {
    public var only: [String]
    public var disabled: [String]

    /// Each value may list several ids separated by commas: `--only spacing-grid,tap-target`.
    public init(only: [String] = [], disabled: [String] = []) {
        self.only = Self.ids(only)
        self.disabled = Self.ids(disabled)
    }

    public var isEmpty: Bool { only.isEmpty && disabled.isEmpty }

    /// `configuration` with the selection applied; an unknown id throws `UnknownRuleError`.
    public func applied(to configuration: Configuration) throws -> Configuration {
        let known = RuleRegistry.descriptions.map(\.id)
        if let unknown = (only + disabled).first(where: { !known.contains($0) }) {
            throw UnknownRuleError(id: unknown)
        }
        var configuration = configuration
        if !only.isEmpty {
            for id in known {
                var setting = configuration.setting(for: id)
                setting.isOff = !only.contains(id)
                configuration.rules[id] = setting
            }
        }
        for id in disabled {
            var setting = configuration.setting(for: id)
            setting.isOff = true
            configuration.rules[id] = setting
        }
        return configuration
    }

    /// The selection as a cache key part: a narrowed run keeps its own stored results.
    public var keyText: String {
        "only:" + only.sorted().joined(separator: ",") + " disable:" + disabled.sorted().joined(separator: ",")
    }

    private static func ids(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// A rule id that names no rule, with the ids it is closest to.
public struct UnknownRuleError: Error, Sendable, CustomStringConvertible {
    public let id: String

    public init(id: String) {
        self.id = id
    }

    public var description: String {
        "unknown rule '\(id)'\(Suggestions.didYouMean(id, in: RuleRegistry.descriptions.map(\.id))) (see `plumb rules`)"
    }
}
