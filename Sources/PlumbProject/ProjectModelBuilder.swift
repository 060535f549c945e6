import Foundation
import PlumbCore

/// Builds the project model from the checked roots: Xcode projects, XcodeGen specs and Tuist
/// manifests first (they say which target compiles each file), then packages (a target's
/// folder), then the project whose folder holds the file, then folder names.
public enum ProjectModelBuilder {
    /// `settings` are the settings files below the files and directories the run checks;
    /// `swiftFiles` the paths of the Swift files found there (as `LintInput.path`).
    public static func build(settings: SettingsFiles, swiftFiles: [String]) -> ProjectModel {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let rootPaths = settings.roots.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL.path }
        let files = swiftFiles.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL.path }
        let found = settings.files {
            $0 == "project.pbxproj" || $0 == "Package.swift" || $0 == "Project.swift" || SettingsFiles.isXcodeGenSpec(named: $0)
                || $0.hasSuffix("Info.plist") || StringCatalog.isCatalog($0)
        }
        let isCatalog = { (file: SettingsFiles.File) in StringCatalog.isCatalog((file.path as NSString).lastPathComponent) }
        let manifests = found.filter { !isCatalog($0) }
        let name = { (file: SettingsFiles.File) in (file.path as NSString).lastPathComponent }
        var targets: [ProjectTarget] = []
        var problems: [String] = []
        var appearanceEvidence: [AppearanceEvidence] = []
        // Projects by folder: a file no target claims gets what the project around it builds for.
        var projects: [(directory: String, targets: [ProjectTarget])] = []
        for manifest in manifests where name(manifest) == "project.pbxproj" {
            do {
                var project = try XcodeProject(pbxprojPath: manifest.path)
                let projectTargets = named(project.targets(swiftFiles: files), by: manifest)
                projects.append((project.projectDirectory, projectTargets))
                targets += projectTargets
            } catch {
                problems.append("\(manifest.displayPath): \(error)")
            }
        }
        let display = Dictionary(manifests.map { ($0.path, $0.displayPath) }) { first, _ in first }
        let displayPath = { (path: String) in display[path] ?? path }
        // A manifest beside the Xcode project generated from it says what that project says: the project is read.
        let xcodeProjectFolders = Set(projects.map(\.directory))
        let hasNoXcodeProjectBeside = { (manifest: SettingsFiles.File) in
            !xcodeProjectFolders.contains((manifest.path as NSString).deletingLastPathComponent)
        }
        var specs: [XcodeGenSpec] = []
        for manifest in manifests where SettingsFiles.isXcodeGenSpec(named: name(manifest)) && hasNoXcodeProjectBeside(manifest) {
            do {
                specs.append(try XcodeGenSpec(path: manifest.path, swiftFiles: files, displayPath: displayPath))
            } catch {
                problems.append("\(error)")
            }
        }
        // A spec another one includes is part of that project, not a project of its own.
        let included = Set(specs.flatMap { $0.specs.dropFirst() })
        for spec in specs where !included.contains(spec.specs[0]) {
            projects.append(((spec.specs[0] as NSString).deletingLastPathComponent, spec.targets))
            targets += spec.targets
            appearanceEvidence += spec.appearanceEvidence
        }
        for manifest in manifests where TuistManifest.isManifest(manifest.path) && hasNoXcodeProjectBeside(manifest) {
            let project = TuistManifest.read(manifestPath: manifest.path, swiftFiles: files, displayPath: displayPath)
            let projectTargets = named(project.targets, by: manifest)
            projects.append(((manifest.path as NSString).deletingLastPathComponent, projectTargets))
            targets += projectTargets
            appearanceEvidence += project.appearanceEvidence
        }
        for manifest in manifests where name(manifest) == "Package.swift" {
            targets += named(PackageManifest.targets(manifestPath: manifest.path), by: manifest)
        }
        targets = LinkedPlatforms.narrowed(targets)
        var contexts: [String: FileContext] = [:]
        var filesOfTarget = targets.map(\.files)
        for (file, original) in zip(files, swiftFiles) {
            var owners = targets.indices.filter { targets[$0].files.contains(file) }
            if owners.isEmpty, let package = packageTarget(of: file, in: targets) {
                owners = [package]
                filesOfTarget[package].insert(file)
            }
            let context: FileContext
            if owners.isEmpty {
                context = conventionContext(of: file, given: original, relativeTo: rootPaths, projects: projects)
            } else {
                context = combined(owners.map { targets[$0] })
            }
            if context != .unknown { contexts[original] = context }
        }
        for index in targets.indices { targets[index].files = filesOfTarget[index] }
        let strings = StringCatalog(files: found.filter(isCatalog))
        let assets = AssetCatalog(files: settings.assetCatalogFiles)
        let coreData = CoreDataModels(files: settings.dataModelFiles)
        var model = ProjectModel(
            targets: targets, files: contexts, problems: problems + strings.problems + assets.problems + coreData.problems)
        model.strings = strings
        model.assets = assets
        model.coreData = coreData
        model.appearanceEvidence = targets.flatMap(\.appearanceEvidence) + appearanceEvidence
            + manifests.filter { name($0).hasSuffix("Info.plist") }.flatMap { plistEvidence($0, targets: targets) }
        model.declaredOrientations = DeclaredOrientations.all(in: settings)
        model.compilationFlags = CompilationFlags(settings: settings)
        return model
    }

    /// Targets that name their manifest as findings name files.
    private static func named(_ targets: [ProjectTarget], by manifest: SettingsFiles.File) -> [ProjectTarget] {
        targets.map { target in
            var named = target
            named.definedIn = manifest.displayPath
            named.appearanceEvidence = target.appearanceEvidence.map { evidence in
                var position = evidence.position
                position.file = manifest.displayPath
                return AppearanceEvidence(appearance: evidence.appearance, position: position, reason: evidence.reason, target: evidence.target)
            }
            return named
        }
    }

    /// An `Info.plist`'s `UIUserInterfaceStyle`, as the setting of each target that builds with
    /// the plist; a plist no target names stays the setting of no target.
    private static func plistEvidence(_ file: SettingsFiles.File, targets: [ProjectTarget]) -> [AppearanceEvidence] {
        let evidence = InterfaceStyleSetting.evidence(in: file)
        let owners = targets.filter { $0.infoPlists.contains(file.path) }.map(\.name)
        guard !owners.isEmpty else { return evidence }
        return owners.flatMap { owner in
            evidence.map { AppearanceEvidence(appearance: $0.appearance, position: $0.position, reason: $0.reason, target: owner) }
        }
    }

    /// The package target whose folder holds `file` most closely.
    private static func packageTarget(of file: String, in targets: [ProjectTarget]) -> Int? {
        var best: (index: Int, length: Int)?
        for (index, target) in targets.enumerated() {
            for folder in target.folders where file.hasPrefix(folder + "/") && folder.count > (best?.length ?? -1) {
                best = (index, folder.count)
            }
        }
        return best?.index
    }

    /// A file in several targets runs wherever any of them runs, from the lowest deployment
    /// target, in the role that runs most, with the settings of each.
    private static func combined(_ owners: [ProjectTarget]) -> FileContext {
        var platforms: Set<Platform>? = []
        var deploymentTargets: [Platform: OSVersion] = [:]
        for owner in owners {
            if let known = owner.platforms { platforms?.formUnion(known) } else { platforms = nil }
            deploymentTargets.merge(owner.deploymentTargets) { min($0, $1) }
        }
        if let platforms { deploymentTargets = deploymentTargets.filter { platforms.contains($0.key) } }
        return FileContext(platforms: platforms, deploymentTargets: deploymentTargets, role: owners.map(\.role).min(), targets: owners.map(\.name))
    }

    /// What folder names say about a file no target claims, else what the project (Xcode,
    /// XcodeGen, Tuist) whose folder holds it builds for: the platforms of its targets but its
    /// tests (the only places the file could run, once a target adds it), their lowest
    /// deployment targets, and the design settings its app targets agree on (`targets`: a file
    /// linted before it is added to the one app of its project gets that app's settings; one of
    /// a project with an app and an example app gets neither's). A file outside every project
    /// gets nothing from a target.
    /// Folder names are read below the checked root, so that the folders a project lies in
    /// (`~/Tests/MyApp`) say nothing; `given` is the path as the caller wrote it.
    private static func conventionContext(of file: String, given: String, relativeTo roots: [String],
                                          projects: [(directory: String, targets: [ProjectTarget])]) -> FileContext {
        let root = roots.filter { file.hasPrefix($0 + "/") }.max { $0.count < $1.count }
        let relative = root.map { String(file.dropFirst($0.count + 1)) } ?? given
        let role = FolderConventions.role(ofPath: relative)
        if let platform = FolderConventions.platform(ofPath: relative) {
            return FileContext(platforms: platform == .iOS ? [.iOS, .iPadOS] : [platform], deploymentTargets: [:], role: role)
        }
        let enclosing = projects.filter { file.hasPrefix($0.directory + "/") }.max { $0.directory.count < $1.directory.count }
        if let enclosing, !enclosing.targets.isEmpty {
            let runnable = enclosing.targets.filter { $0.role != .test }
            var context = combined(runnable.isEmpty ? enclosing.targets : runnable)
            let apps = enclosing.targets.filter { $0.role == .app }
            context.targets = (apps.isEmpty ? runnable : apps).map(\.name)
            context.role = role
            return context
        }
        return FileContext(platforms: nil, deploymentTargets: [:], role: role)
    }
}

/// `UIUserInterfaceStyle` set to `Light` or `Dark` in an `Info.plist`: the app never switches
/// appearance. (As an Xcode build setting it is `XcodeProject`'s, target by target.)
enum InterfaceStyleSetting {
    static func evidence(in file: SettingsFiles.File) -> [AppearanceEvidence] {
        // Most settings files never name the key: they are not split into lines.
        guard let data = FileManager.default.contents(atPath: file.path), data.range(of: Data("UIUserInterfaceStyle".utf8)) != nil
        else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var evidence: [AppearanceEvidence] = []
        for (index, line) in lines.enumerated() where line.contains("UIUserInterfaceStyle") {
            // The value is on the key's line or on the next (a plist's <string>).
            let text = line + (index + 1 < lines.count ? lines[index + 1] : "")
            guard let style = ["Light", "Dark"].first(where: { text.contains("<string>\($0)</string>") }) else { continue }
            evidence.append(AppearanceEvidence(
                appearance: .fixed, position: SourcePosition(file: file.displayPath, line: index + 1, column: 1),
                reason: "UIUserInterfaceStyle is \(style)"))
        }
        return evidence
    }
}
