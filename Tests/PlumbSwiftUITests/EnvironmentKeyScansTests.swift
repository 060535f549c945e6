import PlumbSyntax
import Testing

@testable import PlumbSwiftUI

/// A reader built again with the scans of an earlier one finds the environment keys a reader
/// built afresh does: files it scanned before are not scanned again, changed ones are.
@Suite struct EnvironmentKeyScansTests {
    private static let declaration = """
        import SwiftUI

        private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
        extension EnvironmentValues {
            var accent: Color {
                get { self[AccentKey.self] }
                set { self[AccentKey.self] = newValue }
            }
        }
        """

    private func facts(_ files: [SourceFile]) -> ProjectFacts {
        var facts = ProjectFacts(themeName: "AppTheme")
        for file in files {
            facts.merge(FactsCollector.collect(file, bytes: file.bytes, themeName: "AppTheme"), of: file)
        }
        return facts
    }

    @Test func aChangedFileIsScannedAgainAndAnUnchangedOneIsNot() {
        let scans = EnvironmentKeyScans()
        let keys = SourceFile(path: "Keys.swift", source: Self.declaration)
        let screen = SourceFile(path: "Screen.swift", source: "struct Screen { let view = Text(\"a\").environment(\\.accent, .red) }\n")
        let first = facts([keys, screen])
        #expect(ScreenReader(facts: first, keyScans: scans).indexKey == "accent")
        // The screen no longer sets the key, and another file sets another one.
        let edited = SourceFile(path: "Screen.swift", source: "struct Screen { let view = Text(\"a\") }\n")
        let other = SourceFile(path: "Other.swift", source: "let path = \\EnvironmentValues.tint\n")
        let second = facts([keys, edited, other])
        #expect(ScreenReader(facts: second, keyScans: scans).indexKey == ScreenReader(facts: second).indexKey)
        #expect(ScreenReader(facts: second, keyScans: scans).indexKey == "tint")
    }
}
