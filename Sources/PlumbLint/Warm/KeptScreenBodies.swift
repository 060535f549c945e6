import Foundation
import PlumbSyntax

/// The `View` bodies each file declares, as finding the screens reads them
/// (`ScreenFinder.screenBodies`), kept by a warm project so that each call walks again only the
/// files whose answer may have changed. A file's bodies are read from its tree, and which of its
/// types are views from what the facts answer of their names (`FactReads`): the same
/// `SourceFile`, whose questions answer as they did (`FactFingerprints`, on this run's facts),
/// has the same bodies. Only the files of the last run are kept.
final class KeptScreenBodies: @unchecked Sendable {  // `kept` is guarded by `lock`.
    private struct Kept {
        /// Held, so that the identity the bodies are kept under stays this file's.
        let file: SourceFile
        let bodies: [ScreenFinder.Body]
        let reads: [LintCache.ReadFingerprint]
    }

    private let lock = NSLock()
    private var kept: [ObjectIdentifier: Kept] = [:]

    /// `file`'s bodies: those kept while its reads still hold on `fingerprints`, else `find`'s,
    /// kept with what it read.
    func bodies(of file: SourceFile, fingerprints: FactFingerprints, find: () -> [ScreenFinder.Body]) -> [ScreenFinder.Body] {
        if let known = lock.withLock({ kept[ObjectIdentifier(file)] }), known.file === file,
           known.reads.allSatisfy({ fingerprints.fingerprint(of: $0.read) == $0.fingerprint }) {
            return known.bodies
        }
        let (bodies, reads) = FactReads.recording(find)
        let entry = Kept(file: file, bodies: bodies,
                         reads: reads.all.map { LintCache.ReadFingerprint(read: $0, fingerprint: fingerprints.fingerprint(of: $0)) })
        lock.withLock { kept[ObjectIdentifier(file)] = entry }
        return bodies
    }

    /// Lets go of the bodies of files that are not among `files`.
    func keepOnly(_ files: [SourceFile]) {
        let identities = Set(files.map(ObjectIdentifier.init))
        lock.withLock { kept = kept.filter { identities.contains($0.key) } }
    }
}

/// A warm project's `KeptScreenBodies` as one run checks them, against its facts' fingerprints.
struct KnownScreenBodies: Sendable {
    let kept: KeptScreenBodies
    let fingerprints: FactFingerprints
}
