import Foundation
import PlumbSyntax

/// Each file's environment-key writes (`EnvironmentKeyWrites`), kept by a caller that builds a
/// reader again over mostly the same files (a warm project, after one file changed): the scan
/// reads every byte of every file. A file is scanned again only when it is another `SourceFile`.
public final class EnvironmentKeyScans: @unchecked Sendable {  // `scanned` is guarded by `lock`.
    private struct Scan {
        /// Held, so that the identity the keys are kept under stays this file's.
        let file: SourceFile
        let keys: Set<String>
    }

    private let lock = NSLock()
    private var scanned: [ObjectIdentifier: Scan] = [:]

    public init() {}

    /// The keys `scan` finds in each of `files`, scanning only the files not scanned before; the
    /// scans of other files are let go.
    func keys(in files: [SourceFile], scan: (SourceFile) -> Set<String>) -> Set<String> {
        let kept = lock.withLock { scanned }
        var current: [ObjectIdentifier: Scan] = [:]
        for file in files {
            let identity = ObjectIdentifier(file)
            current[identity] = kept[identity] ?? Scan(file: file, keys: scan(file))
        }
        lock.withLock { scanned = current }
        return current.values.reduce(into: []) { $0.formUnion($1.keys) }
    }
}
