import Foundation
import PlumbCore
import SwiftParser
import SwiftSyntax

/// Reads a `Package.swift` as syntax, never running it: the `platforms:` list, every `.target`,
/// `.executableTarget` and `.testTarget` call with its `name:`, `path:` and `dependencies:`, and
/// the products that export each target.
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
            var target = ProjectTarget(
                name: declared.name, source: .package, definedIn: manifestPath,
                platforms: platforms, deploymentTargets: reader.platforms, role: declared.role,
                folders: [folder])
            target.links = declared.links
            target.products = reader.products.filter { $0.targets.contains(declared.name) }.map(\.name)
            return target
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
        let links: [TargetLink]
    }

    private final class ManifestReader: SyntaxVisitor {
        var platforms: [Platform: OSVersion] = [:]
        var targets: [DeclaredTarget] = []
        var products: [(name: String, targets: [String])] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
            switch member.declName.baseName.text {
            case "target", "executableTarget", "testTarget":
                // `.target(name:condition:)` in a `dependencies:` list is a link, read with its target.
                if !isDependency(node), let name = stringArgument("name", of: node) {
                    let role: FileRole = switch member.declName.baseName.text {
                    case "testTarget": .test
                    case "executableTarget": .app
                    default: .library
                    }
                    targets.append(DeclaredTarget(
                        name: name, path: stringArgument("path", of: node), role: role, links: links(of: node)))
                }
            case "library", "executable":
                if let name = stringArgument("name", of: node) {
                    products.append((name, argument("targets", of: node).map(strings) ?? []))
                }
            case "iOS", "macOS", "watchOS", "tvOS", "visionOS":
                readPlatform(member.declName.baseName.text, node)
            default:
                break
            }
            return .visitChildren
        }

        /// A call that is an element of a `dependencies:` list.
        private func isDependency(_ call: FunctionCallExprSyntax) -> Bool {
            call.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.parent?.as(LabeledExprSyntax.self)?.label?.text == "dependencies"
        }

        /// A target's `dependencies:`: `"Name"`, `.target(name:condition:)`,
        /// `.product(name:package:condition:)`, `.byName(name:condition:)`.
        private func links(of target: FunctionCallExprSyntax) -> [TargetLink] {
            guard let list = argument("dependencies", of: target)?.as(ArrayExprSyntax.self) else { return [] }
            return list.elements.compactMap { element in
                if let name = element.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                    return TargetLink(name: name, kind: .byName, platforms: nil)
                }
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                      let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      let name = stringArgument("name", of: call) else { return nil }
                let linkKind: TargetLink.Kind
                switch kind {
                case "target": linkKind = .target
                case "product": linkKind = .product
                case "byName": linkKind = .byName
                default: return nil
                }
                return TargetLink(name: name, kind: linkKind, platforms: conditionPlatforms(call))
            }
        }

        /// `condition: .when(platforms: [.iOS, .macOS])`; `nil` without a platform condition, or
        /// when a platform in it is not read (then the link is taken as unlimited).
        private func conditionPlatforms(_ call: FunctionCallExprSyntax) -> Set<Platform>? {
            guard let when = argument("condition", of: call)?.as(FunctionCallExprSyntax.self),
                  let list = argument("platforms", of: when)?.as(ArrayExprSyntax.self) else { return nil }
            var platforms = Set<Platform>()
            for element in list.elements {
                guard let name = element.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
                // A platform that is not Apple's (`.linux`) runs no SwiftUI screen.
                platforms.formUnion(AppleSDK.platforms(manifestName: name) ?? [])
            }
            return platforms
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
            for platform in AppleSDK.platforms(manifestName: name) ?? [] { self.platforms[platform] = version }
        }

        private func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
            call.arguments.first { $0.label?.text == label }?.expression
        }

        private func stringArgument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
            argument(label, of: call)?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }

        private func strings(_ expression: ExprSyntax) -> [String] {
            expression.as(ArrayExprSyntax.self)?.elements.compactMap {
                $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            } ?? []
        }
    }
}
