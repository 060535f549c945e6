import PlumbCore
import PlumbLint

extension Configuration {
    /// Turns on the rules the default set leaves off only for their measured precision, where the
    /// configuration does not set them: these tests watch what a rule does once a project turns
    /// it on. Rules opt-in by design stay as configured, so their "off by default" is tested too.
    mutating func turnOnRulesOffForPrecision() {
        for rule in RuleRegistry.descriptions where rule.isOptIn && !rule.isOptInByDesign && rules[rule.id] == nil {
            rules[rule.id] = RuleSetting()
        }
    }

    func withRulesOffForPrecisionOn() -> Configuration {
        var configuration = self
        configuration.turnOnRulesOffForPrecision()
        return configuration
    }
}
