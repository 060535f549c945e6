import Foundation
import PlumbCore
import PlumbLint

/// `plumb layout PATH --coverage`: the screens the layout rules read, as a lint run reads them,
/// each with its judgement and the views the reader could not model, counted by cause.
extension LayoutCommand {
    func printCoverage() throws {
        guard snippet == nil, canvas == nil, device == nil, !allDevices, report == nil, format != .svg else {
            throw RunFailure(message: "--coverage reads the project's screens on the layout rules' scenarios; it takes PATH, --view and --format text|json only")
        }
        let configuration = try ConfigurationResolver.configuration(explicit: nil, paths: paths)
        let layoutRules = RuleRegistry.enabledLayoutRules(for: configuration).map { type(of: $0).description.id }
        guard !layoutRules.isEmpty else { throw RunFailure(message: "--coverage: the configuration turns every layout rule off") }
        let roots = paths.isEmpty ? ["."] : paths
        let discovery = FileDiscovery(configuration: configuration).discover(roots)
        guard discovery.failures.isEmpty else { throw RunFailure(message: discovery.failures.joined(separator: "\n")) }
        let linter = Linter(
            configuration: try RuleSelection(only: layoutRules).applied(to: configuration), options: LintOptions(keepsLayoutScreens: true))
        let result = linter.lint(discovery.inputs, roots: roots)
        guard result.failures.isEmpty else { throw RunFailure(message: result.failures.joined(separator: "\n")) }
        // A run that keeps its screens always has them.
        let screens = result.layoutScreens?.entries ?? []
        let coverage = result.layoutScreens.map { LayoutCoverage($0, only: view) }
        guard let coverage, !coverage.screens.isEmpty || !coverage.leftOut.isEmpty || view == nil else {
            let names = screens.map(\.screen.name).sorted().prefix(12).joined(separator: ", ")
            throw RunFailure(message: "'\(view ?? "")' is not a screen the layout rules read" + (names.isEmpty ? "" : "; screens: \(names)"))
        }
        print(format == .json ? coverage.json.rendered : coverage.text(listingViews: view != nil))
    }
}
