import PlumbCore
import PlumbSwiftUI
import PlumbSyntax

/// The fingerprint of each answer `FactReads` recorded, worked out on a run's facts: the same
/// fingerprint on a later run means the same answer. An answer that names declarations is
/// fingerprinted by the files that declare them and those files' whole text, so any change to a
/// declaring file counts as a change (when in doubt, the file is re-linted).
final class FactFingerprints: @unchecked Sendable {
    private let facts: ProjectFacts
    /// Each file's content hash, by path.
    private let contentHashes: [String: String]
    /// The view graph of the same facts, built when a read of it is first fingerprinted.
    let viewGraph: @Sendable () -> ViewGraph
    private let lock = NSLock()
    private var known: [FactReads.Read: String] = [:]

    init(facts: ProjectFacts, contentHashes: [String: String], viewGraph: @escaping @Sendable () -> ViewGraph) {
        self.facts = facts
        self.contentHashes = contentHashes
        self.viewGraph = viewGraph
    }

    func fingerprint(of read: FactReads.Read) -> String {
        lock.lock()
        if let value = known[read] {
            lock.unlock()
            return value
        }
        lock.unlock()
        // Outside the lock: `calls` may build the call-site index, which takes its own lock.
        let value = compute(read)
        lock.lock()
        known[read] = value
        lock.unlock()
        return value
    }

    private func compute(_ read: FactReads.Read) -> String {
        // No recorder is bound here: answering must not count as a read of the file being checked.
        FactReads.$current.withValue(nil) {
            var hash = StableHash()
            switch read {
            case .type(let name):
                combine(files: (facts.types.unrecorded[name] ?? []).map(\.file), into: &hash)
            case .members(let owner):
                combine(members: facts.members.unrecorded[owner] ?? [:], owner: owner, into: &hash)
            case .membersUnder(let type):
                for (owner, members) in facts.members(under: type).sorted(by: { $0.owner < $1.owner }) {
                    combine(members: members, owner: owner, into: &hash)
                }
            case .nestedSuffix(let name):
                hash.combine(facts.isNestedNameSuffix(name) ? 1 : 0)
            case .reexportedModules:
                for module in facts.reexportedModulesUnrecorded { hash.combine(module) }
            case .spacingTokenUses:
                for (token, count) in facts.spacingTokenUses.sorted(by: { $0.key < $1.key }) {
                    hash.combine(token)
                    hash.combine(count)
                }
            case .appearanceEvidence:
                for evidence in facts.codeAppearanceEvidence {
                    hash.combine(evidence.summary)
                    hash.combine(evidence.appearance.rawValue)
                }
            case .view(let name):
                combine(view: name, in: viewGraph(), into: &hash)
            case .viewUses(let name):
                combine(usesOf: name, in: viewGraph(), into: &hash)
            case .viewUsesInFile(let name, let path):
                combine(usesOf: name, inFile: path, in: viewGraph(), into: &hash)
            case .viewContainers(let written):
                for container in viewGraph().containers(named: written).sorted(by: { $0.name < $1.name }) {
                    hash.combine(container.name)
                    combine(files: container.declarations.map(\.file), into: &hash)
                }
            case .freeFunction(let name):
                combine(files: (facts.freeFunctions.unrecorded[name] ?? []).map(\.file), into: &hash)
            case .globalValue(let name):
                combine(files: (facts.globalValues.unrecorded[name] ?? []).map(\.file), into: &hash)
            case .allFiles:
                combine(files: facts.allFiles, into: &hash)
            }
            return hash.hex
        }
    }

    /// The distinct files, sorted, each with its content hash.
    func combine(files: [SourceFile], into hash: inout StableHash) {
        for path in Set(files.map(\.path)).sorted() {
            hash.combine(path)
            hash.combine(contentHashes[path] ?? "?")
        }
    }

    private func combine(members: [String: ValueDeclaration], owner: String, into hash: inout StableHash) {
        hash.combine(owner)
        for (name, declaration) in members.sorted(by: { $0.key < $1.key }) {
            hash.combine(name)
            hash.combine(declaration.file.path)
            hash.combine(contentHashes[declaration.file.path] ?? "?")
        }
    }
}

import Foundation
