import Dispatch
import Foundation

/// Runs `body` for every index on `jobs` threads and returns the results in index order.
public func parallelMap<Result: Sendable>(count: Int, jobs: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
    let slots = Slots<Result>(count: count)
    let workers = max(1, min(jobs, count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = slots.claimNext() {
            slots.store(body(index), at: index)
        }
    }
    return slots.results
}

/// Result storage shared by the workers; a lock guards the queue of indices and the slots.
private final class Slots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var storage: [Result?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < storage.count else { return nil }
        defer { next += 1 }
        return next
    }

    func store(_ result: Result, at index: Int) {
        lock.lock()
        storage[index] = result
        lock.unlock()
    }

    var results: [Result] { storage.map { $0! } }
}
