import Foundation
import PlumbCore
import PlumbProject
import PlumbSwiftUI
import PlumbSyntax

/// A project kept between the calls of a long-lived caller (`plumb mcp`): each file as the last
/// call loaded it (parsed, with its facts and suppressions), the project model, the merged facts
/// (in which a call replaces only the facts of the files that changed), each file's walk (an
/// in-memory `LintCache`), its part of the view graph (`ViewGraphParts`) and its `View` bodies
/// (`KeptScreenBodies`). A run given
/// one (`LintOptions.warm`) takes the same path as a cold run; it only loads again the files
/// whose bytes changed, and builds the model again only when a settings file, the set of Swift
/// files or the configuration changed. So a warm answer is a cold one, computed on less.
///
/// A file is read again when `stat` says it changed (`FileStamp`), and then reused if its bytes
/// are still those it was loaded from; text a caller gives (`LintInput.contents`) is compared
/// byte for byte. Files no longer among a run's inputs are let go.
///
/// One call at a time uses a project (`serially`): the files it loads are shared objects, whose
/// trees a run parses and lets go. Calls about other projects do not wait for it.
public final class WarmProject: @unchecked Sendable {  // `files` and `model` are guarded by `lock`.
    /// A loaded file and what it was loaded from.
    private struct Entry {
        let displayPath: String
        /// The theme `loaded` was loaded for.
        var themeName: String?
        /// nil for a file that could not be read.
        let bytes: [UInt8]?
        let hash: String?
        /// nil for text a caller gave.
        var stamp: FileStamp?
        var stampedAt: Int
        /// nil until a run loads it.
        var loaded: LoadedFile?
    }

    private let callLock = NSLock()
    private let lock = NSLock()
    private var files: [String: Entry] = [:]
    /// The model and the key of what it was built from (`settingsKey`).
    private var model: (key: String, model: ProjectModel)?
    /// The per-file results and the configuration they were found under: compared by value, since
    /// a description's order of rules is not stable from one loading of the file to the next.
    private var cache: (results: LintCache, configuration: Configuration)?
    /// The files each screen reaches, trusted under the cache's run key only.
    private var reaches = ScreenReaches()
    /// The last one-file lint's layouts of its screens, trusted under the cache's run key only.
    private var layouts = KeptScreenLayouts()
    /// How many times the model was built: the facts merged on one build hold it.
    private var modelBuilds = 0
    /// The facts merged last, from which files on which model build, and the screen reader over
    /// them, with the trees it gave the `layout` tool, once one was asked for.
    private var merged: Merged?
    /// Each file's part of the view graph, read again only for the files that changed.
    let graphParts = ViewGraphParts()
    /// Each file's `View` bodies, read again for finding the screens only where they may differ.
    let screenBodies = KeptScreenBodies()
    /// Each file's environment-key writes, scanned again only for the files that changed.
    private let keyScans = EnvironmentKeyScans()
    /// The settings files below the roots, found again only when a directory changed.
    private let settingsWalk = KeptSettingsWalk()
    /// The Swift files below the roots, found again only when a directory changed.
    private let swiftFiles = KeptWalk<FileDiscovery.Result>()

    public init() {}

    /// Runs `body` as the only call using the project.
    public func serially<Result>(_ body: () throws -> Result) rethrows -> Result {
        try callLock.withLock { try body() }
    }

    /// The Swift files `FileDiscovery` finds below `roots`: the last walk's while no directory
    /// below them changed (`DirectoryStamps`), so a call reads no directory and `stat`s no file
    /// to learn that the project's files are the same. A walk that could not read everything is
    /// not kept.
    public func discover(_ roots: [String], configuration: Configuration, currentDirectory: String) -> FileDiscovery.Result {
        let discovery = FileDiscovery(configuration: configuration, currentDirectory: currentDirectory)
        return swiftFiles.found(below: roots, currentDirectory: currentDirectory, key: discovery.key, keeps: { $0.failures.isEmpty }) {
            discovery.discover(roots)
        }
    }

    /// The input's bytes and their `StableHash`, read again only when its stamp changed.
    func contents(of input: LintInput) -> (bytes: [UInt8], hash: String)? {
        if let contents = input.contents { return (contents, StableHash.hex(ofBytes: contents)) }
        let entry = current(input, themeName: nil, matchingTheme: false)
        return entry.bytes.map { ($0, entry.hash ?? StableHash.hex(ofBytes: $0)) }
    }

    /// The input loaded: the one the project holds when its bytes are the same, else loaded anew.
    func load(_ input: LintInput, themeName: String?) -> LoadedFile {
        let entry = current(input, themeName: themeName, matchingTheme: true)
        if let loaded = entry.loaded { return loaded }
        let read = LintInput(path: input.path, displayPath: input.displayPath, contents: entry.bytes)
        let loaded = LoadedFile.load(read, themeName: themeName)
        lock.withLock {
            files[input.path]?.loaded = loaded
            files[input.path]?.themeName = themeName
        }
        return loaded
    }

    /// The entry for `input` as its file or text is now: the stored one while its stamp or its
    /// bytes are unchanged (without its loaded file when it was loaded for another theme), else
    /// a new one, not loaded yet.
    private func current(_ input: LintInput, themeName: String?, matchingTheme: Bool) -> Entry {
        var stored = lock.withLock { files[input.path] }.flatMap { $0.displayPath == input.displayPath ? $0 : nil }
        if matchingTheme, stored?.loaded != nil, stored?.themeName != themeName {
            stored?.loaded = nil
            stored?.themeName = themeName
        }
        if let stored, input.contents == nil, let stamp = stored.stamp, !stamp.mayHideAWrite(stampedAt: stored.stampedAt),
           FileStamp(path: input.path) == stamp {
            return stored
        }
        let stampedAt = FileStamp.now
        let stamp = input.contents == nil ? FileStamp(path: input.path) : nil
        let bytes = input.contents ?? FileManager.default.contents(atPath: input.path).map { [UInt8]($0) }
        var entry: Entry
        if var stored, let bytes, stored.bytes == bytes {
            // Text given with the bytes the file was read with (a run loads each file from what
            // it read for its hash) leaves the file's stamp: dropping it would read every file
            // from disk on the next call.
            if input.contents == nil { (stored.stamp, stored.stampedAt) = (stamp, stampedAt) }
            entry = stored
        } else {
            entry = Entry(displayPath: input.displayPath, themeName: themeName, bytes: bytes, hash: bytes.map { StableHash.hex(ofBytes: $0) },
                          stamp: stamp, stampedAt: stampedAt)
        }
        lock.withLock { files[input.path] = entry }
        return entry
    }

    /// Lets go of the files that are not among `paths` (deleted, or no longer checked).
    func keepOnly(_ paths: [String]) {
        let kept = Set(paths)
        lock.withLock { files = files.filter { kept.contains($0.key) } }
    }

    /// The per-file results of the project's runs (`LintCache`, in memory), trusted under the
    /// same configuration and settings only.
    /// `roots` and `paths` are the run's (`Linter.lint(_:roots:)`).
    public func cache(configuration: Configuration, roots: [String], paths: [String]) -> LintCache {
        let settingsKey = settingsKey(configuration: configuration, settings: SettingsFiles(roots: roots), paths: paths)
        let runKey = StableHash.hex(of: "\(PlumbVersion.current) \(settingsKey ?? "-")")
        return lock.withLock {
            if let cache, settingsKey != nil, cache.results.runKey == runKey, cache.configuration == configuration { return cache.results }
            let fresh = LintCache(runKey: runKey)
            cache = (fresh, configuration)
            reaches = ScreenReaches()
            layouts = KeptScreenLayouts()
            return fresh
        }
    }

    /// The files each screen's trees reached, under the configuration and settings of the last
    /// `cache(configuration:roots:paths:)`.
    var screenReaches: ScreenReaches {
        lock.withLock { reaches }
    }

    /// The layouts of the screens the last one-file lint laid out, under the configuration and
    /// settings of the last `cache(configuration:roots:paths:)`.
    var screenLayouts: KeptScreenLayouts {
        lock.withLock { layouts }
    }

    /// The project model `build` gives, built again only when what it reads changed: the
    /// settings files (each by its `stat`), the Swift files' paths, the configuration's platforms
    /// and deployment target.
    func model(settings: SettingsFiles, paths: [String], configuration: Configuration, build: () -> ProjectModel) -> ProjectModel {
        let key = settingsKey(configuration: configuration, settings: settings, paths: paths)
        if let key, let model = lock.withLock({ model }), model.key == key { return model.model }
        let built = build()
        lock.withLock {
            model = key.map { ($0, built) }
            modelBuilds += 1
        }
        return built
    }

    /// The facts of `files` (a run's, in order) with the model, as `ProjectFacts.merging` gives
    /// them: the last merge's while the files and the model are the same; when some files were
    /// loaded again, the last merge with those files' facts replaced (`ProjectFacts.replace`);
    /// merged anew when files were added, removed or reordered.
    func facts(of files: [MergedFile], themeName: String, model: ProjectModel) -> ProjectFacts {
        // Taken out, so that the facts it holds are this call's alone to update in place.
        var kept = lock.withLock { merged.take() }
        let modelBuild = lock.withLock { modelBuilds }
        let replacements = kept.flatMap { $0.facts.themeName == themeName ? Merged.replacements(of: $0.files, by: files) : nil }
        guard var last = kept.take(), let replacements else {
            let facts = ProjectFacts.merging(files, themeName: themeName, model: model)
            lock.withLock { merged = Merged(files: files, modelBuild: modelBuild, facts: facts) }
            return facts
        }
        if replacements.isEmpty, last.modelBuild == modelBuild {
            lock.withLock { merged = last }
            return last.facts
        }
        var facts = ProjectFacts(themeName: themeName)
        swap(&facts, &last.facts)
        last.readings = nil
        facts.replace(replacements, among: files)
        facts.model = model
        lock.withLock { merged = Merged(files: files, modelBuild: modelBuild, facts: facts) }
        return facts
    }

    /// The screen reader over `facts`, the facts the last run merged (`facts(of:themeName:model:)`), with
    /// the trees it gave, kept until they change: building one scans every file for the
    /// environment keys it sets, and the same facts read the same trees.
    func screenReadings(over facts: ProjectFacts) -> ScreenReadings {
        if let readings = lock.withLock({ merged?.readings }) { return readings }
        let readings = ScreenReadings(reader: ScreenReader(facts: facts, keyScans: keyScans))
        lock.withLock { merged?.readings = readings }
        return readings
    }

    /// What the project model is built from: the configuration's platforms and deployment
    /// target, the Swift files' paths, and each settings file's stamp. nil when a settings file
    /// changed too recently for its stamp to prove the next change (`FileStamp.mayHideAWrite`).
    private func settingsKey(configuration: Configuration, settings: SettingsFiles, paths: [String]) -> String? {
        let now = FileStamp.now
        var key = StableHash()
        var isProof = true
        key.combine(FactsFile.ProjectKey.configurationKey(configuration))
        for path in paths { key.combine(path) }
        let currentDirectory = FileManager.default.currentDirectoryPath
        let below = settingsWalk.files(below: settings, currentDirectory: currentDirectory)
        for path in CacheKey.buildFiles(settings: settings, currentDirectory: currentDirectory, below: below) {
            let stamp = FileStamp(path: path)
            key.combine(path)
            if let stamp { stamp.combine(into: &key) } else { key.combine("-") }
            if stamp?.mayHideAWrite(stampedAt: now) == true { isProof = false }
        }
        return isProof ? key.hex : nil
    }
}

extension WarmProject {
    /// The facts a warm project merged last and what from.
    private struct Merged {
        let files: [MergedFile]
        let modelBuild: Int
        var facts: ProjectFacts
        var readings: ScreenReadings?

        init(files: [MergedFile], modelBuild: Int, facts: ProjectFacts) {
            self.files = files
            self.modelBuild = modelBuild
            self.facts = facts
        }

        /// The files of `old` that `new` holds another load of, at the same place; nil unless
        /// `new` holds the same paths in the same order.
        static func replacements(of old: [MergedFile], by new: [MergedFile]) -> [FileReplacement]? {
            guard old.count == new.count else { return nil }
            var replacements: [FileReplacement] = []
            for (before, after) in zip(old, new) where before.source !== after.source {
                guard before.source.path == after.source.path else { return nil }
                replacements.append(FileReplacement(old: before, new: after))
            }
            return replacements
        }
    }
}
