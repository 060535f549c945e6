import Foundation
import PlumbCore

/// What folder names say where no manifest or project does: the folder of a target named for
/// its platform (`Timer Watch App`, `App tvOS`, `App macOS`, `Mac`; not `Stopwatch` or `TV
/// Shows`), of tests (`Tests`, `AppUITests`) and of extensions (`Widgets`, `ShareExtension`).
enum FolderConventions {
    private static let platformPatterns: [(Platform, NSRegularExpression)] = [
        (.watchOS, #"watchkit|(^|[^a-z])watch($|[^a-z]|os|app|extension)"#),
        (.tvOS, #"(^|[^a-z])tvos($|[^a-z])|(^|[^a-z])tv app"#),
        (.macOS, #"(^|[^a-z])macos($|[^a-z])|^mac$|^appkit$|(^|[^a-z])mac app"#),
    ].compactMap { platform, pattern in
        (try? NSRegularExpression(pattern: pattern, options: .caseInsensitive)).map { (platform, $0) }
    }

    private static let testPattern = try? NSRegularExpression(pattern: #"^(tests?|.*(tests|specs))$"#, options: .caseInsensitive)
    private static let extensionPattern = try? NSRegularExpression(
        pattern: #"widgets?($|[^a-z])|extension$|intents$|^(.*[^a-z])?(clip|complications?)$"#, options: .caseInsensitive)

    /// The platform a folder of `path` is named for; the innermost such folder wins.
    static func platform(ofPath path: String) -> Platform? {
        for folder in folders(of: path).reversed() {
            if let (platform, _) = platformPatterns.first(where: { matches($0.1, folder) }) { return platform }
        }
        return nil
    }

    /// The role a folder of `path` is named for: tests or an extension; `nil` otherwise.
    static func role(ofPath path: String) -> FileRole? {
        for folder in folders(of: path).reversed() {
            if let testPattern, matches(testPattern, folder) { return .test }
            if let extensionPattern, matches(extensionPattern, folder) { return .appExtension }
        }
        return nil
    }

    private static func folders(of path: String) -> [String] {
        path.split(separator: "/").dropLast().map(String.init)
    }

    private static func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
