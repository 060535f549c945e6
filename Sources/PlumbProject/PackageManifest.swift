import Foundation
import PlumbCore
import SwiftParser
import SwiftSyntax

/// Reads a `Package.swift` as syntax, never running it: the `platforms:` list and every
/// `.target`, `.executableTarget` and `.testTarget` call with its `name:` and `path:`.
///
/// A package's `platforms:` gives minimum versions and SwiftPM would build it for the platforms
/// it leaves out too; an app's packages list the platforms the app runs on, so the model reads
/// the list as the package's platforms. A package without the list says nothing.
enum PackageManifest {
    static func targets(manifestPath: String) -> [ProjectTarget] {
        guard let data = FileManager.default.contents(atPath: manifestPath) else { return [] }
        let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
        let directory = URL(fileURLWithPath: manifestPath).deletingLastPathComponent().standardizedFileURL
        let reader = ManifestReader(viewMode: .sourceAccurate)
        reader.walk(tree)
        let platforms = reader.platforms.isEmpty ? nil : Set(reader.platforms.keys)
        return reader.targets.map { declared in
            let folder = declared.path.map { directory.appendingPathComponent($0).standardizedFileURL.path }
                ?? defaultFolder(of: declared, in: directory)
            return ProjectTarget(
                name: declared.name, source: .package, definedIn: manifestPath,
                platforms: platforms, deploymentTargets: reader.platforms, role: declared.role,
                folders: [folder])
        }
    }

    /// SwiftPM's default: `Tests/<name>` for tests, else the first of `Sources`, `Source`, `src`,
    /// `srcs` that has a folder for the target.
    private static func defaultFolder(of target: DeclaredTarget, in directory: URL) -> String {
        let parents = target.role == .test ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
        let candidates = parents.map { directory.appendingPathComponent($0).appendingPathComponent(target.name).path }
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]
    }

    fileprivate struct DeclaredTarget {
        let name: String
        let path: String?
        let role: FileRole
    }

    private final class ManifestReader: SyntaxVisitor {
        var platforms: [Platform: OSVersion] = [:]
        var targets: [DeclaredTarget] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
            switch member.declName.baseName.text {
            case "target", "executableTarget", "testTarget":
                if let name = stringArgument("name", of: node) {
                    let role: FileRole = switch member.declName.baseName.text {
                    case "testTarget": .test
                    case "executableTarget": .app
                    default: .library
                    }
                    targets.append(DeclaredTarget(name: name, path: stringArgument("path", of: node), role: role))
                }
            case "iOS", "macOS", "watchOS", "tvOS", "visionOS":
                readPlatform(member.declName.baseName.text, node)
            default:
                break
            }
            return .visitChildren
        }

        /// `.iOS(.v17)`, `.macOS(.v13_3)`, `.watchOS("10.0")` in a `platforms:` list.
        private func readPlatform(_ name: String, _ call: FunctionCallExprSyntax) {
            guard call.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.parent?.as(LabeledExprSyntax.self)?.label?.text == "platforms",
                  let argument = call.arguments.first?.expression else { return }
            let text: String
            if let version = argument.as(MemberAccessExprSyntax.self) {
                text = String(version.declName.baseName.text.dropFirst()).replacingOccurrences(of: "_", with: ".")
            } else if let literal = argument.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue {
                text = value
            } else {
                return
            }
            guard let version = OSVersion(text) else { return }
            let platforms: [Platform] = switch name {
            case "iOS": [.iOS, .iPadOS]
            case "macOS": [.macOS]
            case "watchOS": [.watchOS]
            case "tvOS": [.tvOS]
            default: [.visionOS]
            }
            for platform in platforms { self.platforms[platform] = version }
        }

        private func stringArgument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
            call.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
    }
}
