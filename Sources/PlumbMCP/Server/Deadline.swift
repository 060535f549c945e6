import Foundation
import PlumbCore

/// Runs synchronous work on a thread of its own and answers within `seconds`: the result, or a
/// `ToolError` when the time is up. Work past its time is abandoned, not stopped (the lint and
/// layout engines cannot be interrupted); the size limits keep what it can still cost bounded.
/// The work and the clock run on threads of their own, not on Dispatch's or Swift concurrency's
/// pools: a lint keeps every pool thread busy (it checks files on all cores), and a clock
/// waiting for one of them would ring only when the lint is done.
enum Deadline {
    static func run<Output: Sendable>(
        within limits: Limits, _ what: String, _ work: @escaping @Sendable () throws -> Output
    ) async throws -> Output {
        guard running.enter(atMost: limits.callsAtOnce) else {
            throw ToolError(description: "\(what): \(limits.callsAtOnce) earlier calls are still running (a call past its time limit runs to its end); try again when they finish")
        }
        return try await withCheckedThrowingContinuation { continuation in
            let answer = FirstAnswer(continuation)
            Thread {
                let result = Result(catching: work)
                running.leave()
                answer.give(result)
            }.start()
            Thread {
                Thread.sleep(forTimeInterval: limits.seconds)
                answer.give(.failure(ToolError(description: "\(what) did not finish within \(NumberText.literal(limits.seconds)) s; try a smaller input")))
            }.start()
        }
    }

    /// The work running now, answered or abandoned.
    private static let running = Counter()
}

/// A count under a lock.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Counts one more unless `limit` are already counted.
    func enter(atMost limit: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard count < limit else { return false }
        count += 1
        return true
    }

    func leave() {
        lock.lock()
        count -= 1
        lock.unlock()
    }
}

/// Resumes a continuation with whichever answer comes first and ignores the other.
private final class FirstAnswer<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Output, any Error>?

    init(_ continuation: CheckedContinuation<Output, any Error>) {
        self.continuation = continuation
    }

    func give(_ result: Result<Output, any Error>) {
        lock.lock()
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(with: result)
    }
}
