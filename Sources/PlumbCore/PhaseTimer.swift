import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The wall and CPU time of each phase of a run (`plumb lint --timing`), and how much of it one
/// thread had to do alone: what bounds the speed-up on more cores (Amdahl's law).
///
/// A run's code marks its phases with `PhaseTimer.measure`, which does nothing unless a timer is
/// bound (`PhaseTimer.$current`). `parallelMap` and `concurrently` report the CPU time of each of
/// their worker threads to the bound timer, so a phase's CPU splits into work its threads shared
/// and serial work (everything else: merges, sorting, the orchestrating thread's own work).
/// CPU time is the measure because a thread waiting for a core on a shared machine uses none:
/// the serial share and the critical path hold under load, where wall seconds do not.
public final class PhaseTimer: @unchecked Sendable {
    public struct Phase: Sendable, Equatable {
        public let name: String
        public var wallSeconds: Double = 0
        /// Every thread's CPU time during the phase.
        public var cpuSeconds: Double = 0
        /// CPU time of the worker threads of its parallel steps.
        public var workerSeconds: Double = 0
        /// The busiest worker's CPU time in each parallel step, summed over the steps: how long
        /// the steps take with a core for every worker.
        public var busiestWorkerSeconds: Double = 0

        public init(name: String) {
            self.name = name
        }

        /// CPU time outside the parallel steps' workers: no other thread could have shared it.
        public var serialSeconds: Double { max(0, cpuSeconds - workerSeconds) }
        /// The phase's length with a core for every thread: its serial work and the busiest
        /// worker of each parallel step.
        public var criticalSeconds: Double { serialSeconds + busiestWorkerSeconds }
    }

    /// The timer of the running code, if it is timed.
    @TaskLocal public static var current: PhaseTimer?

    private let lock = NSLock()
    private var recorded: [Phase] = []
    private var open: Int?
    private let start = (wall: Clock.wall, cpu: Clock.processCPU)

    public init() {}

    /// The run so far, from the timer's creation: every phase, and the time between them
    /// (serial: the orchestrating thread's).
    public var total: Phase {
        let phases = self.phases
        var total = Phase(name: "total")
        total.wallSeconds = Clock.wall - start.wall
        total.cpuSeconds = Clock.processCPU - start.cpu
        total.workerSeconds = phases.map(\.workerSeconds).reduce(0, +)
        total.busiestWorkerSeconds = phases.map(\.busiestWorkerSeconds).reduce(0, +)
        return total
    }

    /// The phases in the order they ran; a phase measured twice is one row.
    public var phases: [Phase] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Runs `body` as the phase `name` of the bound timer's run; without a timer, just runs it.
    /// Phases do not nest: a phase measured inside another counts as the outer one's.
    public static func measure<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result {
        guard let timer = current, let index = timer.begin(name) else { return try body() }
        let (wallStart, cpuStart) = (Clock.wall, Clock.processCPU)
        defer { timer.end(index, wall: Clock.wall - wallStart, cpu: Clock.processCPU - cpuStart) }
        return try body()
    }

    /// Records one parallel step of the open phase: the CPU seconds each of its workers used.
    public func addParallelStep(workerSeconds: [Double]) {
        lock.lock()
        defer { lock.unlock() }
        guard let open else { return }
        recorded[open].workerSeconds += workerSeconds.reduce(0, +)
        recorded[open].busiestWorkerSeconds += workerSeconds.max() ?? 0
    }

    private func begin(_ name: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard open == nil else { return nil }
        let index = recorded.firstIndex { $0.name == name } ?? {
            recorded.append(Phase(name: name))
            return recorded.count - 1
        }()
        open = index
        return index
    }

    private func end(_ index: Int, wall: Double, cpu: Double) {
        lock.lock()
        defer { lock.unlock() }
        recorded[index].wallSeconds += wall
        recorded[index].cpuSeconds += cpu
        open = nil
    }

    /// The clocks the timer reads.
    public enum Clock {
        /// Seconds of a monotonic clock.
        public static var wall: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
        /// CPU seconds of the whole process, every thread.
        public static var processCPU: Double { seconds(of: CLOCK_PROCESS_CPUTIME_ID) }
        /// CPU seconds of the calling thread.
        public static var threadCPU: Double { seconds(of: CLOCK_THREAD_CPUTIME_ID) }

        private static func seconds(of clock: clockid_t) -> Double {
            var time = timespec()
            clock_gettime(clock, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
    }
}

extension PhaseTimer {
    /// Runs `body` on the calling thread as one worker of a parallel step of `timer`'s open
    /// phase, and returns the worker's CPU seconds along with the result (0 without a timer).
    public static func timedWorker<Result>(_ timer: PhaseTimer?, _ body: () -> Result) -> (Result, Double) {
        guard timer != nil else { return (body(), 0) }
        let start = Clock.threadCPU
        let result = body()
        return (result, Clock.threadCPU - start)
    }
}
