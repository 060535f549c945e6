import Foundation

/// `checked 1200 of 2539 files, 3.1s` on standard error, rewritten in place, while a long run
/// goes on — only when standard error is a terminal, so logs and pipes get nothing. At most ten
/// updates a second; the line is cleared when the run ends.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private var lastUpdate = Date.distantPast
    private var shown = false

    /// A progress line, or `nil` when standard error is not a terminal.
    static func forTerminal() -> ProgressLine? {
        isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    /// What the linter calls as files finish.
    var reporter: @Sendable (Int, Int) -> Void {
        { [self] done, total in update(done: done, total: total) }
    }

    func update(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard now.timeIntervalSince(lastUpdate) >= 0.1 || done == total else { return }
        lastUpdate = now
        shown = true
        let elapsed = String(format: "%.1f", now.timeIntervalSince(start))
        FileHandle.standardError.write(Data("\r\u{1B}[Kchecked \(done) of \(total) files, \(elapsed)s".utf8))
    }

    func clear() {
        lock.lock()
        defer { lock.unlock() }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}

/// `--timing`: each rule's time, slowest first, on standard error.
enum TimingTable {
    static func render(_ seconds: [String: Double]) -> String {
        let total = seconds.values.reduce(0, +)
        let width = seconds.keys.map(\.count).max() ?? 0
        var text = "rule times (seconds on the walking threads, summed over files; \(String(format: "%.3f", total)) in all):\n"
        for (rule, time) in seconds.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            let share = total > 0 ? time / total * 100 : 0
            text += "  " + rule.padding(toLength: width, withPad: " ", startingAt: 0)
            text += String(format: "  %8.3f  %5.1f%%\n", time, share)
        }
        return text
    }
}
