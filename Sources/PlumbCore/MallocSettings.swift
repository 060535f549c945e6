#if canImport(Glibc)
import Glibc
#endif

/// How glibc's malloc serves a run's threads. glibc gives each thread that allocates an arena of
/// its own: heaps of 64 MiB of address space that it makes writable one page at a time as they
/// grow, with one `mprotect` call per page, where the main arena grows by `brk` in steps of
/// 128 KiB. A run parses every file, and keeps the trees of the files with views to its end, so
/// its threads allocate hundreds of megabytes on real apps: hundreds of thousands of `mprotect`
/// calls, each taking the address-space lock that the other threads' page faults wait for
/// (BENCHMARKS.md, "Measurements behind design choices").
///
/// The settings must be made before the first thread starts (glibc settles its arenas then);
/// elsewhere than glibc they do nothing.
public enum MallocSettings {
    /// Makes each thread's heap writable whole when glibc maps it, and the main arena grow by
    /// 64 MiB at a time: a top pad as large as a heap. Pages still take memory only when touched,
    /// but glibc then keeps what is freed rather than give it back, so this is for a run that
    /// exits when its work is done, not a long-lived process (`plumb mcp`).
    public static func growArenasInWholeHeaps() {
        set(-2, 64 << 20)  // M_TOP_PAD
    }

    /// Makes every thread allocate from the main arena, as a program that does its work on its
    /// main thread does (a one-core lint on a deep-stack thread made 40,000 `mprotect` calls, 5 %
    /// of its time). Threads that share an arena share its lock, so this is for a run whose work
    /// is on one thread at a time.
    public static func allocateFromMainArena() {
        set(-8, 1)  // M_ARENA_MAX
    }

    private static func set(_ parameter: Int32, _ value: Int32) {
        #if canImport(Glibc)
        // `mallopt` is declared in `malloc.h`, which the Glibc module leaves out.
        typealias Mallopt = @convention(c) (_ parameter: Int32, _ value: Int32) -> Int32
        if let mallopt = dlsym(nil, "mallopt") { _ = unsafeBitCast(mallopt, to: Mallopt.self)(parameter, value) }
        #endif
    }
}
