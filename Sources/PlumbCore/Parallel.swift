import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `body` for every index on `jobs` threads and returns the results in index order. The
/// threads have deep stacks (`DeepStack`): parsing and walking a syntax tree recurse once per
/// level of nesting.
public func parallelMap<Result: Sendable>(count: Int, jobs: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
    let slots = Slots<Result>(count: count)
    let workers = max(1, min(jobs, count))
    withoutActuallyEscaping(body) { body in
        let threads = (0..<workers).map { _ in
            DeepStack.start {
                while let index = slots.claimNext() {
                    slots.store(body(index), at: index)
                }
            }
        }
        threads.forEach(DeepStack.join)
    }
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

    /// Makes every thread allocate from the process's main malloc arena, as a program that
    /// does its work on its main thread does. glibc gives each new thread that allocates an
    /// arena of its own, which grows by one `mprotect` call per page it adds, where the main
    /// arena grows by `brk` in steps of 128 KiB: a one-core lint of the benchmark corpus on a
    /// deep-stack thread made 40,000 such calls, 5 % of its time. Threads that share an arena
    /// share its lock, so this is for a run whose work is on one thread at a time. It must
    /// come before the first thread starts (glibc settles its arena limit then); elsewhere
    /// than glibc it does nothing.
    public static func allocateFromMainArena() {
        #if canImport(Glibc)
        // `mallopt` is declared in `malloc.h`, which the Glibc module leaves out.
        typealias Mallopt = @convention(c) (_ parameter: Int32, _ value: Int32) -> Int32
        let arenaMax: Int32 = -8  // M_ARENA_MAX
        if let mallopt = dlsym(nil, "mallopt") { _ = unsafeBitCast(mallopt, to: Mallopt.self)(arenaMax, 1) }
        #endif
    }

    private final class Body {
        let run: () -> Void

        init(_ run: @escaping () -> Void) {
            self.run = run
        }
    }
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
