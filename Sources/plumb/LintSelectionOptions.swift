import ArgumentParser
import Foundation
import PlumbLint

/// The options of `plumb lint` that narrow what is reported: which rules (`--only`,
/// `--disable`) and which files (`--changed`).
struct LintSelectionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Run only these rules (ids, comma-separated or repeated), opt-in ones included.", valueName: "rule,…"))
    var only: [String] = []

    @Option(help: ArgumentHelp("Turn these rules off for this run (ids, comma-separated or repeated).", valueName: "rule,…"))
    var disable: [String] = []

    @Option(help: ArgumentHelp(
        "Report only the files changed since REV (default: the merge base with the default branch) and uncommitted ones, with the whole project's facts. `--changed` alone, or `--changed REV`.",
        valueName: "rev"))
    var changed: String?

    var rules: RuleSelection { RuleSelection(only: only, disabled: disable) }

    /// `--changed`'s revision: nil without the option, `.some(nil)` for the default base.
    var changedSince: String?? {
        guard let changed else { return nil }
        return .some(changed == ChangedArgument.defaultBase ? nil : changed)
    }
}

/// `--changed` takes an optional revision, which ArgumentParser cannot express: a bare
/// `--changed` (last, or followed by an option or an existing path) becomes
/// `--changed=@merge-base`, the default base. `--changed=REV` always names a revision.
enum ChangedArgument {
    static let defaultBase = "@merge-base"

    static func normalized(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for (index, argument) in arguments.enumerated() {
            guard argument == "--changed" else {
                result.append(argument)
                continue
            }
            let next = arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
            let takesNext = next.map { !$0.hasPrefix("-") && !FileManager.default.fileExists(atPath: $0) } ?? false
            result.append(takesNext ? argument : "--changed=" + defaultBase)
        }
        return result
    }
}
