import Foundation

/// Reads an `.xcconfig` file: `NAME = value` lines (with or without a closing `;`), `//`
/// comments and `#include "Other.xcconfig"` (`#include?` too), relative to the including file.
/// Settings conditioned on an SDK or architecture (`NAME[sdk=iphoneos*] = …`) say what a build
/// does on one SDK, not which SDKs it has, so they are left out.
enum XCConfigFile {
    static func read(_ path: String) -> BuildSettings {
        var visited = Set<String>()
        return read(path, visited: &visited)
    }

    private static func read(_ path: String, visited: inout Set<String>) -> BuildSettings {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        guard visited.insert(path).inserted, let data = FileManager.default.contents(atPath: path) else { return BuildSettings() }
        var settings = BuildSettings()
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        for rawLine in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let line = Self.withoutComment(rawLine).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let name = String(line[line.index(after: open)..<close])
                let included = name.hasPrefix("/") ? name : directory.appendingPathComponent(name).path
                settings = settings.overridden(by: read(included, visited: &visited))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains("[") else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            // Xcode takes `SDKROOT = macosx;` as `macosx`: a line may end in a semicolon.
            if value.hasSuffix(";") { value = value.dropLast().trimmingCharacters(in: .whitespaces) }
            settings.values[name] = value
        }
        return settings
    }

    /// The line up to a `//` comment (a URL's `://` is not one).
    private static func withoutComment(_ line: Substring) -> Substring {
        var search = line.startIndex
        while let range = line[search...].range(of: "//") {
            if range.lowerBound > line.startIndex, line[line.index(before: range.lowerBound)] == ":" {
                search = range.upperBound
                continue
            }
            return line[..<range.lowerBound]
        }
        return line
    }
}
