import PlumbCore

/// What a run loses when the facts Plumb ships beside its executable are missing.
public enum ShippedResources {
    /// A warning for people when `sf-symbol-name` is on but the catalog of SF Symbol names was
    /// not found: an executable copied without its `Plumb_PlumbLint.resources` bundle. The rule
    /// then judges only the form of names, and a run that silently reports fewer findings would
    /// pass where it should not. Nil when nothing is missing.
    public static func warning(for configuration: Configuration) -> String? {
        warning(for: configuration, catalogFound: SymbolCatalog.shared != nil)
    }

    static func warning(for configuration: Configuration, catalogFound: @autoclosure () -> Bool) -> String? {
        let rule = SFSymbolNameRule.description
        // Loading the catalog is a good part of a small run: it is asked for only where the rule is on.
        guard RuleRegistry.isEnabled(rule, in: configuration), !catalogFound() else { return nil }
        return "plumb: warning: the SF Symbols catalog (Plumb_PlumbLint.resources) was not found beside the plumb executable; "
            + "\(rule.id) checks only the form of symbol names. Install the bundle with the executable."
    }
}
