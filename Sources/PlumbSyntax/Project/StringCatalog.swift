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

    private mutating func readStringCatalog(_ file: SettingsFiles.File) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file.path))
        guard let catalog = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any]
        else { throw CatalogError("not a String Catalog: no \"strings\" object") }
        let sourceLanguage = catalog["sourceLanguage"] as? String ?? "en"
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
            let unit = (localizations?[sourceLanguage] as? [String: Any])?["stringUnit"] as? [String: Any]
            values[key] = unit?["value"] as? String ?? key
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

private struct CatalogError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
