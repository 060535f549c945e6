/// One file's facts as a merge takes them.
public struct MergedFile: Sendable {
    public let source: SourceFile
    public let facts: FileFacts

    public init(source: SourceFile, facts: FileFacts) {
        self.source = source
        self.facts = facts
    }
}

/// A file whose facts were merged (`old`), loaded again from other text (`new`), at the same
/// place among the project's files.
public struct FileReplacement: Sendable {
    public let old: MergedFile
    public let new: MergedFile

    public init(old: MergedFile, new: MergedFile) {
        self.old = old
        self.new = new
    }
}

extension ProjectFacts {
    /// Makes these facts, merged from `files` with each replacement's `old` where its `new` now
    /// is, the facts `merging(_:themeName:model:)` gives of `files`, for a caller that keeps a
    /// project between edits (a warm project).
    ///
    /// Every table of the merge is keyed (by a type's, owner's or function's name, a file, a
    /// token), and the entry at a key is what the files that give it give, in the files' order:
    /// appended in turn, the first one kept, or summed. So only the keys the replaced files give,
    /// before or after, can change; each is taken out of the old file and put in at the new
    /// file's place, or, where that alone cannot say (the first member of a name the old file gave
    /// and the new one no longer does), merged again from every file in order. The other keys
    /// hold what the unchanged files gave, as a full merge's do.
    public mutating func replace(_ replacements: [FileReplacement], among files: [MergedFile]) {
        let order = Dictionary(files.enumerated().map { (ObjectIdentifier($1.source), $0) }, uniquingKeysWith: { first, _ in first })
        let position = { (file: SourceFile) in order[ObjectIdentifier(file)] ?? Int.max }
        var changes = KeyedChanges()
        for replacement in replacements { remove(replacement.old, noting: &changes) }
        for replacement in replacements { add(replacement.new, at: position, noting: &changes) }
        mergeAgain(changes, from: files)
    }

    /// The keys whose entries are merged again from every file.
    private struct KeyedChanges {
        /// The members whose first declaration was in a replaced file.
        var firstMembers: Set<MemberKey> = []
        /// The spacing tokens a replaced file counts, before or after.
        var spacingTokens: Set<String> = []
        /// The paths of the replaced files that give appearance evidence, before or after.
        var evidencePaths: Set<String> = []
        /// `View` and `SwiftUI.View`, when a replaced file extends them, before or after.
        var viewProtocolNames: Set<String> = []

        mutating func note(_ facts: FileFacts, of file: SourceFile) {
            spacingTokens.formUnion(facts.spacingTokenUses.keys)
            if !facts.appearanceEvidence.isEmpty { evidencePaths.insert(file.path) }
            viewProtocolNames.formUnion(facts.types.map(\.fullName).filter(ProjectFacts.viewProtocols.contains))
        }
    }

    private struct MemberKey: Hashable {
        let owner: String
        let name: String
    }

    /// Takes out what `file` gave to every table.
    private mutating func remove(_ file: MergedFile, noting changes: inout KeyedChanges) {
        let source = file.source
        changes.note(file.facts, of: source)
        if let tree = filesByTree.first(where: { $0.value === source })?.key { filesByTree[tree] = nil }
        Self.remove(source, from: &filesParsedOnDemand, at: source.bytes.count) { $0 }
        imports[ObjectIdentifier(source)] = nil
        for module in file.facts.reexportedModules {
            reexportingFiles[module, default: 0] -= 1
            if reexportingFiles[module] == 0 { reexportingFiles[module] = nil }
        }
        for type in file.facts.types {
            Self.remove(source, from: &types.storage, at: type.fullName) { $0.file }
            for suffix in Self.nestedNameSuffixes(of: type.fullName) {
                nestedNameSuffixes[suffix, default: 0] -= 1
                if nestedNameSuffixes[suffix] == 0 { nestedNameSuffixes[suffix] = nil }
            }
        }
        for value in file.facts.values {
            guard let owner = value.owner else {
                fileValues[ObjectIdentifier(value.file)] = nil
                Self.remove(source, from: &globalValues.storage, at: value.name) { $0.file }
                continue
            }
            guard members.storage[owner]?[value.name]?.file === source else { continue }
            members.storage[owner]?[value.name] = nil
            changes.firstMembers.insert(MemberKey(owner: owner, name: value.name))
        }
        for function in file.facts.freeFunctions { Self.remove(source, from: &freeFunctions.storage, at: function.name) { $0.file } }
    }

    /// Puts in what `file` gives to every table at its place (`position`), as a merge in order
    /// does, but for the members whose first declaration only a merge of every file can find.
    private mutating func add(_ file: MergedFile, at position: (SourceFile) -> Int, noting changes: inout KeyedChanges) {
        let source = file.source
        let place = position(source)
        changes.note(file.facts, of: source)
        if source.isParsedOnDemand {
            Self.insert(source, into: &filesParsedOnDemand, at: source.bytes.count, place: place, position: position)
        } else {
            filesByTree[source.tree.id] = source
        }
        imports[ObjectIdentifier(source)] = file.facts.imports
        for module in file.facts.reexportedModules { reexportingFiles[module, default: 0] += 1 }
        for type in file.facts.types {
            Self.insert(type, into: &types.storage, at: type.fullName, place: place) { position($0.file) }
            for suffix in Self.nestedNameSuffixes(of: type.fullName) { nestedNameSuffixes[suffix, default: 0] += 1 }
        }
        for value in file.facts.values {
            guard let owner = value.owner else {
                let key = ObjectIdentifier(value.file)
                fileValues[key, default: [:]][value.name] = fileValues[key]?[value.name] ?? value
                Self.insert(value, into: &globalValues.storage, at: value.name, place: place) { position($0.file) }
                continue
            }
            guard !changes.firstMembers.contains(MemberKey(owner: owner, name: value.name)) else { continue }
            if let first = members.storage[owner]?[value.name], position(first.file) <= place { continue }
            members.storage[owner, default: [:]][value.name] = value
        }
        for function in file.facts.freeFunctions {
            Self.insert(function, into: &freeFunctions.storage, at: function.name, place: place) { position($0.file) }
        }
    }

    /// Merges again, from every file in order, the entries that taking out and putting in alone
    /// do not give: a member's first declaration, a token's count, the evidence in order, the
    /// index of `View`'s members.
    private mutating func mergeAgain(_ changes: KeyedChanges, from files: [MergedFile]) {
        var pending = changes.firstMembers
        for file in files where !pending.isEmpty {
            for value in file.facts.values {
                guard let owner = value.owner, pending.remove(MemberKey(owner: owner, name: value.name)) != nil else { continue }
                members.storage[owner, default: [:]][value.name] = value
            }
        }
        for key in changes.firstMembers where members.storage[key.owner]?.isEmpty == true { members.storage[key.owner] = nil }
        for token in changes.spacingTokens {
            let counts = files.compactMap { $0.facts.spacingTokenUses[token] }
            spacingTokenTally[token] = counts.isEmpty ? nil : counts.reduce(0, +)
        }
        if !changes.evidencePaths.isEmpty {
            appearanceEvidence = files.flatMap(\.facts.appearanceEvidence)
            for path in changes.evidencePaths {
                let evidence = files.filter { $0.source.path == path }.flatMap(\.facts.appearanceEvidence)
                appearanceEvidenceByPath[path] = evidence.isEmpty ? nil : evidence
            }
        }
        for name in changes.viewProtocolNames { viewMembers[name] = types.storage[name].map(MemberIndex.init) }
    }

    /// Takes `file`'s entries out of the list at `key`, leaving no empty list.
    private static func remove<Key: Hashable, Entry>(
        _ file: SourceFile, from table: inout [Key: [Entry]], at key: Key, file entryFile: (Entry) -> SourceFile
    ) {
        table[key]?.removeAll { entryFile($0) === file }
        if table[key]?.isEmpty == true { table[key] = nil }
    }

    /// Puts `entry` in the list at `key` after the entries of the files up to its file's `place`.
    private static func insert<Key: Hashable, Entry>(
        _ entry: Entry, into table: inout [Key: [Entry]], at key: Key, place: Int, position: (Entry) -> Int
    ) {
        let index = table[key]?.firstIndex { position($0) > place } ?? table[key]?.count ?? 0
        table[key, default: []].insert(entry, at: index)
    }
}
