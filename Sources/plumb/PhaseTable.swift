import Foundation
import PlumbCore

/// `--timing`: the run's phases in the order they ran, with the share of the work one thread had
/// to do alone and what that allows on more cores, on standard error.
enum PhaseTable {
    /// `jobs`: the run's worker threads; the speed-up bound is for that many cores (2 for a
    /// one-job run, the question it answers being "what would a second core give?").
    static func render(_ timer: PhaseTimer, jobs: Int) -> String {
        let phases = timer.phases
        let total = timer.total
        var between = PhaseTimer.Phase(name: "between phases")
        between.wallSeconds = max(0, total.wallSeconds - phases.map(\.wallSeconds).reduce(0, +))
        between.cpuSeconds = max(0, total.cpuSeconds - phases.map(\.cpuSeconds).reduce(0, +))
        let rows = phases + [between, total]
        let width = rows.map(\.name.count).max() ?? 0
        var text = "phases (seconds; CPU counts every thread; serial: CPU time no other thread could share; "
            + "critical: serial plus the busiest thread of each parallel step):\n"
        text += "  " + "phase".padding(toLength: width, withPad: " ", startingAt: 0) + "      wall       CPU    serial  critical\n"
        for phase in rows {
            text += "  " + phase.name.padding(toLength: width, withPad: " ", startingAt: 0)
            text += String(format: "  %8.3f  %8.3f  %8.3f  %8.3f\n",
                           phase.wallSeconds, phase.cpuSeconds, phase.serialSeconds, phase.criticalSeconds)
        }
        guard total.cpuSeconds > 0 else { return text }
        let cores = Double(max(2, jobs))
        let serialShare = total.serialSeconds / total.cpuSeconds
        let amdahl = 1 / (serialShare + (1 - serialShare) / cores)
        text += String(format: "serial share %.1f %% of the CPU time: at most %.2f× on %d cores (Amdahl)",
                       serialShare * 100, amdahl, Int(cores))
        if jobs > 1, total.criticalSeconds > 0 {
            text += String(format: "; critical path %.2f of %.2f CPU seconds: %.2f× with a core per thread",
                           total.criticalSeconds, total.cpuSeconds, total.cpuSeconds / total.criticalSeconds)
        }
        return text + "\n"
    }
}
