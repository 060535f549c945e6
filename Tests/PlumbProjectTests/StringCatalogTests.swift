import PlumbProject
import XCTest

/// The project model's string catalogs, read from a project's files.
final class StringCatalogTests: XCTestCase {
    func testAStringCatalogGivesTheSourceLanguagesValueElseTheKey() throws {
        let project = try FixtureProject([
            "App/Localizable.xcstrings": """
                { "sourceLanguage": "en", "version": "1.0", "strings": {
                  "settings.other.autoplay-video": { "localizations": {
                    "de": { "stringUnit": { "state": "translated", "value": "Videos automatisch abspielen" } },
                    "en": { "stringUnit": { "state": "translated", "value": "Auto Play Videos" } } } },
                  "Done": {}
                } }
                """,
        ])
        defer { project.remove() }
        let strings = project.model().strings
        XCTAssertEqual(strings.text(forKey: "settings.other.autoplay-video"), "Auto Play Videos")
        XCTAssertEqual(strings.text(forKey: "Done"), "Done")
        XCTAssertNil(strings.text(forKey: "missing.key"))
        XCTAssertEqual(strings.problems, [])
    }

    func testLocalizableStringsOfTheDevelopmentLanguageOnly() throws {
        let project = try FixtureProject([
            "App/en.lproj/Localizable.strings": """
                /* The title of the settings screen */
                "settings.title" = "Settings";
                "greeting" = "Hello, \\"friend\\"";
                """,
            "App/fr.lproj/Localizable.strings": "\"settings.title\" = \"Réglages\";\n\"only.french\" = \"Oui\";\n",
        ])
        defer { project.remove() }
        let strings = project.model().strings
        XCTAssertEqual(strings.text(forKey: "settings.title"), "Settings")
        XCTAssertNil(strings.text(forKey: "only.french"))
    }

    func testAFileThatCannotBeReadAddsNothingAndIsNamed() throws {
        let project = try FixtureProject([
            "App/Broken.xcstrings": "{ not json",
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = ;\n",
        ])
        defer { project.remove() }
        let strings = project.model().strings
        XCTAssertNil(strings.text(forKey: "a"))
        XCTAssertEqual(strings.problems.count, 2)
        XCTAssertTrue(strings.problems.contains { $0.contains("Broken.xcstrings") }, "\(strings.problems)")
        XCTAssertTrue(strings.problems.contains { $0.contains("Localizable.strings: line 2") }, "\(strings.problems)")
    }
}
