import PlumbProject
import Testing

@testable import PlumbSyntax

/// Replacing a file's facts in a merge (a warm project's edit) gives what merging every file
/// anew gives, table by table.
@Suite struct FactsReplacementTests {
    /// Three files that give the same keys, so that order and the first declaration matter.
    private static let first = """
        import SwiftUI
        @_exported import Inject
        enum AppTheme { enum Spacing { static let small: CGFloat = 4 } }
        struct Shared { static let gap: CGFloat = 8 }
        extension View { func card() -> some View { padding(8) } }
        func badge() -> some View { Text("A") }
        """
    private static let middle = """
        import SwiftUI
        let margin: CGFloat = 16
        extension Shared { static let gap: CGFloat = 12; static let only: CGFloat = 1 }
        extension View { func chip() -> some View { padding(4) } }
        func badge() -> some View { Text("B") }
        enum Outer { struct Spacing {} }
        struct Row: View {
            @AppStorage("scheme") var scheme: ColorScheme = .light
            var body: some View { VStack(spacing: AppTheme.Spacing.small) { Text("Row") } }
        }
        """
    /// `middle` edited: `only` and `Outer.Spacing` gone, a member, a type, a modifier and a
    /// token use added, the appearance setting moved.
    private static let edited = """
        import SwiftUI
        @_exported import Kingfisher
        let margin: CGFloat = 20
        extension Shared { static let gap: CGFloat = 12; static let added: CGFloat = 3 }
        extension View { func pill() -> some View { padding(2) } }
        struct Row: View {
            var body: some View { HStack(spacing: AppTheme.Spacing.small) { VStack(spacing: AppTheme.Spacing.large) {} } }
        }
        struct Card: View { @AppStorage("theme") var theme: ColorScheme = .dark; var body: some View { Text("Card") } }
        """
    private static let last = """
        import Foundation
        extension Shared { static let only: CGFloat = 2; static let added: CGFloat = 5 }
        struct Model { let name: String }
        enum Outer2 { enum Spacing {} }
        func badge() -> some View { Text("C") }
        """

    private func load(_ path: String, _ text: String) -> MergedFile {
        let source = SourceFile(path: path, source: text)
        let facts = FactsCollector.collect(source, bytes: source.bytes, themeName: "AppTheme")
        // A file that may hold no view lets its tree go, as a run loads it.
        guard !facts.mayHoldViews else { return MergedFile(source: source, facts: facts) }
        defer { source.letGoOfTree() }
        return MergedFile(source: source, facts: facts.located())
    }

    private func merged(_ files: [MergedFile]) -> ProjectFacts {
        ProjectFacts.merging(files, themeName: "AppTheme", model: .empty)
    }

    @Test(arguments: [[1], [0, 2], [0, 1, 2]])
    func replacingFilesGivesTheFullMerge(_ replaced: [Int]) {
        let before = [load("/p/A.swift", Self.first), load("/p/B.swift", Self.middle), load("/p/C.swift", Self.last)]
        let edits = [Self.first.replacingOccurrences(of: "gap: CGFloat = 8", with: "gap: CGFloat = 9"), Self.edited,
                     Self.last.replacingOccurrences(of: "static let only: CGFloat = 2; ", with: "")]
        var after = before
        for index in replaced { after[index] = load(before[index].source.path, edits[index]) }
        var facts = merged(before)
        facts.replace(replaced.map { FileReplacement(old: before[$0], new: after[$0]) }, among: after)
        #expect(Self.describe(facts, files: after) == Self.describe(merged(after), files: after))
    }

    /// Every table of the facts, in an order that does not depend on how a dictionary was built.
    private static func describe(_ facts: ProjectFacts, files: [MergedFile]) -> [String] {
        let path = { (file: SourceFile) in file.path }
        var lines: [String] = []
        for (name, declarations) in facts.types.storage.sorted(by: { $0.key < $1.key }) {
            lines.append("type \(name): \(declarations.map { "\($0.position)" })")
        }
        for (owner, members) in facts.members.storage.sorted(by: { $0.key < $1.key }) {
            lines.append("members \(owner): \(members.sorted { $0.key < $1.key }.map { "\($0.key)@\($0.value.position)" })")
        }
        for (name, functions) in facts.freeFunctions.storage.sorted(by: { $0.key < $1.key }) {
            lines.append("function \(name): \(functions.map { path($0.file) })")
        }
        for (name, values) in facts.globalValues.storage.sorted(by: { $0.key < $1.key }) {
            lines.append("global \(name): \(values.map { "\(path($0.file))@\($0.position)" })")
        }
        for file in files {
            let key = ObjectIdentifier(file.source)
            lines.append("file \(file.source.path): imports \(facts.imports[key]?.sorted() ?? []), "
                + "values \(facts.fileValues[key]?.sorted { $0.key < $1.key }.map { "\($0.key)@\($0.value.position)" } ?? [])")
        }
        lines.append("by tree: \(facts.filesByTree.map { "\(path($0.value)) \($0.key == $0.value.tree.id)" }.sorted())")
        lines.append("on demand: \(facts.filesParsedOnDemand.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.map(path))" })")
        lines.append("re-exported: \(facts.reexportingFiles.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })")
        lines.append("suffixes: \(facts.nestedNameSuffixes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })")
        lines.append("evidence: \(facts.appearanceEvidence.map { "\($0.position) \($0.reason)" })")
        lines.append("evidence by path: \(facts.appearanceEvidenceByPath.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.count)" })")
        lines.append("tokens: \(facts.spacingTokenTally.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })")
        for name in ["card", "chip", "pill"] {
            lines.append("modifier \(name): \(facts.viewMethods(named: name).map { "\($0.position)" })")
        }
        return lines
    }
}
