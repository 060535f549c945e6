import Foundation
import PlumbCore

/// Runs `first` on a thread of its own while `second` runs on this one when `inParallel`, else
/// one after the other: for work of a run that does not depend on the rest (reading the
/// settings files while the sources are parsed).
func concurrently<First: Sendable, Second>(
    _ inParallel: Bool, _ first: @escaping @Sendable () -> First, _ second: () -> Second
) -> (First, Second) {
    guard inParallel else { return (first(), second()) }
    let result = ResultBox<First>()
    let thread = DeepStack.start { result.value = first() }
    let secondResult = second()
    DeepStack.join(thread)
    return (result.value!, secondResult)
}

/// The result of the thread `concurrently` starts: written by that thread before it is joined,
/// read after, so the join orders the two.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
