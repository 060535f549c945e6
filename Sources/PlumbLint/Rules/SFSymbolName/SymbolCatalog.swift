import Foundation
import PlumbCore

/// Every SF Symbol name up to SF Symbols 5.2, with the release that added it and the names that
/// were renamed: facts shipped as a resource (`Resources/sf-symbols/*.tsv`), read the first time a
/// rule asks and then kept for the process. On macOS the SF Symbols app's own, newer metadata is
/// read instead when the app is installed.
final class SymbolCatalog: Sendable {
    /// Release key (`2023.2`) by symbol name.
    private let releases: [String: String]
    /// First OS version of each platform, by release key.
    private let availability: [String: [Platform: OSVersion]]
    /// Current name by old name.
    private let renamed: [String: String]
    /// Names grouped by length, for looking up near misses.
    private let namesByLength: [Int: [[UInt8]]]

    /// The catalog, loaded once on first use; `nil` when the resource cannot be found, and then
    /// no name is judged by it.
    static let shared: SymbolCatalog? = load()

    init(releases: [String: String], availability: [String: [Platform: OSVersion]], renamed: [String: String]) {
        self.releases = releases
        self.availability = availability
        self.renamed = renamed
        namesByLength = Dictionary(grouping: releases.keys.map { Array($0.utf8) }, by: \.count)
    }

    func contains(_ name: String) -> Bool { releases[name] != nil }

    func currentName(of name: String) -> String? { renamed[name] }

    /// The first version of `platform` that has the symbol.
    func firstVersion(of name: String, on platform: Platform) -> OSVersion? {
        releases[name].flatMap { availability[$0]?[platform == .iPadOS ? .iOS : platform] }
    }

    /// Catalog names within `maximumDistance` edits of `name`, nearest first.
    func nearNames(to name: String, maximumDistance: Int) -> [String] {
        let target = Array(name.utf8)
        var found: [(name: String, distance: Int)] = []
        for length in (target.count - maximumDistance)...(target.count + maximumDistance) {
            for candidate in namesByLength[length] ?? [] {
                if let distance = EditDistance.bounded(target, candidate, limit: maximumDistance) {
                    found.append((String(decoding: candidate, as: UTF8.self), distance))
                }
            }
        }
        guard let best = found.map(\.distance).min() else { return [] }
        return found.filter { $0.distance == best }.map(\.name).sorted()
    }

    // MARK: Loading

    private static func load() -> SymbolCatalog? {
        #if os(macOS)
        if let catalog = SymbolsAppMetadata.load() { return catalog }
        #endif
        guard let directory = resourceDirectory(),
              let names = TSV.rows(directory.appendingPathComponent("names.tsv")),
              let releaseRows = TSV.rows(directory.appendingPathComponent("releases.tsv")),
              let renamedRows = TSV.rows(directory.appendingPathComponent("renamed.tsv"))
        else { return nil }
        let columns: [Platform] = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]
        var availability: [String: [Platform: OSVersion]] = [:]
        for row in releaseRows where row.count == columns.count + 1 {
            availability[row[0]] = Dictionary(uniqueKeysWithValues: zip(columns, row.dropFirst()).compactMap { platform, text in
                OSVersion(text).map { (platform, $0) }
            })
        }
        return SymbolCatalog(
            releases: Dictionary(names.filter { $0.count == 2 }.map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first }),
            availability: availability,
            renamed: Dictionary(renamedRows.filter { $0.count == 2 }.map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The package's resource bundle, looked up beside the executable (and the test bundle)
    /// without `Bundle.module`, which stops the process when the bundle is missing.
    private static func resourceDirectory() -> URL? {
        let roots = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent(), Bundle(for: SymbolCatalog.self).bundleURL]
        for root in roots.compactMap({ $0 }) {
            for bundleName in ["Plumb_PlumbLint.resources", "Plumb_PlumbLint.bundle"] {
                let url = root.appendingPathComponent(bundleName)
                if let bundle = Bundle(url: url), let directory = bundle.url(forResource: "sf-symbols", withExtension: nil) {
                    return directory
                }
                let direct = url.appendingPathComponent("sf-symbols")
                if FileManager.default.fileExists(atPath: direct.path) { return direct }
            }
        }
        return nil
    }
}

/// Tab-separated rows of a data file, without `#` comment lines and empty lines.
///
/// Read from bytes: splitting the text as `String`s cut into `Character`s cost a lint of one
/// file ten times what reading the catalog's three files this way does.
enum TSV {
    static func rows(_ url: URL) -> [[String]]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return data.withUnsafeBytes { rows(in: $0.bindMemory(to: UInt8.self)) }
    }

    static func rows(in bytes: UnsafeBufferPointer<UInt8>) -> [[String]] {
        bytes.split { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
            .filter { $0.first != UInt8(ascii: "#") }
            .map { line in
                line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            }
    }
}

#if os(macOS)
/// The SF Symbols app's metadata: `name_availability.plist` (names by release, releases by OS)
/// and `name_aliases.strings` (old names).
enum SymbolsAppMetadata {
    private static let directory = URL(fileURLWithPath: "/Applications/SF Symbols.app/Contents/Resources/Metadata")

    static func load() -> SymbolCatalog? {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("name_availability.plist")),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let symbols = plist["symbols"] as? [String: String],
              let years = plist["year_to_release"] as? [String: [String: String]]
        else { return nil }
        let platforms: [String: Platform] = ["iOS": .iOS, "macOS": .macOS, "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS]
        let availability = years.mapValues { versions in
            Dictionary(uniqueKeysWithValues: versions.compactMap { key, value in
                platforms[key].flatMap { platform in OSVersion(value).map { (platform, $0) } }
            })
        }
        let aliases = (try? Data(contentsOf: directory.appendingPathComponent("name_aliases.strings")))
            .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String] } ?? [:]
        return SymbolCatalog(releases: symbols, availability: availability, renamed: aliases)
    }
}
#endif
