import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// An SF Symbol name that does not exist, was renamed, or is newer than the deployment target
/// (docs/design-system.md#sf-symbols).
struct SFSymbolNameRule: SyntaxRule {
    static let description = RuleDescription(
        id: "sf-symbol-name",
        summary: "An SF Symbol name that does not exist (did you mean …?), was renamed, or needs a newer OS",
        explanation: """
            A misspelt symbol name draws nothing, silently. This rule checks the literal names given to \
            `Image(systemName:)`, `UIImage(systemName:)`, and the `systemImage:` of `Label`, `Button`, `Tab`, \
            `ContentUnavailableView` and friends against the SF Symbols catalog that ships with Plumb (every \
            name up to SF Symbols 5.2, iOS 17.2). Because newer symbols exist than the catalog knows, a name it \
            does not have is reported only when it is almost certainly wrong: a catalog name is a small edit \
            away (the fix writes it when there is exactly one) — unless the two differ only in dots, the way \
            newer releases regroup names (`airpodsmax` became `airpods.max`) — or the name breaks the naming \
            grammar (upper case, spaces, empty — though an empty name as one branch of a choice, \
            `isOn ? "checkmark" : ""`, is written on purpose for no symbol and is not reported). A renamed name gets its current name as a fix, when that name exists \
            at the deployment target. With `deployment_target`, a name newer than the target for the first \
            configured platform is reported with the version it needs, unless the code is inside \
            `if #available`/`@available`. `symbols: { extra: [...] }` in `.plumb.yml` adds names the catalog lacks.
            """,
        severity: .error,
        kind: .syntax,
        triggering: [
            RuleExample("""
                let a = Image(systemName: ↓"checkmark.circle.fil")
                let b = Label("Notes", systemImage: ↓"Note.Text")
                let c = ContentUnavailableView("None", systemImage: ↓"")
                let d = Button("Add", systemImage: flag ? "plus" : ↓"plus.circle.fil") {}
                """),
            RuleExample("""
                let a = Image(systemName: ↓"a.book.closed")
                """, configuration: "deployment_target: '17.0'"),
            RuleExample("""
                let a = Image(systemName: ↓"arrow.clockwise.square")
                """, configuration: "deployment_target: '16.0'"),
            // Below iOS 17, or where a flag is off, the name iOS 15 brought exists all the same.
            RuleExample("""
                if #available(iOS 17, *) { icon = UIImage(systemName: "slider.horizontal.3") } else {
                    icon = UIImage(systemName: ↓"line.horizontal.3.decrease")
                }
                if #available(iOS 15, *), isFiltering { icon = nil } else {
                    icon = UIImage(systemName: ↓"line.horizontal.3.decrease")
                }
                """),
        ],
        nonTriggering: [
            // An empty name chosen for no symbol, beside a real one.
            RuleExample("""
                let a = Label(device.name, systemImage: device.isConnected ? "checkmark" : "")
                let b = Image(systemName: badge ?? "")
                """),
            // `systemName:` of a call that is not an image names something else.
            RuleExample("let device = ControllerDevice(name: \"Pump\", systemName: \"Controller System Name\", systemVersion: \"1\")"),
            RuleExample("""
                let a = Image(systemName: "checkmark.circle.fill")
                let b = Label("Notes", systemImage: "note.text")
                let c = Image(systemName: "apple.intelligence")
                let g = Image(systemName: "airpods.max")
                let d = Image(systemName: iconName)
                let e = Image(systemName: "\\(name).fill")
                let f = Image("Logo")
                """),
            RuleExample("""
                struct Walk: View {
                    var body: some View {
                        if #available(iOS 17, *) { Image(systemName: "arrow.clockwise.square") }
                    }
                }
                """, configuration: "deployment_target: '16.0'"),
            // Code for the systems before the rename keeps the old name.
            RuleExample("""
                if #available(iOS 15.0, *) {
                    icon = UIImage(systemName: "line.3.horizontal.decrease")
                } else {
                    icon = UIImage(systemName: "line.horizontal.3.decrease")
                }
                if #unavailable(iOS 15) { icon = UIImage(systemName: "line.horizontal.3.decrease") }
                func legacyIcon() -> UIImage? {
                    guard #available(iOS 15, *) else { return UIImage(systemName: "line.horizontal.3.decrease") }
                    return nil
                }
                """),
            RuleExample("""
                let a = Image(systemName: "brand.glyph.fil")
                """, configuration: "symbols: { extra: [brand.glyph.fil] }"),
        ],
        corrections: [
            RuleCorrection("""
                let a = Image(systemName: "checkmark.circle.fil")
                let b = Image(systemName: "a.book.closed")
                """, """
                let a = Image(systemName: "checkmark.circle.fill")
                let b = Image(systemName: "character.book.closed")
                """),
        ],
        fixChange: .layout(effect: "a misspelled symbol, which SwiftUI draws as nothing, takes the frame of the symbol it meant; a renamed one keeps its frame")
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    private let extra: Set<String>

    init(setting: RuleSetting, configuration: Configuration) {
        extra = Set(configuration.extraSymbols)
    }

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard SymbolNames.namesSymbol(call) else { return }
        for literal in SymbolNames.literals(in: call) {
            guard let name = literal.representedLiteralValue, !extra.contains(name), !Self.isNoSymbolChoice(name, literal) else { continue }
            check(name, literal: literal, in: context)
        }
    }

    private func check(_ name: String, literal: StringLiteralExprSyntax, in context: LintContext) {
        guard let catalog = SymbolCatalog.shared else {
            if !SymbolNames.isWellFormed(name) { context.report(at: literal, "\"\(name)\" is not an SF Symbol name; use a name from the SF Symbols app") }
            return
        }
        if let current = catalog.currentName(of: name) {
            guard isAvailable(current, catalog: catalog, scope: context.scope),
                  !Self.isFallback(for: current, at: literal, catalog: catalog) else { return }
            context.report(
                at: literal, "SF Symbol \"\(name)\" was renamed; use \"\(current)\"",
                fix: [context.replacing(literal, with: "\"\(current)\"")])
        } else if catalog.contains(name) {
            checkAvailability(name, literal: literal, catalog: catalog, in: context)
        } else {
            checkUnknown(name, literal: literal, catalog: catalog, in: context)
        }
    }

    private func checkAvailability(_ name: String, literal: StringLiteralExprSyntax, catalog: SymbolCatalog, in context: LintContext) {
        guard let (platform, needed, deploymentTarget) = Self.missing(name, catalog: catalog, scope: context.scope),
              !AvailabilityGuard.isGuarded(literal)
        else { return }
        context.report(
            at: literal,
            "SF Symbol \"\(name)\" needs \(platform.rawValue) \(needed), newer than \(context.deploymentTargetSource(platform, deploymentTarget)); use an older symbol, or show this one inside `if #available(\(platform.rawValue) \(needed), *)`")
    }

    private func checkUnknown(_ name: String, literal: StringLiteralExprSyntax, catalog: SymbolCatalog, in context: LintContext) {
        let normalized = name.lowercased().trimmingCharacters(in: .whitespaces)
        let suggestions: [String]
        if normalized.isEmpty {
            suggestions = []
        } else if catalog.contains(normalized) {
            suggestions = [normalized]
        } else {
            suggestions = catalog.nearNames(to: normalized, maximumDistance: normalized.count >= 12 ? 2 : 1)
                .filter { isAvailable($0, catalog: catalog, scope: context.scope) }
            // Newer releases regroup names by their dots (`airpodsmax` became `airpods.max`): a
            // name that differs from a catalog name only in dots is likely newer, not wrong.
            if suggestions.contains(where: { Self.undotted($0) == Self.undotted(normalized) }) { return }
        }
        guard !suggestions.isEmpty || !SymbolNames.isWellFormed(name) else { return }
        var message = "\"\(name)\" is not an SF Symbol"
        if !suggestions.isEmpty {
            message += "; did you mean " + suggestions.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + "?"
        } else {
            message += "; use a name from the SF Symbols app"
        }
        let fix = suggestions.count == 1 ? [context.replacing(literal, with: "\"\(suggestions[0])\"")] : []
        context.report(at: literal, message, fix: fix)
    }

    /// `""` as one branch of a choice (`isConnected ? "checkmark" : ""`, `name ?? ""`): written on
    /// purpose for no symbol, where the other branch names one.
    private static func isNoSymbolChoice(_ name: String, _ literal: StringLiteralExprSyntax) -> Bool {
        name.isEmpty && literal.parent?.is(LabeledExprSyntax.self) == false
    }

    private static func undotted(_ name: String) -> String {
        name.replacingOccurrences(of: ".", with: "")
    }

    /// Whether the code at `literal` runs only below the version that brought `current` (the
    /// `else` of `if #available(iOS 15, *)` for a name iOS 15 renamed): there the old name is
    /// the one that exists.
    private static func isFallback(for current: String, at literal: StringLiteralExprSyntax, catalog: SymbolCatalog) -> Bool {
        CodeScope.fallbackCeilings(at: literal).contains { platform, ceiling in
            catalog.firstVersion(of: current, on: platform).map { $0 >= ceiling } ?? false
        }
    }

    /// Whether a catalog name exists at the deployment targets of the code (always, without one).
    private func isAvailable(_ name: String, catalog: SymbolCatalog, scope: CodeScope) -> Bool {
        Self.missing(name, catalog: catalog, scope: scope) == nil
    }

    /// The first platform the code is built for whose deployment target is older than the
    /// symbol, with both versions.
    private static func missing(_ name: String, catalog: SymbolCatalog, scope: CodeScope) -> (Platform, OSVersion, OSVersion)? {
        for platform in Platform.allCases {
            guard let target = scope.deploymentTargets[platform], let needed = catalog.firstVersion(of: name, on: platform),
                  needed > target else { continue }
            return (platform, needed, target)
        }
        return nil
    }
}
