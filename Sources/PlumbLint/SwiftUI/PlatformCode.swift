import Foundation
import PlumbCore
import SwiftSyntax

/// Which platform a piece of code is for, where the source says so: a `#if os(…)` around it, or
/// the folder of a target named for the platform (`Timer Watch App`, `App tvOS`, `App macOS`; not
/// `Stopwatch` or `TV Shows`).
enum PlatformCode {
    private static let folderPatterns: [Platform: NSRegularExpression] = [
        .watchOS: #"watchkit|(^|[^a-z])watch($|[^a-z]|os|app|extension)"#,
        .tvOS: #"(^|[^a-z])tvos($|[^a-z])|(^|[^a-z])tv app"#,
        .macOS: #"(^|[^a-z])macos($|[^a-z])|^mac$|(^|[^a-z])mac app"#,
    ].compactMapValues { try? NSRegularExpression(pattern: $0, options: .caseInsensitive) }

    /// Whether `node` in the file at `path` is code for `platform` only.
    static func isCode(for platform: Platform, _ node: some SyntaxProtocol, path: String) -> Bool {
        if let pattern = folderPatterns[platform] {
            let folders = path.split(separator: "/").dropLast().map(String.init)
            if folders.contains(where: { pattern.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }) {
                return true
            }
        }
        let test = "os(\(platform.rawValue))"
        var current = node.parent
        while let ancestor = current {
            if let clause = ancestor.as(IfConfigClauseSyntax.self),
               let condition = clause.condition?.trimmedDescription.replacingOccurrences(of: " ", with: ""),
               condition.contains(test), !condition.contains("!" + test), !condition.contains("||") {
                return true
            }
            current = ancestor.parent
        }
        return false
    }
}
