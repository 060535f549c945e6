import Dispatch
import Foundation
import PlumbCore

/// Runs synchronous work on a thread of its own and answers within `seconds`: the result, or a
/// `ToolError` when the time is up. Work past its time is abandoned, not stopped (the lint and
/// layout engines cannot be interrupted); the size limits keep what it can still cost bounded.
/// The work never runs on Swift concurrency's threads, so the protocol keeps answering while it
/// runs.
enum Deadline {
    static func run<Output: Sendable>(
        seconds: Double, _ what: String, _ work: @escaping @Sendable () throws -> Output
    ) async throws -> Output {
        try await withCheckedThrowingContinuation { continuation in
            let answer = FirstAnswer(continuation)
            DispatchQueue.global().async { answer.give(Result(catching: work)) }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                answer.give(.failure(ToolError(description: "\(what) did not finish within \(NumberText.literal(seconds)) s; try a smaller input")))
            }
        }
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
