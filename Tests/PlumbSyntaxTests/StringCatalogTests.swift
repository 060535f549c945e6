import Foundation
import PlumbSyntax
import XCTest

final class StringCatalogTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ relativePath: String, _ text: String) throws {
        let url = directory.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func catalog() -> StringCatalog {
        StringCatalog(files: SettingsFiles.find(under: [directory.path], where: StringCatalog.isCatalog))
    }

    func testAStringCatalogGivesTheSourceLanguagesValueElseTheKey() throws {
        try write("App/Localizable.xcstrings", """
            { "sourceLanguage": "en", "version": "1.0", "strings": {
              "settings.other.autoplay-video": { "localizations": {
                "de": { "stringUnit": { "state": "translated", "value": "Videos automatisch abspielen" } },
                "en": { "stringUnit": { "state": "translated", "value": "Auto Play Videos" } } } },
              "Done": {}
            } }
            """)
        let strings = catalog()
        XCTAssertEqual(strings.text(forKey: "settings.other.autoplay-video"), "Auto Play Videos")
        XCTAssertEqual(strings.text(forKey: "Done"), "Done")
        XCTAssertNil(strings.text(forKey: "missing.key"))
        XCTAssertEqual(strings.problems, [])
    }

    func testLocalizableStringsOfTheDevelopmentLanguageOnly() throws {
        try write("App/en.lproj/Localizable.strings", """
            /* The title of the settings screen */
            "settings.title" = "Settings";
            "greeting" = "Hello, \\"friend\\"";
            """)
        try write("App/fr.lproj/Localizable.strings", "\"settings.title\" = \"Réglages\";\n\"only.french\" = \"Oui\";\n")
        let strings = catalog()
        XCTAssertEqual(strings.text(forKey: "settings.title"), "Settings")
        XCTAssertNil(strings.text(forKey: "only.french"))
    }

    func testAFileThatCannotBeReadAddsNothingAndIsNamed() throws {
        try write("App/Broken.xcstrings", "{ not json")
        try write("App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = ;\n")
        let strings = catalog()
        XCTAssertNil(strings.text(forKey: "a"))
        XCTAssertEqual(strings.problems.count, 2)
        XCTAssertTrue(strings.problems.contains { $0.contains("Broken.xcstrings") }, "\(strings.problems)")
        XCTAssertTrue(strings.problems.contains { $0.contains("Localizable.strings: line 2") }, "\(strings.problems)")
    }
}
