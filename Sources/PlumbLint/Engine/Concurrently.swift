import Foundation
import PlumbCore

/// Runs `first` on a thread of its own while `second` runs on this one when `inParallel`, else
/// one after the other: for work of a run that does not depend on the rest (reading the
/// settings files while the sources are parsed). A timed run (`PhaseTimer`) counts `first` as
/// one worker of a parallel step either way.
func concurrently<First: Sendable, Second>(
    _ inParallel: Bool, _ first: @escaping @Sendable () -> First, _ second: () -> Second
) -> (First, Second) {
    let timer = PhaseTimer.current
    guard inParallel else {
        let (firstResult, seconds) = PhaseTimer.timedWorker(timer, first)
        timer?.addParallelStep(workerSeconds: [seconds])
        return (firstResult, second())
    }
    let result = ResultBox<First>()
    let thread = DeepStack.start { (result.value, result.seconds) = PhaseTimer.timedWorker(timer, first) }
    let secondResult = second()
    DeepStack.join(thread)
    timer?.addParallelStep(workerSeconds: [result.seconds])
    return (result.value!, secondResult)
}

/// The result of the thread `concurrently` starts: written by that thread before it is joined,
/// read after, so the join orders the two.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
    var seconds = 0.0
}
