import Dispatch
import Foundation

/// The time each rule takes, summed over every file's walk (`plumb lint --timing`): elapsed time
/// on the walking thread, so parallel walks add up to more than the run's wall time, and a thread
/// waiting for a core (a loaded machine) counts as its rule's time. A per-thread CPU clock would
/// not have that error, but reading it is a system call per rule and node, which would swamp the
/// cheap rules it measures.
final class RuleTimer: @unchecked Sendable {
    private let lock = NSLock()
    private var nanoseconds: [String: UInt64] = [:]

    /// Runs `body`, adding its time to `id` when there is a timer.
    static func measure(_ timer: RuleTimer?, _ id: String, _ body: () -> Void) {
        guard let timer else { return body() }
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        timer.add([id: DispatchTime.now().uptimeNanoseconds - start])
    }

    /// Adds one walk's times (gathered without the lock, then added at once).
    func add(_ times: [String: UInt64]) {
        lock.lock()
        nanoseconds.merge(times, uniquingKeysWith: +)
        lock.unlock()
    }

    var seconds: [String: Double] {
        lock.lock()
        defer { lock.unlock() }
        return nanoseconds.mapValues { Double($0) / 1e9 }
    }
}

/// Counts finished files for a progress report, from any thread.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: @Sendable (Int, Int) -> Void

    init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.report = report
    }

    func fileDone() {
        lock.lock()
        done += 1
        let count = done
        lock.unlock()
        report(count, total)
    }
}
