import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `body` for every index on `jobs` threads and returns the results in index order. The
/// threads have deep stacks (`DeepStack`): parsing and walking a syntax tree recurse once per
/// level of nesting. With `cost`, the indices start costliest first (a large file), so that no
/// long item is left to one thread at the end while the others idle; without it, in order.
public func parallelMap<Result: Sendable>(
    count: Int, jobs: Int, cost: ((Int) -> Int)? = nil, _ body: @Sendable (Int) -> Result
) -> [Result] {
    let workers = max(1, min(jobs, count))
    let slots = Slots<Result>(order: cost.map { cost in (0..<count).sorted { cost($0) > cost($1) } } ?? Array(0..<count), workers: workers)
    let timer = PhaseTimer.current
    let workerSeconds = withoutActuallyEscaping(body) { body in
        let threads = (0..<workers).map { worker in
            DeepStack.start {
                let (_, seconds) = PhaseTimer.timedWorker(timer) {
                    while let index = slots.claimNext() {
                        slots.store(body(index), at: index)
                    }
                }
                slots.storeWorkerSeconds(seconds, of: worker)
            }
        }
        threads.forEach(DeepStack.join)
        return slots.workerSeconds
    }
    timer?.addParallelStep(workerSeconds: workerSeconds)
    return slots.results
}

/// Threads with a stack deep enough for pathological syntax: swift-syntax's parser (its
/// lookahead for types and collections) and every `SyntaxVisitor` recurse once per level of
/// nesting or link of a member chain, and a 10,000-deep input overflows the usual 8 MiB. The
/// stack is reserved address space; only the pages a walk touches take memory. What is deeper
/// still is refused before parsing (`NestingScan`).
public enum DeepStack {
    public static let size = 1 << 30

    /// Starts `body` on a new thread with a deep stack; `join` waits for it. Once joined, the
    /// thread holds nothing of `body`.
    public static func start(_ body: @escaping () -> Void) -> pthread_t {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { box in
            let body = Unmanaged<Body>.fromOpaque(box!).takeRetainedValue()
            body.run()
            return nil
        }, box)
        precondition(status == 0, "cannot start a thread (error \(status))")
        return thread
    }

    public static func join(_ thread: pthread_t) {
        pthread_join(thread, nil)
    }

    /// Runs `body` on a thread with a deep stack and waits for it.
    public static func run(_ body: @escaping () -> Void) {
        join(start(body))
    }

    private final class Body {
        let run: () -> Void

        init(_ run: @escaping () -> Void) {
            self.run = run
        }
    }
}

/// Result storage shared by the workers; a lock guards the queue of indices, the slots and the
/// workers' CPU times.
private final class Slots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let order: [Int]
    private var next = 0
    private var storage: [Result?]
    private var seconds: [Double]

    /// `order`: every index once, in the order to hand them out.
    init(order: [Int], workers: Int) {
        self.order = order
        storage = Array(repeating: nil, count: order.count)
        seconds = Array(repeating: 0, count: workers)
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < order.count else { return nil }
        defer { next += 1 }
        return order[next]
    }

    func store(_ result: Result, at index: Int) {
        lock.lock()
        storage[index] = result
        lock.unlock()
    }

    func storeWorkerSeconds(_ value: Double, of worker: Int) {
        lock.lock()
        seconds[worker] = value
        lock.unlock()
    }

    var workerSeconds: [Double] {
        lock.lock()
        defer { lock.unlock() }
        return seconds
    }

    var results: [Result] { storage.map { $0! } }
}
