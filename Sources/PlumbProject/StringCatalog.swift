import Foundation

/// The development-language text of the project's localized strings. SwiftUI looks a string
/// literal given to `Text`, `Button`, `Label` and the other titled views up as a
/// `LocalizedStringKey`, so what the screen shows is the catalog's value for that key, not the
/// key (`Text("settings.title")` shows "Settings"); a key no catalog holds is shown as written.
///
/// Read from String Catalogs (`*.xcstrings`: the source language's `stringUnit` value, else the
/// key itself, as Xcode shows it) and from `Localizable.strings` in `en.lproj` or `Base.lproj`.
/// A file that cannot be read adds nothing and is named in `problems`.
public struct StringCatalog: Sendable, Equatable {
    private var values: [String: String] = [:]
    public private(set) var problems: [String] = []

    public init() {}

    /// A catalog read before (`entries` of another one): what a facts file keeps of it.
    public init(entries: [String: String]) {
        values = entries
    }

    /// The file names this type reads: the files to give `init(files:)`.
    public static func isCatalog(_ name: String) -> Bool {
        name.hasSuffix(".xcstrings") || name == "Localizable.strings"
    }

    public init(files: [SettingsFiles.File]) {
        for file in files {
            do {
                if file.path.hasSuffix(".xcstrings") {
                    try readStringCatalog(file)
                } else if Self.isDevelopmentLanguageFolder((file.path as NSString).deletingLastPathComponent) {
                    try readStringsFile(file)
                }
            } catch {
                problems.append("\(file.displayPath): \(error)")
            }
        }
    }

    /// What a literal key shows on screen, when a catalog holds the key.
    public func text(forKey key: String) -> String? { values[key] }

    /// Every key with the text it shows.
    public var entries: [String: String] { values }

    private static func isDevelopmentLanguageFolder(_ folder: String) -> Bool {
        ["en.lproj", "Base.lproj"].contains((folder as NSString).lastPathComponent)
    }

    /// Decoded into the strings' values only: `JSONSerialization` built an object for every
    /// value, comment and variation of every language, about 30 times the file's size (a 2.2 MB
    /// catalog of 13 languages was the biggest part of a lint's peak memory while it was read).
    private mutating func readStringCatalog(_ file: SettingsFiles.File) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file.path))
        let catalog: CatalogFile
        do {
            catalog = try JSONDecoder().decode(CatalogFile.self, from: data)
        } catch DecodingError.keyNotFound, DecodingError.typeMismatch {
            throw CatalogError("not a String Catalog: no \"strings\" object")
        }
        let sourceLanguage = catalog.sourceLanguage ?? "en"
        for (key, entry) in catalog.strings {
            values[key] = entry.values[sourceLanguage] ?? key
        }
    }

    /// `"key" = "value";` lines: an old-style property list dictionary without its braces.
    private mutating func readStringsFile(_ file: SettingsFiles.File) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file.path))
        guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else {
            throw CatalogError("neither UTF-8 nor UTF-16")
        }
        guard let entries = try OldStylePlist.parse("{\(text)\n}").dictionary else { return }
        for (key, value) in entries {
            if let value = value.string { values[key] = value }
        }
    }
}

/// What a String Catalog (`*.xcstrings`) holds that `StringCatalog` reads: the source language
/// and, for each key, each language's `stringUnit` value. An entry of another shape (plural
/// variations, a value that is not a string) has no value for that language, so the key is
/// shown as written, as before.
private struct CatalogFile: Decodable {
    let sourceLanguage: String?
    let strings: [String: Entry]

    private enum CodingKeys: String, CodingKey {
        case sourceLanguage, strings
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sourceLanguage = try? container.decode(String.self, forKey: .sourceLanguage)
        strings = try container.decode([String: Entry].self, forKey: .strings)
    }

    struct Entry: Decodable {
        /// The `stringUnit` value by language.
        let values: [String: String]

        private enum EntryKey: String, CodingKey {
            case localizations
        }

        private enum LocalizationKey: String, CodingKey {
            case stringUnit
        }

        private enum UnitKey: String, CodingKey {
            case value
        }

        init(from decoder: any Decoder) {
            let localizations = try? decoder.container(keyedBy: EntryKey.self).nestedContainer(keyedBy: Language.self, forKey: .localizations)
            var values: [String: String] = [:]
            for language in localizations?.allKeys ?? [] {
                let unit = try? localizations?.nestedContainer(keyedBy: LocalizationKey.self, forKey: language)
                    .nestedContainer(keyedBy: UnitKey.self, forKey: .stringUnit)
                if let value = try? unit?.decode(String.self, forKey: .value) { values[language.stringValue] = value }
            }
            self.values = values
        }
    }

    /// A language code, as a key of `localizations`.
    private struct Language: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

private struct CatalogError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
