import Foundation
import PlumbCore
import SwiftParser
import SwiftSyntax

/// Reads a Tuist `Project.swift` as syntax, never running it: every `Target(…)` and
/// `.target(…)` call with its `name:`, `destinations:` (or the older `platform:` with
/// `deploymentTarget:`), `deploymentTargets:`, `product:`, `sources:`, `settings: .settings(base:)`
/// and `infoPlist:`. The targets that `Tuist/ProjectDescriptionHelpers` builds are read too when
/// the manifest calls the helper function that builds them.
///
/// Only literals are read, and the manifest's own `let` constants holding them: an argument that
/// is a helper's call or a computed value says nothing
/// (a target whose sources are computed compiles no file the model knows; whose destinations
/// are computed runs on platforms the model does not know).
enum TuistManifest {
    struct Result {
        var targets: [ProjectTarget] = []
        var appearanceEvidence: [AppearanceEvidence] = []
    }

    /// Whether the file at `path` is a Tuist manifest: a `Project.swift` that imports
    /// `ProjectDescription` (an app's own `Project.swift` model type is not one).
    static func isManifest(_ path: String) -> Bool {
        guard (path as NSString).lastPathComponent == "Project.swift", let data = FileManager.default.contents(atPath: path) else { return false }
        return data.range(of: Data("import ProjectDescription".utf8)) != nil
    }

    /// `displayPath(_:)` names a file as findings name it.
    static func read(manifestPath: String, swiftFiles: [String], displayPath: (String) -> String) -> Result {
        let directory = (manifestPath as NSString).deletingLastPathComponent
        guard let manifest = parse(manifestPath) else { return Result() }
        let called = CalledNames(viewMode: .sourceAccurate)
        called.walk(manifest)
        var result = Result()
        let sources = [(manifestPath, manifest, false)] + helpers(above: directory).compactMap { path in parse(path).map { (path, $0, true) } }
        for (path, tree, isHelper) in sources {
            let reader = TargetCalls(viewMode: .sourceAccurate)
            reader.walk(tree)
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            for call in reader.calls {
                // A helper's target is the project's when the manifest calls the function that builds it.
                if isHelper, !(call.enclosingFunction.map(called.names.contains) ?? false) { continue }
                let declared = DeclaredTarget(call: call.node, directory: directory)
                let line = call.node.startLocation(converter: converter).line
                let name = declared.name ?? call.enclosingFunction ?? "target at line \(line)"
                result.targets.append(declared.target(named: name, definedIn: manifestPath, swiftFiles: swiftFiles))
                if let style = declared.interfaceStyle {
                    result.appearanceEvidence.append(AppearanceEvidence(
                        appearance: .fixed, position: SourcePosition(file: displayPath(path), line: line, column: 1),
                        reason: "UIUserInterfaceStyle is \(style)", target: name))
                }
            }
        }
        return result
    }

    private static func parse(_ path: String) -> SourceFileSyntax? {
        FileManager.default.contents(atPath: path).map { Parser.parse(source: String(decoding: $0, as: UTF8.self)) }
    }

    /// The Swift files of the nearest `Tuist/ProjectDescriptionHelpers` at or above `directory`,
    /// up to the repository's top.
    private static func helpers(above directory: String) -> [String] {
        var folder = URL(fileURLWithPath: directory)
        while true {
            let helpers = folder.appendingPathComponent("Tuist/ProjectDescriptionHelpers")
            if let names = try? FileManager.default.contentsOfDirectory(atPath: helpers.path) {
                return names.filter { $0.hasSuffix(".swift") }.sorted().map { helpers.appendingPathComponent($0).path }
            }
            let parent = folder.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) || parent.path == folder.path { return [] }
            folder = parent
        }
    }
}

/// The names a manifest calls: `Target.app(…)` and `app(…)` both call `app`.
private final class CalledNames: SyntaxVisitor {
    var names = Set<String>()

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            names.insert(member.declName.baseName.text)
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            names.insert(reference.baseName.text)
        }
        return .visitChildren
    }
}

/// Every call that declares a target: `Target(…)`, `Target.target(…)` or `.target(…)` with a
/// `name:` and a product or where it runs (a dependency's `.target(name:)` has neither).
private final class TargetCalls: SyntaxVisitor {
    var calls: [(node: FunctionCallExprSyntax, enclosingFunction: String?)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
                member.base == nil || member.base?.trimmedDescription == "Target" ? member.declName.baseName.text : nil
            }
        let labels = Set(node.arguments.compactMap { $0.label?.text })
        if called == "Target" || called == "target", labels.contains("name"),
           !labels.isDisjoint(with: ["destinations", "platform", "product"]) {
            var enclosing: String?
            var ancestor = node.parent
            while let current = ancestor, enclosing == nil {
                enclosing = current.as(FunctionDeclSyntax.self)?.name.text
                ancestor = current.parent
            }
            calls.append((node, enclosing))
        }
        return .visitChildren
    }
}

/// What one target call says, literally.
private struct DeclaredTarget {
    let call: FunctionCallExprSyntax
    let directory: String

    init(call: FunctionCallExprSyntax, directory: String) {
        self.call = call
        self.directory = directory
    }

    /// The argument labelled `label`; one that names a constant of the manifest (`deploymentTargets:
    /// deploymentTarget` beside `let deploymentTarget = DeploymentTargets.iOS("15.0")`) is that
    /// constant's value, so one setting shared by every target is read as if written in each.
    private func argument(_ label: String) -> ExprSyntax? {
        guard let written = call.arguments.first(where: { $0.label?.text == label })?.expression else { return nil }
        return Self.constantValue(named: written, in: call.root) ?? written
    }

    /// The value of the file-level `let` that `expression` names, or nil.
    private static func constantValue(named expression: ExprSyntax, in root: Syntax) -> ExprSyntax? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), let file = root.as(SourceFileSyntax.self) else { return nil }
        for statement in file.statements {
            guard let declaration = statement.item.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.let)
            else { continue }
            for binding in declaration.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == reference.baseName.text {
                return binding.initializer?.value
            }
        }
        return nil
    }

    var name: String? { argument("name").flatMap(Self.string) }

    func target(named name: String, definedIn manifest: String, swiftFiles: [String]) -> ProjectTarget {
        let settings = preset.overridden(by: baseSettings)
        let platforms = settings.platforms
        var files = Set<String>()
        for pattern in sources ?? [] { files.formUnion(SourcePattern(pattern, in: directory).matches(in: swiftFiles)) }
        return ProjectTarget(
            name: name, source: .tuist, definedIn: manifest, platforms: platforms,
            deploymentTargets: settings.deploymentTargets(for: platforms ?? Set(Platform.allCases)),
            role: role, files: files.filter { $0.hasSuffix(".swift") })
    }

    // MARK: Where it runs

    /// The build settings Tuist derives from `destinations:` (else `platform:` with `deploymentTarget:`)
    /// and `deploymentTargets:`, so that `BuildSettings` reads them as an Xcode target's.
    private var preset: BuildSettings {
        var settings = BuildSettings()
        if let destinations = argument("destinations").flatMap(Self.destinations) {
            settings.values["SUPPORTED_PLATFORMS"] = destinations.sdks.sorted().joined(separator: " ")
            settings.values["TARGETED_DEVICE_FAMILY"] = destinations.families.sorted().joined(separator: ",")
            if destinations.catalyst { settings.values["SUPPORTS_MACCATALYST"] = "YES" }
        } else if let platform = argument("platform").flatMap(Self.memberName), let sdk = AppleSDK.byManifestName[platform]?.sdk {
            settings.values["SUPPORTED_PLATFORMS"] = sdk
            settings.values["TARGETED_DEVICE_FAMILY"] = "1,2"
        }
        for label in ["deploymentTargets", "deploymentTarget"] {
            guard let call = argument(label)?.as(FunctionCallExprSyntax.self), let kind = Self.memberName(call.calledExpression) else { continue }
            for element in call.arguments {
                // `.iOS("16.0")`, `.iOS(targetVersion: "15.0", devices: [.iphone])`, `.multiplatform(iOS: "16.0", macOS: "13.0")`.
                let platform = kind == "multiplatform" ? element.label?.text : kind
                if element.label?.text == "devices" {
                    let devices = Self.memberNames(element.expression) ?? []
                    let families = devices.compactMap { ["iphone": "1", "ipad": "2"][$0] }
                    if !families.isEmpty { settings.values["TARGETED_DEVICE_FAMILY"] = families.joined(separator: ",") }
                    if devices.contains("mac") { settings.values["SUPPORTS_MACCATALYST"] = "YES" }
                } else if let platform, let setting = AppleSDK.byManifestName[platform]?.deploymentTargetSetting,
                          let version = Self.string(element.expression) {
                    settings.values[setting] = version
                }
            }
        }
        return settings
    }

    /// `.iOS`, `.macOS`, … (Tuist's destination sets) or a literal list of destinations; `nil`
    /// for anything else. A Mac or Vision Pro running the iPad app runs iOS code: no platform of its own.
    private static func destinations(_ expression: ExprSyntax) -> (sdks: Set<String>, families: Set<String>, catalyst: Bool)? {
        let sets: [String: [String]] = [
            "iOS": ["iPhone", "iPad"], "macOS": ["mac"], "tvOS": ["appleTv"], "watchOS": ["appleWatch"], "visionOS": ["appleVision"],
        ]
        guard let names = memberNames(expression) else { return nil }
        var result: (sdks: Set<String>, families: Set<String>, catalyst: Bool) = ([], [], false)
        for name in names.flatMap({ sets[$0] ?? [$0] }) {
            switch name {
            case "iPhone": result.sdks.insert("iphoneos"); result.families.insert("1")
            case "iPad": result.sdks.insert("iphoneos"); result.families.insert("2")
            case "mac": result.sdks.insert("macosx")
            case "macCatalyst": result.sdks.insert("iphoneos"); result.catalyst = true
            case "appleTv": result.sdks.insert("appletvos")
            case "appleWatch": result.sdks.insert("watchos")
            case "appleVision": result.sdks.insert("xros")
            case "macWithiPadDesign", "appleVisionWithiPadDesign": break
            default: return nil
            }
        }
        return result
    }

    // MARK: What it is and compiles

    private var role: FileRole {
        switch argument("product").flatMap(Self.memberName) {
        case "unitTests", "uiTests": .test
        case "framework", "staticFramework", "staticLibrary", "dynamicLibrary", "bundle", "macro": .library
        case let product? where product.hasSuffix("Extension") || product == "xpc": .appExtension
        default: .app
        }
    }

    /// `"Sources/**"`, `["A/**", "B/*.swift"]` or `[.glob("A/**")]`; `nil` when any entry is not a literal.
    private var sources: [String]? {
        guard let expression = argument("sources") else { return [] }
        let entries = expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expression]
        var patterns: [String] = []
        for entry in entries {
            let glob = entry.as(FunctionCallExprSyntax.self).flatMap { call in
                Self.memberName(call.calledExpression) == "glob" ? call.arguments.first?.expression : nil
            }
            guard let pattern = Self.string(glob ?? entry) else { return nil }
            patterns.append(pattern)
        }
        return patterns
    }

    /// `settings: .settings(base: ["KEY": "value", "OTHER": .string("v")])`: the literal entries.
    private var baseSettings: BuildSettings {
        var settings = BuildSettings()
        guard let call = argument("settings")?.as(FunctionCallExprSyntax.self),
              let base = call.arguments.first(where: { $0.label?.text == "base" })?.expression.as(DictionaryExprSyntax.self),
              case let .elements(elements) = base.content else { return settings }
        for element in elements {
            guard let key = Self.string(element.key), let value = Self.settingValue(element.value) else { continue }
            settings.values[key] = value
        }
        return settings
    }

    /// `UIUserInterfaceStyle` locked to `Light` or `Dark` in the target's `infoPlist:` or `settings:`.
    var interfaceStyle: String? {
        for label in ["infoPlist", "settings"] {
            guard let expression = argument(label) else { continue }
            let entries = DictionaryEntries(viewMode: .sourceAccurate)
            entries.walk(expression)
            for element in entries.elements {
                guard let key = Self.string(element.key), key.hasSuffix("UIUserInterfaceStyle"),
                      let value = Self.settingValue(element.value), ["Light", "Dark"].contains(value) else { continue }
                return value
            }
        }
        return nil
    }

    // MARK: Literals

    private static func string(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// A string literal or `.string("…")` (Tuist's `SettingValue` and `Plist.Value`).
    private static func settingValue(_ expression: ExprSyntax) -> String? {
        if let literal = string(expression) { return literal }
        guard let call = expression.as(FunctionCallExprSyntax.self), memberName(call.calledExpression) == "string",
              let argument = call.arguments.first?.expression else { return nil }
        return string(argument)
    }

    /// `.name`, or the same member written with its type (`DeploymentTargets.iOS`, `Product.app`).
    private static func memberName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
              member.base.map({ descriptionTypes.contains($0.trimmedDescription) }) ?? true
        else { return nil }
        return member.declName.baseName.text
    }

    /// The ProjectDescription types whose members the manifest's arguments name.
    private static let descriptionTypes: Set<String> = ["DeploymentTargets", "DeploymentTarget", "Destinations", "Product", "Platform"]

    /// `.name` or `[.a, .b]`; `nil` when anything else is written.
    private static func memberNames(_ expression: ExprSyntax) -> [String]? {
        if let single = memberName(expression) { return [single] }
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        let names = array.elements.compactMap { memberName($0.expression) }
        return names.count == array.elements.count ? names : nil
    }
}

/// Every `key: value` entry of the dictionary literals in a piece of syntax.
private final class DictionaryEntries: SyntaxVisitor {
    var elements: [DictionaryElementSyntax] = []

    override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
        elements.append(node)
        return .visitChildren
    }
}
